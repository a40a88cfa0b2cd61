// One-to-one coaching's sessions (decisions 076 and 077): the package a purchase carries, booked
// by the client from "My coaching" one credit at a time. Exactly the credits left under many bookings at once; a
// cancel at the notice gives the credit back and a minute later is refused; the two-left emails once each; a session
// after the spring change at its wall time; another client's package and sessions out of reach; a refund cancels
// what is ahead; the owner's list, cancel and marks.
import { env } from 'cloudflare:workers'
import { and, eq, like } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/site.ts'
import type { ClientOverview } from '../../src/worker/features/clients/client-overview.ts'
import { renderEmail } from '../../src/worker/features/outbox/message-templates.ts'
import { queueBookingReminders } from '../../src/worker/features/bookings/bookings.ts'
import { bookingLinks, bookings, clientSessions, outbox } from '../../src/worker/platform/db/schema.ts'
import { buyerDetails, buySeat, createItem, type Item } from '../helpers/checkout.ts'
import { json, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { parse } from '../helpers/ics.ts'
import { newClientAddress, uniqueEmail } from '../helpers/leads.ts'
import { signedInClient } from '../helpers/my-coaching.ts'
import { adminCookie } from '../helpers/sessions.ts'
import { useRules } from '../helpers/booking-rules.ts'

const OWNER = DEFAULT_SITE_SETTINGS.contactEmail
const NO_CREDITS =
  'Every session of this package is booked or used, so none is left to book. You can buy another package.'
const TOO_LATE = 'Bookings can be moved or canceled up to 24 hours before they start. Please contact us instead.'

/**
 * Each test runs on its own weeks far ahead, so the one coach calendar the file shares never couples two tests. A
 * client signed in keeps using his page across the days a test skips (the idle end is test/clients/my-coaching.test.ts's).
 */
async function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(iso))
  await testDb()
    .update(clientSessions)
    .set({ lastUsedAt: new Date(iso).toISOString() })
}

beforeEach(() => vi.useRealTimers())
afterEach(() => vi.useRealTimers())

const oneToOneItem = (sessionsIncluded: number | null = 12) =>
  createItem({ type: 'coaching_slot', price: 150000, totalSlots: 50, availableSlots: 50, sessionsIncluded })

interface Client {
  item: Item
  email: string
  purchaseId: number
  order: string
  cookie: string
  refundPath: string | null
}

/** A man who bought one-to-one coaching with the test card and signed in to his page with the emailed code. */
async function client(sessionsIncluded = 12): Promise<Client> {
  const item = await oneToOneItem(sessionsIncluded)
  const email = uniqueEmail('client')
  const { purchase, answer } = await buySeat(item, {
    buyer: buyerDetails({ email, firstName: 'Caleb', lastName: 'Reyes' }),
  })
  const cookie = await signedInClient(email)
  return {
    item,
    email,
    purchaseId: purchase.id,
    order: `order-${purchase.id}`,
    cookie,
    refundPath: answer.receipt?.refundPath ?? null,
  }
}

/** As his browser calls: his cookie, and an address of its own so no per-address limit couples the calls. */
const as = (cookie: string) => ({ cookie, address: newClientAddress() })

async function overview(cookie: string): Promise<ClientOverview> {
  const response = await request('/api/my-coaching', {}, as(cookie))
  expect(response.status).toBe(200)
  return json<ClientOverview>(response)
}

const packageOf = async (who: Client) =>
  (await overview(who.cookie)).purchases.find((p) => p.orderRef === who.order)!.sessions

async function openTimes(cookie: string, moving?: string): Promise<string[]> {
  const query = moving ? `?moving=${moving}` : ''
  const response = await request(`/api/my-coaching/bookings/open-times${query}`, {}, as(cookie))
  expect(response.status).toBe(200)
  return (await json<{ times: string[] }>(response)).times
}

/** Times on the hour, which never overlap one another as 60-minute sessions. */
const onTheHour = (times: string[]) => times.filter((time) => time.slice(14, 16) === '00')

const book = (who: Pick<Client, 'order' | 'cookie'>, start: string, timeZone = 'America/Chicago') =>
  request('/api/my-coaching/bookings', { method: 'POST', body: { order: who.order, start, timeZone } }, as(who.cookie))

