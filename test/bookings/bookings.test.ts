// Booking the free call at a time of the coach's calendar: one booking per time under
// 50 people at once, the rules' edges, a session after a daylight-saving change, and old links after a move.
import { env } from 'cloudflare:workers'
import { and, eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_BOOKING_RULES } from '../../src/shared/bookings/default-booking-rules.ts'
import type { SiteSettings } from '../../src/shared/site.ts'
import { queueBookingReminders } from '../../src/worker/features/bookings/bookings.ts'
import { bookings, outbox } from '../../src/worker/platform/db/schema.ts'
import { json, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { parse } from '../helpers/ics.ts'
import { newClientAddress, submit, uniqueEmail } from '../helpers/leads.ts'
import { adminCookie } from '../helpers/sessions.ts'
import { useRules } from '../helpers/booking-rules.ts'
import { expectFieldErrors } from '../helpers/errors.ts'

/** Each test runs on its own week far ahead, so the one coach calendar the file shares never couples two tests. */
function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(iso))
}

async function chooseBookingPage(bookingPage: 'site' | 'external') {
  const settings = await json<SiteSettings>(await request('/api/site-settings'))
  const body = { ...settings, bookingPage }
  const response = await request('/api/admin/site-settings', { method: 'PUT', body }, { cookie: await adminCookie() })
  expect(response.status).toBe(200)
}

async function openTimes(): Promise<string[]> {
  const response = await request('/api/bookings/open-times')
  expect(response.status).toBe(200)
  return (await json<{ times: string[] }>(response)).times
}

let phones = 0
/** A phone of its own for each booking: a phone with a call still ahead cannot book another. */
const uniquePhone = () =>
  `(555) 3${String(Math.floor((phones += 1) / 10_000)).padStart(2, '0')}-${String(phones % 10_000).padStart(4, '0')}`

const person = (overrides: Record<string, unknown> = {}) => ({
  name: 'Daniel Reyes',
  email: uniqueEmail('booker'),
  phone: uniquePhone(),
  timeZone: 'America/Chicago',
  ...overrides,
})

async function book(start: string, overrides: Record<string, unknown> = {}) {
  return submit('/api/bookings', { ...person(overrides), start })
}

async function emailsOf(template: string, recipient: string) {
  return testDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, template), eq(outbox.recipient, recipient)))
    .orderBy(outbox.id)
}

const tokenOf = (payload: Record<string, unknown>) => String(payload.managePath).split('#')[1]!
const post = (path: string, body: unknown) => request(path, { method: 'POST', body }, { address: newClientAddress() })

beforeEach(() => vi.useRealTimers())
afterEach(() => vi.useRealTimers())

describe("the coach's hours and rules in Settings", () => {
  const save = async (body: unknown) =>
    request('/api/admin/booking-rules', { method: 'PUT', body }, { cookie: await adminCookie() })

  it('refuses hours and rules that cannot be kept, each with its reason, and keeps what was there', async () => {
    await useRules()
    const before = await json(await request('/api/admin/booking-rules', {}, { cookie: await adminCookie() }))
    const rules = { ...DEFAULT_BOOKING_RULES }
    await expectFieldErrors(await save({ ...rules, weeklyHours: [{ day: 'monday', start: '12:00', end: '09:00' }] }), {
      'weeklyHours.0.end': 'Each period must end after it starts',
    })
    // No hours at all: nobody could book, so it is refused with why.
    await expectFieldErrors(await save({ ...rules, weeklyHours: [] }), {
      weeklyHours: 'Add at least one period of hours: with none, nobody can book a call or a session',
    })
    await expectFieldErrors(await save({ ...rules, datesOff: ['25/12/2030'] }), {
      'datesOff.0': 'Dates off must be written YYYY-MM-DD',
    })
    await expectFieldErrors(await save({ ...rules, strategyCallMinutes: 5 }), {
      strategyCallMinutes: 'Free call length must be a whole number from 15 to 240',
    })
    await expectFieldErrors(await save({ ...rules, videoLink: 'javascript:alert(1)' }), {
      videoLink: 'Video-call link must be a web address starting with http:// or https://',
    })
    expect(await json(await request('/api/admin/booking-rules', {}, { cookie: await adminCookie() }))).toEqual(before)
  })

  it('are the owner’s alone', async () => {
    expect((await request('/api/admin/booking-rules')).status).toBe(401)
    expect((await request('/api/admin/bookings')).status).toBe(401)
  })
})