async function booked(who: Client, start: string): Promise<string> {
  const answer = await book(who, start)
  expect(answer.status, await answer.clone().text()).toBe(201)
  const { overview: after } = await json<{ overview: ClientOverview }>(answer)
  return after.sessions.find((session) => session.start === start)!.ref
}

const cancel = (cookie: string, ref: string) =>
  request(`/api/my-coaching/bookings/${ref}/cancel`, { method: 'POST' }, as(cookie))
const move = (cookie: string, ref: string, start: string) =>
  request(`/api/my-coaching/bookings/${ref}/move`, { method: 'POST', body: { start } }, as(cookie))
const download = (cookie: string, ref: string) =>
  request(`/api/my-coaching/bookings/${ref}/calendar.ics`, {}, as(cookie))

/** The sessions using a credit of the purchase, as D1 holds them. */
const bookedOn = (purchaseId: number) =>
  testDb()
    .select()
    .from(bookings)
    .where(and(eq(bookings.purchaseId, purchaseId), eq(bookings.status, 'booked')))

const emailsOf = (template: string, recipient: string) =>
  testDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, template), eq(outbox.recipient, recipient)))
    .orderBy(outbox.id)

describe('the package a purchase carries', () => {
  it('is the number of sessions its item named when it was paid for; a pod has none', async () => {
    const { purchase } = await buySeat(await oneToOneItem(6))
    expect(purchase).toMatchObject({ type: 'one-to-one', status: 'succeeded', sessionsIncluded: 6 })
    // An item written before the number existed still sells SPEC §1's twelve.
    expect((await buySeat(await oneToOneItem(null))).purchase.sessionsIncluded).toBe(12)
    expect((await buySeat(await createItem())).purchase.sessionsIncluded).toBeNull()
  })

  it('stays what he paid for when the owner changes the item afterwards', async () => {
    await at('2030-01-02T08:00:00Z')
    const who = await client(6)
    const item = { ...who.item, sessionsIncluded: 10 }
    const edit = await request(
      `/api/inventory/${item.id}`,
      {
        method: 'PUT',
        body: {
          name: item.name,
          type: item.type,
          price: item.price,
          totalSlots: item.totalSlots,
          availableSlots: item.availableSlots - 1,
          sessionsIncluded: 10,
        },
      },
      { cookie: await adminCookie() },
    )
    expect(edit.status, await edit.clone().text()).toBe(200)
    expect(await packageOf(who)).toMatchObject({ included: 6, booked: 0, left: 6 })
  })
})

describe('booking a session from My coaching', () => {
  it('takes an open 60-minute time, uses one credit, and sends the invitation that links to his page', async () => {
    await at('2030-01-07T08:00:00Z')
    await useRules()
    const who = await client()
    const open = await request('/api/my-coaching/bookings/open-times', {}, as(who.cookie))
    expect(await json(open)).toMatchObject({ coachTimeZone: 'America/Los_Angeles', durationMinutes: 60 })
    const start = '2030-01-09T17:00:00.000Z' // Wednesday 9:00 AM on the coach's clock
    expect(await openTimes(who.cookie)).toContain(start)
    expect(await packageOf(who)).toMatchObject({
      included: 12,
      open: 12,
      booked: 0,
      bookable: 12,
      left: 12,
      words: '12 of 12 sessions open',
      buyAgainPath: `/checkout?type=one-to-one&inventoryId=${who.item.id}`,
    })

    const answer = await book(who, start)
    expect(answer.status).toBe(201)
    const body = await json<{ message: string; overview: ClientOverview }>(answer)
    expect(body.message).toBe('Your session is booked. The invitation is on its way to your email.')
    const [session] = body.overview.sessions
    expect(session).toMatchObject({
      kind: 'one-to-one',
      description: 'One-to-One Coaching Session',
      start,
      durationMinutes: 60,
      orderRef: who.order,
      refusal: null,
      movesLeft: 2,
      videoLink: 'https://video.example.com/coach',
      calendarPath: `/api/my-coaching/bookings/${session!.ref}/calendar.ics`,
    })
    expect(body.overview.purchases[0]!.sessions).toMatchObject({ booked: 1, left: 11 })
    expect(body.overview.policy).toEqual({ moveNoticeHours: 24, maxMoves: 2 })
    expect(await openTimes(who.cookie)).not.toContain(start)

    const [confirmed] = await emailsOf('booking-confirmed', who.email)
    expect(confirmed!.payload).toMatchObject({
      description: 'One-to-One Coaching Session',
      managePath: '/my-coaching',
      when: 'Wednesday, January 9, 2030 at 9:00 AM PST (Wednesday, January 9, 2030 at 11:00 AM CST, your time)',
    })
    const { event } = parse(confirmed!.attachments![0]!.content)
    expect(event.uid).toBe(`booking-${session!.ref}@coaching.test`)
    expect(event.sequence).toBe(0)
    expect(event.endDate.toJSDate().toISOString()).toBe('2030-01-09T18:00:00.000Z')
    expect(event.description).toContain('Move or cancel: https://coaching.test/my-coaching')
    // The coach hears of it, on his clock.
    const [notice] = (await emailsOf('owner-new-lead', OWNER)).filter((n) => n.payload.email === who.email)
    const { description } = (await overview(who.cookie)).purchases[0]!
    expect(notice!.payload).toMatchObject({
      kind: 'session-booked',
      description: `Session of ${description} booked for Wednesday, January 9, 2030 at 9:00 AM PST`,
    })

    // The page's download is the same calendar entry.
    const file = await download(who.cookie, session!.ref)
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    expect(file.headers.get('Content-Disposition')).toBe('attachment; filename="session-2030-01-09.ics"')
    const ics = await file.text()
    expect(ics).toContain('METHOD:PUBLISH')
    expect(parse(ics).event).toMatchObject({ uid: event.uid, sequence: 0 })
    expect(parse(ics).event.startDate.toJSDate().toISOString()).toBe(start)
  })

  it('25 bookings at once on free times with 3 credits left: exactly 3 booked, 22 told no credit is left', async () => {
    await at('2030-02-04T08:00:00Z')
    await useRules()
    const who = await client(5)
    const [first, second, ...rest] = onTheHour(await openTimes(who.cookie))
    await booked(who, first!)
    await booked(who, second!)
    expect(await packageOf(who)).toMatchObject({ booked: 2, left: 3 })

    const wanted = rest.slice(0, 25)
    expect(wanted).toHaveLength(25)
    const answers = await Promise.all(wanted.map((start) => book(who, start)))
    const won = wanted.filter((_, index) => answers[index]!.status === 201)
    const refused = answers.filter((answer) => answer.status === 409)
    expect(won).toHaveLength(3)
    expect(refused).toHaveLength(22)
    for (const answer of refused) expect(await json(answer)).toMatchObject({ message: NO_CREDITS })

    expect(await bookedOn(who.purchaseId)).toHaveLength(5)
    expect(await packageOf(who)).toMatchObject({ included: 5, booked: 5, left: 0 })
    // The refused bookings gave their times back; the three booked ones are taken.
    const open = await openTimes(who.cookie)
    for (const start of wanted) expect(open.includes(start), start).toBe(!won.includes(start))
    const again = await book(
      who,
      wanted.find((start) => !won.includes(start))!,
    )
    expect(again.status).toBe(409)
    expect(await json(again)).toMatchObject({ message: NO_CREDITS })
  })

  it('a session after the spring change keeps its wall time: 9:00 AM PDT, 11:00 AM in his Chicago', async () => {
    await at('2030-03-04T08:00:00Z') // 2030's change is on Sunday, March 10
    await useRules({ horizonDays: 14, weeklyHours: [{ day: 'tuesday', start: '09:00', end: '10:00' }] })
    const who = await client()
    expect(await openTimes(who.cookie)).toEqual(['2030-03-05T17:00:00.000Z', '2030-03-12T16:00:00.000Z'])
    const ref = await booked(who, '2030-03-12T16:00:00.000Z')
    const [confirmed] = await emailsOf('booking-confirmed', who.email)
    expect(confirmed!.payload.when).toBe(
      'Tuesday, March 12, 2030 at 9:00 AM PDT (Tuesday, March 12, 2030 at 11:00 AM CDT, your time)',
    )
    const ics = await (await download(who.cookie, ref)).text()
    expect(ics).toContain('BEGIN:VTIMEZONE')
    expect(ics).toContain('DTSTART;TZID=America/Los_Angeles:20300312T090000')
    expect(parse(ics).event.startDate.toJSDate().toISOString()).toBe('2030-03-12T16:00:00.000Z')
    expect((await overview(who.cookie)).sessions.map((session) => session.start)).toEqual(['2030-03-12T16:00:00.000Z'])
  })
})