describe('booking a time', () => {
  it('50 people asking for one time at once: one booking, 49 clear refusals offering the next free times', async () => {
    at('2030-01-07T08:00:00Z')
    await useRules()
    const wanted = (await openTimes())[4]!
    const answers = await Promise.all(Array.from({ length: 50 }, () => book(wanted)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    const refusal = await json<{ message: string; nextTimes: string[] }>(answers.find((a) => a.status === 409)!)
    expect(refusal.message).toBe('Someone has just booked that time. Please choose another time.')
    expect(refusal.nextTimes).toHaveLength(3)
    expect(refusal.nextTimes).not.toContain(wanted)
    expect(await testDb().select().from(bookings).where(eq(bookings.startsAt, wanted))).toHaveLength(1)
    expect(await openTimes()).not.toContain(wanted)
  })

  it('sends the invitation with its zone, a stable UID, the video link and the link to move it', async () => {
    at('2030-02-04T08:00:00Z')
    await useRules()
    const who = person()
    const start = (await openTimes())[0]!
    expect(start).toBe('2030-02-04T17:00:00.000Z')
    const answer = await submit('/api/bookings', { ...who, start })
    expect(answer.status).toBe(201)
    const [email] = await emailsOf('booking-confirmed', who.email)
    expect(email!.payload.when).toBe(
      'Monday, February 4, 2030 at 9:00 AM PST (Monday, February 4, 2030 at 11:00 AM CST, your time)',
    )
    expect(email!.payload.videoLink).toBe('https://video.example.com/coach')
    const ics = email!.attachments![0]!.content
    expect(ics).toContain('BEGIN:VTIMEZONE')
    const { event } = parse(ics)
    expect(event.uid).toMatch(/^booking-[0-9a-f-]{36}@/)
    expect(event.sequence).toBe(0)
    expect(event.location).toBe('https://video.example.com/coach')
    expect(event.startDate.toJSDate().toISOString()).toBe(start)
    expect(event.endDate.toJSDate().toISOString()).toBe('2030-02-04T17:45:00.000Z')
    // The coach hears of it at once, with the time on his own clock.
    const notices = await testDb().select().from(outbox).where(eq(outbox.template, 'owner-new-lead'))
    expect(notices.find((n) => n.payload.email === who.email)?.payload).toMatchObject({
      kind: 'strategy-call-booked',
      description: 'Free Strategy Call booked for Monday, February 4, 2030 at 9:00 AM PST',
    })
  })

  it('refuses a time outside the hours and one already past, naming the next open times', async () => {
    at('2030-03-04T08:00:00Z')
    await useRules({ weeklyHours: [{ day: 'monday', start: '09:00', end: '10:00' }] })
    const early = await book('2030-03-04T15:00:00.000Z')
    expect(early.status).toBe(409)
    expect(await json(early)).toMatchObject({
      message: 'That time is not open. Please choose another time.',
      nextTimes: ['2030-03-04T17:00:00.000Z'],
    })
  })

  it('keeps a time open exactly at the minimum notice, and not a moment later', async () => {
    at('2030-04-01T05:00:00Z') // 12 hours before Monday 10:00 PDT (17:00Z)
    await useRules({ minNoticeHours: 12, weeklyHours: [{ day: 'monday', start: '10:00', end: '12:00' }] })
    expect((await openTimes())[0]).toBe('2030-04-01T17:00:00.000Z')
    at('2030-04-01T05:00:00.001Z')
    expect((await openTimes())[0]).toBe('2030-04-01T17:30:00.000Z')
    expect((await book('2030-04-01T17:00:00.000Z')).status).toBe(409)
  })

  it('booked in winter for a session after the spring change: 9:00 on the coach’s clock, in PDT', async () => {
    at('2030-03-04T08:00:00Z') // 2030's change is on Sunday, March 10
    await useRules({ horizonDays: 14, weeklyHours: [{ day: 'tuesday', start: '09:00', end: '10:00' }] })
    expect(await openTimes()).toEqual(['2030-03-05T17:00:00.000Z', '2030-03-12T16:00:00.000Z'])
    const who = person({ timeZone: 'Europe/London' })
    expect((await submit('/api/bookings', { ...who, start: '2030-03-12T16:00:00.000Z' })).status).toBe(201)
    const [email] = await emailsOf('booking-confirmed', who.email)
    expect(email!.payload.when).toBe(
      'Tuesday, March 12, 2030 at 9:00 AM PDT (Tuesday, March 12, 2030 at 4:00 PM GMT, your time)',
    )
    const ics = email!.attachments![0]!.content
    expect(ics).toContain('DTSTART;TZID=America/Los_Angeles:20300312T090000')
    expect(parse(ics).event.startDate.toJSDate().toISOString()).toBe('2030-03-12T16:00:00.000Z')
  })

  it('with the outside scheduling page chosen, offers no times and books none', async () => {
    at('2030-05-06T08:00:00Z')
    await useRules()
    await chooseBookingPage('external')
    const answer = await request('/api/bookings/open-times')
    expect(await json(answer)).toMatchObject({ bookingPage: 'external', times: [] })
    expect((await book('2030-05-06T16:00:00.000Z')).status).toBe(409)
    await chooseBookingPage('site')
  })
})

describe('moving and cancelling under the coach’s rules', () => {
  async function bookedAt(start: string) {
    const who = person()
    expect((await submit('/api/bookings', { ...who, start })).status).toBe(201)
    const [email] = await emailsOf('booking-confirmed', who.email)
    return { who, token: tokenOf(email!.payload) }
  }

  it('a move keeps the UID with SEQUENCE + 1, and every older link opens the booking at its new time', async () => {
    at('2030-06-03T08:00:00Z')
    await useRules()
    const { who, token } = await bookedAt('2030-06-05T16:00:00.000Z')
    const view = await json<{ start: string; times: string[]; movesLeft: number }>(
      await post('/api/bookings/view', { token }),
    )
    expect(view).toMatchObject({ start: '2030-06-05T16:00:00.000Z', movesLeft: 2 })
    expect(view.times).toContain('2030-06-06T18:00:00.000Z')

    const moved = await post('/api/bookings/move', { token, start: '2030-06-06T18:00:00.000Z' })
    expect(moved.status).toBe(200)
    expect(await json(moved)).toMatchObject({ status: 'booked', start: '2030-06-06T18:00:00.000Z', movesLeft: 1 })

    // The owner moves it again, ignoring the hours: he is told, with a link of its own.
    const [row] = await testDb().select().from(bookings).where(eq(bookings.email, who.email))
    const owners = await request(
      `/api/admin/bookings/${row!.id}/move`,
      { method: 'POST', body: { start: '2030-06-07T03:00:00.000Z' } },
      { cookie: await adminCookie() },
    )
    expect(owners.status).toBe(200)

    const [confirmed] = await emailsOf('booking-confirmed', who.email)
    const updates = await emailsOf('booking-moved', who.email)
    expect(updates.map((u) => u.payload.byOwner)).toEqual([false, true])
    const uid = parse(confirmed!.attachments![0]!.content).event.uid
    expect(updates.map((u) => parse(u.attachments![0]!.content).event.uid)).toEqual([uid, uid])
    expect(updates.map((u) => parse(u.attachments![0]!.content).event.sequence)).toEqual([1, 2])
    expect(updates[1]!.payload.when).toContain('Thursday, June 6, 2030 at 8:00 PM PDT')

    for (const link of [token, tokenOf(updates[1]!.payload)]) {
      const seen = await json(await post('/api/bookings/view', { token: link }))
      expect(seen).toMatchObject({ status: 'booked', start: '2030-06-07T03:00:00.000Z' })
    }
  })

  it("refuses the owner's move into the past with why, keeping the booking and emailing nothing", async () => {
    at('2030-06-10T08:00:00Z')
    await useRules()
    const { who } = await bookedAt('2030-06-12T16:00:00.000Z')
    const [row] = await testDb().select().from(bookings).where(eq(bookings.email, who.email))
    const moved = await request(
      `/api/admin/bookings/${row!.id}/move`,
      { method: 'POST', body: { start: '2030-06-09T16:00:00.000Z' } },
      { cookie: await adminCookie() },
    )
    expect(moved.status).toBe(400)
    expect((await json<{ message: string }>(moved)).message).toBe(
      'That time has passed. Please choose a time in the future.',
    )
    const [after] = await testDb().select().from(bookings).where(eq(bookings.id, row!.id))
    expect(after!.startsAt).toBe('2030-06-12T16:00:00.000Z')
    expect(await emailsOf('booking-moved', who.email)).toEqual([])
  })

  it('takes a move exactly at the notice, and refuses it a moment later', async () => {
    at('2030-07-01T08:00:00Z')
    await useRules({ moveNoticeHours: 24 })
    const { token } = await bookedAt('2030-07-02T16:00:00.000Z')
    at('2030-07-01T16:00:00.001Z')
    const late = await post('/api/bookings/move', { token, start: '2030-07-03T16:00:00.000Z' })
    expect(late.status).toBe(403)
    expect((await json<{ message: string }>(late)).message).toBe(
      'Bookings can be moved or canceled up to 24 hours before they start. Please contact us instead.',
    )
    expect((await post('/api/bookings/cancel', { token })).status).toBe(403)
    at('2030-07-01T16:00:00.000Z')
    expect((await post('/api/bookings/move', { token, start: '2030-07-03T16:00:00.000Z' })).status).toBe(200)
  })

  it('counts the moves a person makes, and lets him cancel', async () => {
    at('2030-08-05T08:00:00Z')
    await useRules({ maxMoves: 1 })
    const { who, token } = await bookedAt('2030-08-07T16:00:00.000Z')
    expect((await post('/api/bookings/move', { token, start: '2030-08-08T16:00:00.000Z' })).status).toBe(200)
    const again = await post('/api/bookings/move', { token, start: '2030-08-09T16:00:00.000Z' })
    expect(again.status).toBe(403)
    expect((await json<{ message: string }>(again)).message).toBe(
      'A booking can be moved once. Please cancel it and book again, or contact us.',
    )
    const cancelled = await post('/api/bookings/cancel', { token })
    expect(await json(cancelled)).toMatchObject({ status: 'cancelled' })
    const [email] = await emailsOf('booking-cancelled', who.email)
    expect(parse(email!.attachments![0]!.content).event.sequence).toBe(2)
    expect(await openTimes()).toContain('2030-08-08T16:00:00.000Z')
  })

  it('reminds him the day before, in both zones, with a link that opens the booking; once per time', async () => {
    at('2030-09-02T08:00:00Z')
    await useRules()
    const { who } = await bookedAt('2030-09-03T16:00:00.000Z')
    const db = testDb()
    expect(await queueBookingReminders(db, env, new Date('2030-09-02T15:59:59Z'))).toBe(0)
    expect(await queueBookingReminders(db, env, new Date('2030-09-02T17:00:00Z'))).toBe(1)
    expect(await queueBookingReminders(db, env, new Date('2030-09-02T18:00:00Z'))).toBe(0)
    const [reminder] = await emailsOf('booking-reminder', who.email)
    expect(reminder!.payload.when).toBe(
      'Tuesday, September 3, 2030 at 9:00 AM PDT (Tuesday, September 3, 2030 at 11:00 AM CDT, your time)',
    )
    const seen = await json(await post('/api/bookings/view', { token: tokenOf(reminder!.payload) }))
    expect(seen).toMatchObject({ status: 'booked', start: '2030-09-03T16:00:00.000Z' })
  })

  it('his data deleted: the booking keeps its time with nothing of his, and its link opens nothing', async () => {
    at('2030-10-07T08:00:00Z')
    await useRules()
    const { who, token } = await bookedAt('2030-10-08T16:00:00.000Z')
    const [row] = await testDb().select().from(bookings).where(eq(bookings.email, who.email))
    const deleted = await request(
      `/api/admin/contacts/${row!.contactId}`,
      { method: 'DELETE' },
      { cookie: await adminCookie() },
    )
    expect(deleted.status).toBe(200)
    const [after] = await testDb().select().from(bookings).where(eq(bookings.id, row!.id))
    expect(after).toMatchObject({ name: 'Deleted', email: '', phone: '', status: 'booked' })
    expect((await post('/api/bookings/view', { token })).status).toBe(404)
    expect(await openTimes()).not.toContain('2030-10-08T16:00:00.000Z')
  })

  it('says so for a link that opens no booking', async () => {
    const answer = await post('/api/bookings/view', { token: 'A'.repeat(43) })
    expect(answer.status).toBe(404)
  })
})