describe('cancelling and moving under the coach’s rules', () => {
  it('a cancel exactly at the notice gives the credit back; a minute later it is refused and the credit stays used', async () => {
    await at('2030-03-18T08:00:00Z')
    await useRules()
    const who = await client()
    const early = await booked(who, '2030-03-20T16:00:00.000Z')
    const late = await booked(who, '2030-03-21T16:00:00.000Z')
    expect(await packageOf(who)).toMatchObject({ booked: 2, left: 10 })

    await at('2030-03-19T16:00:00Z') // exactly 24 hours before the first
    const cancelled = await cancel(who.cookie, early)
    expect(cancelled.status).toBe(200)
    const body = await json<{ message: string; overview: ClientOverview }>(cancelled)
    expect(body.message).toBe('Canceled. The session is back in your package to book again.')
    expect(body.overview.purchases[0]!.sessions).toMatchObject({ booked: 1, left: 11 })
    expect(body.overview.sessions.map((session) => session.ref)).toEqual([late])
    expect(await openTimes(who.cookie)).toContain('2030-03-20T16:00:00.000Z')
    const [email] = await emailsOf('booking-cancelled', who.email)
    expect(email!.payload).toMatchObject({ byOwner: false, bookAgainPath: '/my-coaching' })

    await at('2030-03-20T16:01:00Z') // 23 hours 59 minutes before the second
    expect((await overview(who.cookie)).sessions[0]).toMatchObject({ ref: late, refusal: TOO_LATE })
    const refused = await cancel(who.cookie, late)
    expect(refused.status).toBe(403)
    expect(await json(refused)).toMatchObject({ message: TOO_LATE })
    expect(await packageOf(who)).toMatchObject({ booked: 1, left: 11 })
    expect(await bookedOn(who.purchaseId)).toHaveLength(1)
  })

  it('a move keeps the credit and the calendar entry (same UID, SEQUENCE + 1); his email’s link shows the new time', async () => {
    await at('2030-04-01T08:00:00Z')
    await useRules({ bufferMinutes: 15 })
    const who = await client()
    const ref = await booked(who, '2030-04-03T16:00:00.000Z')
    const next = '2030-04-03T17:00:00.000Z' // the hour after, closer than the buffer to his own session
    expect(await openTimes(who.cookie)).not.toContain(next)
    expect(await openTimes(who.cookie, ref)).toContain(next)

    const moved = await move(who.cookie, ref, next)
    expect(moved.status, await moved.clone().text()).toBe(200)
    const body = await json<{ message: string; overview: ClientOverview }>(moved)
    expect(body.message).toBe('Moved. We have emailed you the new time and an updated invitation.')
    expect(body.overview.sessions).toMatchObject([{ ref, start: next, movesLeft: 1 }])
    expect(body.overview.purchases[0]!.sessions).toMatchObject({ booked: 1, left: 11 })

    const [confirmed] = await emailsOf('booking-confirmed', who.email)
    const [update] = await emailsOf('booking-moved', who.email)
    expect(update!.payload).toMatchObject({ byOwner: false, managePath: '/my-coaching' })
    const uid = parse(confirmed!.attachments![0]!.content).event.uid
    expect(parse(update!.attachments![0]!.content).event).toMatchObject({ uid, sequence: 1 })
    // The first email's link is his page, which shows the session where it is now, and so does its download.
    expect(confirmed!.payload.managePath).toBe('/my-coaching')
    expect((await overview(who.cookie)).sessions.map((session) => session.start)).toEqual([next])
    const ics = parse(await (await download(who.cookie, ref)).text())
    expect(ics.event).toMatchObject({ uid, sequence: 1 })
    expect(ics.event.startDate.toJSDate().toISOString()).toBe(next)
  })
})

describe('links to his page', () => {
  it('the owner’s move and the day-before reminder send him to My coaching, with no token; the credit stays', async () => {
    await at('2030-09-02T08:00:00Z')
    await useRules()
    const who = await client()
    const ref = await booked(who, '2030-09-04T16:00:00.000Z')
    const [row] = await testDb().select().from(bookings).where(eq(bookings.ref, ref))
    const moved = await request(
      `/api/admin/bookings/${row!.id}/move`,
      { method: 'POST', body: { start: '2030-09-05T16:00:00.000Z' } },
      { cookie: await adminCookie() },
    )
    expect(moved.status).toBe(200)
    const [update] = await emailsOf('booking-moved', who.email)
    expect(update!.payload).toMatchObject({ byOwner: true, managePath: '/my-coaching' })
    expect(await packageOf(who)).toMatchObject({ booked: 1, left: 11 })

    expect(await queueBookingReminders(testDb(), env, new Date('2030-09-04T17:00:00Z'))).toBeGreaterThanOrEqual(1)
    const [reminder] = await emailsOf('booking-reminder', who.email)
    expect(reminder!.payload).toMatchObject({ managePath: '/my-coaching', bookingRef: ref })
    expect(await testDb().select().from(bookingLinks).where(eq(bookingLinks.bookingId, row!.id))).toEqual([])
  })

  it('his free call booked with the same address is on his page too, and cancelled there without touching credits', async () => {
    await at('2030-09-16T08:00:00Z')
    await useRules()
    const who = await client()
    const start = '2030-09-18T16:00:00.000Z'
    const call = await request(
      '/api/bookings',
      {
        method: 'POST',
        body: { name: 'Caleb Reyes', email: who.email, phone: '(541) 555-0188', start, timeZone: 'America/Chicago' },
      },
      { address: newClientAddress() },
    )
    expect(call.status).toBe(201)
    const [listed] = (await overview(who.cookie)).sessions
    expect(listed).toMatchObject({
      kind: 'strategy-call',
      description: 'Free Strategy Call',
      start,
      durationMinutes: 45,
      orderRef: null,
    })
    // Its move offers the free call's own length.
    const moveTimes = await request(`/api/my-coaching/bookings/open-times?moving=${listed!.ref}`, {}, as(who.cookie))
    expect(await json(moveTimes)).toMatchObject({ durationMinutes: 45 })
    const cancelled = await cancel(who.cookie, listed!.ref)
    expect(await json(cancelled)).toMatchObject({ message: 'Canceled.' })
    expect((await overview(who.cookie)).sessions).toEqual([])
    expect(await packageOf(who)).toMatchObject({ booked: 0, left: 12 })
  })
})

describe('two sessions left', () => {
  it('tells him and the owner once, with a link to buy the same package again', async () => {
    await at('2030-05-06T08:00:00Z')
    await useRules()
    const who = await client(4)
    const [t1, t2, t3] = onTheHour(await openTimes(who.cookie)).filter((time) => time >= '2030-05-09')
    await booked(who, t1!)
    expect(await emailsOf('sessions-two-left', who.email)).toEqual([])
    const second = await booked(who, t2!)

    const [toHim] = await emailsOf('sessions-two-left', who.email)
    const toOwner = (await emailsOf('owner-sessions-two-left', OWNER)).filter((m) => m.payload.email === who.email)
    const buyAgain = `/checkout?type=one-to-one&inventoryId=${who.item.id}`
    expect(toHim!.payload).toMatchObject({ firstName: 'Caleb', included: 4, buyAgainPath: buyAgain })
    expect(toOwner).toHaveLength(1)
    const context = { settings: DEFAULT_SITE_SETTINGS, siteUrl: 'https://coaching.test' }
    const his = renderEmail(toHim!.template, who.email, toHim!.payload, context)!
    expect(his.subject).toMatch(/^Two sessions left: One-to-One Coaching/)
    expect(his.text).toContain('You have booked 2 of the 4 sessions')
    expect(his.html).toContain(`href="https://coaching.test${buyAgain.replace('&', '&amp;')}"`)
    const owners = renderEmail(toOwner[0]!.template, OWNER, toOwner[0]!.payload, context)!
    expect(owners.subject).toBe('Two sessions left: Caleb Reyes')
    expect(owners.text).toContain(`https://coaching.test${buyAgain}`)

    // Back to three and down to two again: no second email to either.
    expect((await cancel(who.cookie, second)).status).toBe(200)
    await booked(who, t3!)
    expect(await packageOf(who)).toMatchObject({ left: 2 })
    expect(await emailsOf('sessions-two-left', who.email)).toHaveLength(1)
    expect(
      await testDb()
        .select()
        .from(outbox)
        .where(like(outbox.idempotencyKey, `%two-left:${who.purchaseId}`)),
    ).toHaveLength(2)
  })
})

describe('what is his alone', () => {
  it('another client can neither book on his package nor see, move, cancel or download his sessions', async () => {
    await at('2030-06-03T08:00:00Z')
    await useRules()
    const his = await client()
    const other = await client()
    const [t1, t2] = onTheHour(await openTimes(his.cookie)).filter((time) => time >= '2030-06-05')
    const ref = await booked(his, t1!)

    const onHisPackage = await book({ order: his.order, cookie: other.cookie }, t2!)
    expect(onHisPackage.status).toBe(404)
    expect(await json(onHisPackage)).toMatchObject({
      message: 'We could not find this package on your page. Please reload it.',
    })
    expect(await bookedOn(his.purchaseId)).toHaveLength(1)
    expect(await openTimes(his.cookie)).toContain(t2)
    for (const answer of [
      await cancel(other.cookie, ref),
      await move(other.cookie, ref, t2!),
      await download(other.cookie, ref),
      await request(`/api/my-coaching/bookings/open-times?moving=${ref}`, {}, as(other.cookie)),
    ]) {
      expect(answer.status).toBe(404)
      expect(await json(answer)).toMatchObject({
        message: 'We could not find this session on your page. Please reload it.',
      })
    }
    expect((await overview(other.cookie)).sessions).toEqual([])
    expect((await overview(his.cookie)).sessions.map((session) => session.start)).toEqual([t1])
  })

  it('a pod is no package of sessions, and nothing is answered without his sign-in', async () => {
    await at('2030-06-10T08:00:00Z')
    await useRules()
    const email = uniqueEmail('pod')
    const { purchase } = await buySeat(await createItem(), { buyer: buyerDetails({ email }) })
    const cookie = await signedInClient(email)
    const [start] = await openTimes(cookie)
    const pod = await book({ order: `order-${purchase.id}`, cookie }, start!)
    expect(pod.status).toBe(409)
    expect(await json(pod)).toMatchObject({ message: 'This purchase has no sessions to book.' })
    const ref = crypto.randomUUID()
    for (const answer of [
      await request('/api/my-coaching/bookings/open-times', {}, { address: newClientAddress() }),
      await request(
        '/api/my-coaching/bookings',
        { method: 'POST', body: { order: `order-${purchase.id}`, start, timeZone: 'America/Chicago' } },
        { address: newClientAddress() },
      ),
      await request(`/api/my-coaching/bookings/${ref}/cancel`, { method: 'POST' }, { address: newClientAddress() }),
      await request(`/api/my-coaching/bookings/${ref}/calendar.ics`, {}, { address: newClientAddress() }),
    ])
      expect(answer.status).toBe(401)
  })
})

describe('a refunded package', () => {
  it('has no credits: its sessions ahead are cancelled with their times freed, and no new one can be booked', async () => {
    await at('2030-07-01T08:00:00Z')
    await useRules()
    const who = await client()
    const [t1, t2] = onTheHour(await openTimes(who.cookie)).filter((time) => time >= '2030-07-03')
    const ref = await booked(who, t1!)

    const token = who.refundPath!.replace('/refund#', '')
    const asked = await request(
      '/api/refunds/ask',
      { method: 'POST', body: { token } },
      { address: newClientAddress() },
    )
    expect(await json(asked)).toMatchObject({ state: 'refunded' })

    const [row] = await testDb().select().from(bookings).where(eq(bookings.ref, ref))
    expect(row!.status).toBe('cancelled')
    const [email] = await emailsOf('booking-cancelled', who.email)
    expect(email!.payload).toMatchObject({ byOwner: true, bookAgainPath: null })
    expect(parse(email!.attachments![0]!.content).calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(await openTimes(who.cookie)).toContain(t1)

    const page = await overview(who.cookie)
    expect(page.purchases[0]).toMatchObject({ status: 'refunded', sessions: null })
    expect(page.sessions).toEqual([])
    const refused = await book(who, t2!)
    expect(refused.status).toBe(409)
    expect(await json(refused)).toMatchObject({
      message: 'This package was refunded, so it has no sessions left to book.',
    })
    expect(await bookedOn(who.purchaseId)).toEqual([])
  })
  it('a session held before the refund stays where it was: the owner cannot move it ahead, nor is he told so', async () => {
    await at('2030-07-15T08:00:00Z')
    await useRules()
    const who = await client()
    const ref = await booked(who, '2030-07-17T16:00:00.000Z')
    await at('2030-07-17T18:00:00Z') // the session has been held
    const admin = { cookie: await adminCookie() }
    const refunded = await request(
      `/api/admin/refunds/purchase/${who.purchaseId}`,
      { method: 'POST', body: { reason: 'Moving away' } },
      admin,
    )
    expect(await json(refunded)).toMatchObject({ status: 'refunded' })
    const [row] = await testDb().select().from(bookings).where(eq(bookings.ref, ref))
    expect(row).toMatchObject({ status: 'booked', startsAt: '2030-07-17T16:00:00.000Z' })

    const moved = await request(
      `/api/admin/bookings/${row!.id}/move`,
      { method: 'POST', body: { start: '2030-07-22T16:00:00.000Z' } },
      admin,
    )
    expect(moved.status).toBe(409)
    expect(await json(moved)).toMatchObject({
      message: 'This package was refunded or canceled, so its sessions can no longer be moved.',
    })
    const [after] = await testDb().select().from(bookings).where(eq(bookings.ref, ref))
    expect(after).toMatchObject({ status: 'booked', startsAt: '2030-07-17T16:00:00.000Z', sequence: row!.sequence })
    expect(await emailsOf('booking-moved', who.email)).toEqual([])
    expect(await openTimes(who.cookie)).toContain('2030-07-22T16:00:00.000Z')
  })
})

describe('the owner’s side', () => {
  it('lists the sessions with the calls, gives the credit back when he cancels one, and marks one held', async () => {
    await at('2030-08-05T08:00:00Z')
    await useRules()
    const who = await client()
    const [t1, t2] = onTheHour(await openTimes(who.cookie)).filter((time) => time >= '2030-08-07')
    await booked(who, t1!)
    await booked(who, t2!)
    const owner = { cookie: await adminCookie() }
    type Row = typeof bookings.$inferSelect
    const listed = (await json<Row[]>(await request('/api/admin/bookings', {}, owner))).filter(
      (row) => row.purchaseId === who.purchaseId,
    )
    expect(listed.map((row) => [row.kind, row.startsAt, row.status])).toEqual([
      ['one-to-one', t2, 'booked'],
      ['one-to-one', t1, 'booked'],
    ])

    const cancelled = await request(`/api/admin/bookings/${listed[0]!.id}/cancel`, { method: 'POST' }, owner)
    expect(cancelled.status).toBe(200)
    expect(await packageOf(who)).toMatchObject({ booked: 1, left: 11 })
    const [email] = await emailsOf('booking-cancelled', who.email)
    expect(email!.payload).toMatchObject({ byOwner: true, bookAgainPath: '/my-coaching' })

    await at(new Date(Date.parse(t1!) + 61 * 60_000).toISOString())
    owner.cookie = await adminCookie()
    const toMark = await json<Row[]>(await request('/api/admin/bookings/to-mark', {}, owner))
    expect(toMark.map((row) => row.id)).toContain(listed[1]!.id)
    const marked = await request(
      `/api/admin/bookings/${listed[1]!.id}/attendance`,
      { method: 'POST', body: { attendance: 'attended' } },
      owner,
    )
    expect(marked.status).toBe(200)
    // A session held still used its credit.
    expect(await packageOf(who)).toMatchObject({ booked: 1, left: 11 })
  })
})
