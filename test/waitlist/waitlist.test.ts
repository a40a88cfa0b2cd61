import { runDurableObjectAlarm } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { inventoryItems, outbox, siteSettings, waitlistEntries } from '../../src/worker/platform/db/schema.ts'
import { OFFER_REFUSALS } from '../../src/worker/features/seats/seats.ts'
import { renderEmail } from '../../src/worker/features/outbox/message-templates.ts'
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/site.ts'
import { SEATS_OPEN } from '../../src/worker/features/waitlist/waitlist.ts'
import { SCHEDULED_JOBS } from '../../src/worker/scheduled.ts'
import { CHECK_INBOX, CONFIRM_UNKNOWN, TOO_MANY_JOINS } from '../../src/worker/features/waitlist/waitlist-join.ts'
import { type As, client, json, request } from '../helpers/client.ts'
import {
  allCommitments,
  authorizeCard,
  buyerDetails,
  confirmPayment,
  createIntent,
  createItem,
  holdSeat,
  type Item,
  ledgerOf,
  post,
  purchaseOf,
  reserve,
  seatsLeft,
} from '../helpers/checkout.ts'
import { testDb } from '../helpers/db.ts'
import { expectError } from '../helpers/errors.ts'
import { expireHold, expireOffer } from '../helpers/ledger-clock.ts'
import { newClientAddress, uniqueEmail } from '../helpers/leads.ts'
import { adminCookie } from '../helpers/sessions.ts'
import { expectAdminOnly } from '../helpers/admin-routes.ts'
import { soldOutItems } from '../../src/client/sections/path-offer.tsx'

interface Person {
  firstName: string
  email: string
  phone: string
  smsConsent: boolean
}

const person = (firstName: string, smsConsent = false): Person => ({
  firstName,
  email: uniqueEmail(firstName.toLowerCase()),
  phone: '(541) 555-0142',
  smsConsent,
})

function joinLine(item: Pick<Item, 'id'>, who: Person, address?: string): Promise<Response> {
  return post('/api/waitlist', { inventoryId: item.id, ...who }, address)
}

/** The confirmation emails queued for this person, oldest first. */
const confirmationsTo = (email: string) =>
  testDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), like(outbox.idempotencyKey, 'waitlist-confirm:%')))

/** The token of the link in the confirmation email last queued for this person. */
async function confirmTokenOf(email: string): Promise<string> {
  const rows = await confirmationsTo(email)
  expect(rows.length, `a confirmation email to ${email}`).toBeGreaterThan(0)
  return String(rows.at(-1)!.payload.token)
}

const confirmEntry = (token: string) => post('/api/waitlist/confirm', { token })

/** Asks to join: the entry waits for its email link, and nobody is in line yet. */
async function joinUnconfirmed(item: Pick<Item, 'id'>, who: Person, address?: string) {
  const response = await joinLine(item, who, address)
  expect(response.status, await response.clone().text()).toBe(201)
  expect(await json(response)).toEqual({ place: null, message: CHECK_INBOX })
}

/** Joins and uses the link in the confirmation email, as a real visitor does: answers the place in line. */
async function joinAndConfirm(item: Pick<Item, 'id'>, who: Person): Promise<{ place: number; message: string }> {
  await joinUnconfirmed(item, who)
  const response = await confirmEntry(await confirmTokenOf(who.email))
  expect(response.status, await response.clone().text()).toBe(200)
  return json(response)
}

/** Asking to join again: the answer anyone gets. */
async function joined(item: Pick<Item, 'id'>, who: Person): Promise<{ place: number | null; message: string }> {
  const response = await joinLine(item, who)
  expect(response.status, await response.clone().text()).toBe(201)
  return json(response)
}

/** A one-seat pod whose seat a buyer is paying for right now, with `names` waiting in line in that order. */
async function soldOutWithLine(names: string[], overrides: Parameters<typeof createItem>[0] = {}) {
  const item = await createItem({ totalSlots: 1, ...overrides })
  const buyer = await holdSeat(item)
  const people = names.map((name) => person(name))
  for (const who of people) await joinAndConfirm(item, who)
  return { item, buyer, people }
}

/** Moves a hold's or an offer's deadline into the past and runs the ledger's alarm, as if the time had gone by. */
async function lapse(itemId: number, what: { hold?: string; offerOf?: string }): Promise<void> {
  if (what.hold) await expireHold(itemId, what.hold)
  if (what.offerOf) await expireOffer(itemId)
  await runDurableObjectAlarm(ledgerOf(itemId))
}

/** The alarm sends offers decided since it last ran (it comes at once in production). */
const sendOffers = (itemId: number) => runDurableObjectAlarm(ledgerOf(itemId))

async function statusesOf(itemId: number): Promise<Record<string, string>> {
  const rows = await testDb().select().from(waitlistEntries).where(eq(waitlistEntries.inventoryItemId, itemId))
  return Object.fromEntries(rows.map((row) => [row.firstName, row.status]))
}

/** Every offer message sent to this person, oldest first. */
async function messagesTo(email: string) {
  return testDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), like(outbox.idempotencyKey, 'waitlist-offer:%')))
}

/** Reads an offer by its link's token, sent in the body as the checkout page does. */
const viewOffer = (token: string) => client().api.waitlist.offers.view.$post({ json: { token } })

async function tokenOf(email: string): Promise<string> {
  const [row] = await testDb()
    .select({ token: waitlistEntries.offerToken })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.email, email))
  expect(row?.token).toBeTruthy()
  return row!.token!
}

describe('joining the waitlist', () => {
  it('is for a sold-out item only, and tells each person their place in line', async () => {
    const item = await createItem({ totalSlots: 1 })
    expect((await expectError(await joinLine(item, person('Early')), 409)).message).toBe(SEATS_OPEN)
    await holdSeat(item)
    expect(await joinAndConfirm(item, person('Ann'))).toEqual({
      place: 1,
      message: 'You are first in line. We will email you the moment a seat opens.',
    })
    const ben = person('Ben')
    expect((await joinAndConfirm(item, ben)).place).toBe(2)
    // The same person asking again keeps their place rather than taking a second one.
    expect(await joined(item, ben)).toEqual({ place: null, message: CHECK_INBOX })
    expect(await statusesOf(item.id)).toEqual({ Ann: 'waiting', Ben: 'waiting' })
  })

  it("answers a join the same words whatever the address's state, and emails a confirmed one its place, once a day", async () => {
    const item = await createItem({ totalSlots: 1 })
    await holdSeat(item)
    const ann = person('Ann')
    await joinAndConfirm(item, ann)
    const stranger = person('Stranger')
    const answers = [await joined(item, stranger), await joined(item, ann), await joined(item, ann)]
    for (const answer of answers) expect(answer).toEqual({ place: null, message: CHECK_INBOX })
    const places = await testDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, ann.email), eq(outbox.template, 'waitlist-place')))
    expect(places).toHaveLength(1)
    expect(places[0]!.payload).toMatchObject({ place: 1 })
    const email = renderEmail('waitlist-place', ann.email, places[0]!.payload, {
      settings: DEFAULT_SITE_SETTINGS,
      siteUrl: 'https://coaching.test',
    })!
    expect(email.text).toContain('you are first in line')
  })

  it('refuses an item past its closing date', async () => {
    const item = await createItem({
      totalSlots: 0,
      availableSlots: 0,
      closingDate: new Date(Date.now() - 60_000).toISOString(),
    })
    expect((await expectError(await joinLine(item, person('Late')), 409)).message).toBe(
      'Enrollment for this option has closed. Please choose another.',
    )
  })
})

describe('confirming the email address', () => {
  it('is what puts a joiner in line: the email carries the link, and using it twice is harmless', async () => {
    const item = await createItem({ totalSlots: 1 })
    await holdSeat(item)
    const ann = person('Ann')
    await joinUnconfirmed(item, ann)
    expect(await ledgerOf(item.id).line()).toEqual([])
    // Asking again within the day sends no second email.
    await joinUnconfirmed(item, ann)
    const sent = await confirmationsTo(ann.email)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.template).toBe('waitlist-confirm')
    const token = await confirmTokenOf(ann.email)
    const email = renderEmail(sent[0]!.template, ann.email, sent[0]!.payload, {
      settings: DEFAULT_SITE_SETTINGS,
      siteUrl: 'https://coaching.test',
    })!
    expect(email.html).toContain(`href="https://coaching.test/waitlist/confirm#${token}"`)
    const first = await confirmEntry(token)
    expect(first.status).toBe(200)
    expect(await json(first)).toEqual({
      place: 1,
      message: 'You are first in line. We will email you the moment a seat opens.',
    })
    const again = await confirmEntry(token)
    expect(again.status).toBe(200)
    expect(await json(again)).toMatchObject({ place: 1 })
    expect((await ledgerOf(item.id).line()).map((entry) => entry.status)).toEqual(['waiting'])
    expect((await expectError(await confirmEntry('not-a-token'), 404)).message).toBe(CONFIRM_UNKNOWN)
  })

  it('is needed before any offer: a freed seat skips an unconfirmed entry and goes back on sale', async () => {
    const item = await createItem({ totalSlots: 1 })
    const buyer = await holdSeat(item)
    const ann = person('Ann')
    await joinUnconfirmed(item, ann)
    await lapse(item.id, { hold: buyer.paymentIntentId })
    expect(await messagesTo(ann.email)).toEqual([])
    expect(await statusesOf(item.id)).toEqual({ Ann: 'waiting' })
    expect(await seatsLeft(item.id)).toBe(1)
  })

  it('expires after a day: the link then joins nobody', async () => {
    const item = await createItem({ totalSlots: 1 })
    await holdSeat(item)
    const ann = person('Ann')
    await joinUnconfirmed(item, ann)
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString()
    await testDb().update(waitlistEntries).set({ createdAt: dayAgo }).where(eq(waitlistEntries.email, ann.email))
    expect((await expectError(await confirmEntry(await confirmTokenOf(ann.email)), 404)).message).toBe(CONFIRM_UNKNOWN)
    expect(await ledgerOf(item.id).line()).toEqual([])
  })

  it('is capped per address and item: a fourth entry from one address in a day is refused', async () => {
    const item = await createItem({ totalSlots: 1 })
    await holdSeat(item)
    const address = newClientAddress()
    for (const name of ['Ann', 'Ben', 'Cal']) await joinUnconfirmed(item, person(name), address)
    const fourth = await joinLine(item, person('Dan'), address)
    expect((await expectError(fourth, 429)).message).toBe(TOO_MANY_JOINS)
    // Another address, or another item, is not held back by it.
    await joinUnconfirmed(item, person('Eve'))
    const other = await createItem({ totalSlots: 1 })
    await holdSeat(other)
    await joinUnconfirmed(other, person('Fay'), address)
  })
})

describe('unconfirmed entries (the line cannot be filled with made-up addresses)', () => {
  it('are one per email and item, even when the same address is sent several times at once', async () => {
    const item = await createItem({ totalSlots: 1 })
    await holdSeat(item)
    const ann = person('Ann')
    const answers = await Promise.all(Array.from({ length: 4 }, () => joinLine(item, ann)))
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201])
    const rows = await testDb().select().from(waitlistEntries).where(eq(waitlistEntries.email, ann.email))
    expect(rows).toHaveLength(1)
    const sent = await confirmationsTo(ann.email)
    expect(sent).toHaveLength(1)
  })

  it('get their link again from a second join when the first join’s email was never queued', async () => {
    const item = await createItem({ totalSlots: 1 })
    await holdSeat(item)
    const ann = person('Ann')
    await joinUnconfirmed(item, ann)
    // As if D1 had failed between the entry and its email: the entry stands, no link is on its way.
    await testDb().delete(outbox).where(eq(outbox.recipient, ann.email))
    await joinUnconfirmed(item, ann)
    await joinUnconfirmed(item, ann)
    const sent = await confirmationsTo(ann.email)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.idempotencyKey).toBe(`waitlist-confirm:${await confirmTokenOf(ann.email)}`)
  })

  it('are capped per address and item even when sent all at once', async () => {
    const item = await createItem({ totalSlots: 1 })
    await holdSeat(item)
    const address = newClientAddress()
    const people = ['Ann', 'Ben', 'Cal', 'Dan', 'Eve', 'Fay'].map((name) => person(name))
    const answers = await Promise.all(people.map((who) => joinLine(item, who, address)))
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3)
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3)
    const rows = await testDb().select().from(waitlistEntries).where(eq(waitlistEntries.inventoryItemId, item.id))
    expect(rows).toHaveLength(3)
  })

  it('are marked unconfirmed in the Leads tab, and expired once a day old', async () => {
    const item = await createItem({ totalSlots: 1 })
    await holdSeat(item)
    const ann = person('Ann')
    await joinUnconfirmed(item, ann)
    const cookie = await adminCookie()
    const summaryOf = async (email: string) => {
      const leads = await json<Array<{ email: string; summary: string }>>(
        await client({ cookie }).api.admin.leads.$get({ query: { kind: 'waitlist', q: email } }),
      )
      return leads.filter((lead) => lead.email === email).map((lead) => lead.summary)
    }
    expect(await summaryOf(ann.email)).toEqual([`${item.name} (unconfirmed)`])
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString()
    await testDb().update(waitlistEntries).set({ createdAt: dayAgo }).where(eq(waitlistEntries.email, ann.email))
    expect(await summaryOf(ann.email)).toEqual([`${item.name} (expired: never confirmed)`])
  })

  it('a day old are expired by the cron: never offered, not in the owner’s line, and a new join starts one fresh entry', async () => {
    const item = await createItem({ totalSlots: 1 })
    const buyer = await holdSeat(item)
    const ann = person('Ann')
    const ben = person('Ben')
    await joinUnconfirmed(item, ann)
    await joinUnconfirmed(item, ben)
    const old = new Date(Date.now() - 26 * 60 * 60 * 1000).toISOString()
    await testDb().update(waitlistEntries).set({ createdAt: old }).where(eq(waitlistEntries.email, ann.email))
    await SCHEDULED_JOBS['expire unconfirmed waitlist entries']!(env, Date.now())
    expect(await statusesOf(item.id)).toEqual({ Ann: 'expired', Ben: 'waiting' })
    const cookie = await adminCookie()
    const line = await json<Array<{ firstName: string; status: string }>>(
      await client({ cookie }).api.admin.inventory[':id'].waitlist.$get({ param: { id: String(item.id) } }),
    )
    expect(line.map(({ firstName, status }) => ({ firstName, status }))).toEqual([
      { firstName: 'Ben', status: 'unconfirmed' },
    ])
    // Ann's old link joins nobody; asking again starts one new entry and sends one new link.
    expect((await confirmEntry(await confirmTokenOf(ann.email))).status).toBe(404)
    await joinUnconfirmed(item, ann)
    const rows = await testDb().select().from(waitlistEntries).where(eq(waitlistEntries.email, ann.email))
    expect(rows.map((row) => row.status).sort()).toEqual(['expired', 'waiting'])
    // A freed seat skips both unconfirmed entries and goes back on sale.
    await lapse(item.id, { hold: buyer.paymentIntentId })
    expect(await messagesTo(ann.email)).toEqual([])
    expect(await messagesTo(ben.email)).toEqual([])
    expect(await seatsLeft(item.id)).toBe(1)
  })
})

describe('the home page', () => {
  it("offers 'Join the waitlist' in place of the pay link when every pod is sold out, read after load", async () => {
    await testDb().update(inventoryItems).set({ isActive: false }).where(eq(inventoryItems.type, 'brotherhood_pod'))
    const item = await createItem({ totalSlots: 1 })
    const fresh = async () => {
      // An owner's write clears the cached page, as it does in production.
      expect((await client({ cookie: await adminCookie() }).api['feature-toggles'].$delete()).status).toBe(200)
      return (await request('/')).text()
    }
    const podLink = /href="\/checkout\?type=brotherhood/
    expect(await fresh()).toMatch(podLink)
    await holdSeat(item)
    // The cached page holds no seat state (decision 070): its pay button is the island that reads the seats.
    const html = await fresh()
    expect(html).toMatch(podLink)
    expect(html).toContain('data-island="path-offer"')
    // What the island reads after load, never cached: every pod sold out, so it offers this item's waitlist.
    const seats = await request('/api/inventory')
    expect(seats.headers.get('Cache-Control')).toBe('no-store')
    const items = await json<Parameters<typeof soldOutItems>[0]>(seats)
    expect(soldOutItems(items, 'brotherhood')).toEqual([{ id: item.id, name: item.name }])
    // One-to-one still has seats: its pay link stays.
    expect(soldOutItems(items, 'one-to-one')).toBeNull()
  })
})

describe('a freed seat', () => {
  it('with three waiting makes exactly one offer, to the first, and public availability stays 0', async () => {
    const { item, buyer, people } = await soldOutWithLine(['Ann', 'Ben', 'Cal'])
    await lapse(item.id, { hold: buyer.paymentIntentId })
    expect(await statusesOf(item.id)).toEqual({ Ann: 'offered', Ben: 'waiting', Cal: 'waiting' })
    expect((await ledgerOf(item.id).snapshot())!.available).toBe(0)
    expect(await seatsLeft(item.id)).toBe(0)
    const [offer, ...more] = await messagesTo(people[0]!.email)
    expect(more).toEqual([])
    expect(offer!.template).toBe('waitlist-offer')
    expect(await messagesTo(people[1]!.email)).toEqual([])
    expect(await messagesTo(people[2]!.email)).toEqual([])
    // A buyer arriving from the public page finds nothing on sale.
    const address = newClientAddress()
    const intent = await createIntent({ type: 'brotherhood', inventoryId: item.id }, address)
    const stranger = await reserve(
      {
        ...buyerDetails(),
        type: 'brotherhood',
        inventoryId: item.id,
        paymentIntentId: intent.paymentIntentId,
        commitments: allCommitments(),
      },
      address,
    )
    expect(stranger.status).toBe(409)
  })

  it('from a payment canceled after the sale (returnSeat) is offered the same way', async () => {
    const item = await createItem({ totalSlots: 1 })
    const buyer = await holdSeat(item)
    await ledgerOf(item.id).secure(item.id, buyer.paymentIntentId)
    const ann = person('Ann', true)
    await joinAndConfirm(item, ann)
    await ledgerOf(item.id).returnSeat(buyer.paymentIntentId)
    await sendOffers(item.id)
    expect(await statusesOf(item.id)).toEqual({ Ann: 'offered' })
    const sms = await testDb()
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `waitlist-offer-sms:${await tokenOf(ann.email)}`))
    expect(sms).toHaveLength(1)
    const token = await tokenOf(ann.email)
    // The links carry the token in the fragment, which no browser sends to a server.
    expect(String(sms[0]!.payload.text)).toContain(`/checkout?offer#offer=${token} `)
    expect(String(sms[0]!.payload.text)).toContain(`/waitlist/decline#offer=${token}`)
    expect(String(sms[0]!.payload.text)).not.toContain('?offer=')
    expect(await seatsLeft(item.id)).toBe(0)
  })

  it('goes back on sale when nobody waits', async () => {
    const item = await createItem({ totalSlots: 1 })
    const buyer = await holdSeat(item)
    await lapse(item.id, { hold: buyer.paymentIntentId })
    expect(await seatsLeft(item.id)).toBe(1)
  })

  it('is not offered after the closing date: it goes back and everyone keeps their place', async () => {
    const { item, buyer, people } = await soldOutWithLine(['Ann', 'Ben'])
    await testDb()
      .update(inventoryItems)
      .set({ closingDate: new Date(Date.now() - 1000).toISOString() })
      .where(eq(inventoryItems.id, item.id))
    await lapse(item.id, { hold: buyer.paymentIntentId })
    expect(await statusesOf(item.id)).toEqual({ Ann: 'waiting', Ben: 'waiting' })
    expect(await messagesTo(people[0]!.email)).toEqual([])
  })

  it('is not offered once the item is inactive', async () => {
    const { item, buyer, people } = await soldOutWithLine(['Ann'])
    await testDb().update(inventoryItems).set({ isActive: false }).where(eq(inventoryItems.id, item.id))
    await lapse(item.id, { hold: buyer.paymentIntentId })
    expect(await statusesOf(item.id)).toEqual({ Ann: 'waiting' })
    expect(await messagesTo(people[0]!.email)).toEqual([])
  })
})

describe('an offer', () => {
  it('that expires passes to the next in line, in order', async () => {
    const { item, buyer, people } = await soldOutWithLine(['Ann', 'Ben', 'Cal'])
    await lapse(item.id, { hold: buyer.paymentIntentId })
    await lapse(item.id, { offerOf: people[0]!.email })
    expect(await statusesOf(item.id)).toEqual({ Ann: 'expired', Ben: 'offered', Cal: 'waiting' })
    expect(await messagesTo(people[1]!.email)).toHaveLength(1)
    expect(await seatsLeft(item.id)).toBe(0)
    const link = await viewOffer(await tokenOf(people[0]!.email))
    expect(await json(link)).toMatchObject({ open: false, message: OFFER_REFUSALS['offer-expired'] })
  })

  it('that is declined passes on; with nobody left the seat goes back on sale', async () => {
    const { item, buyer, people } = await soldOutWithLine(['Ann', 'Ben'])
    await lapse(item.id, { hold: buyer.paymentIntentId })
    const decline = (who: Person) => tokenOf(who.email).then((token) => post('/api/waitlist/offers/decline', { token }))
    expect((await decline(people[0]!)).status).toBe(200)
    await sendOffers(item.id)
    expect(await statusesOf(item.id)).toEqual({ Ann: 'declined', Ben: 'offered' })
    expect(await seatsLeft(item.id)).toBe(0)
    expect((await decline(people[1]!)).status).toBe(200)
    await sendOffers(item.id)
    expect(await statusesOf(item.id)).toEqual({ Ann: 'declined', Ben: 'declined' })
    expect(await seatsLeft(item.id)).toBe(1)
    // Declining twice changes nothing and says so.
    expect((await expectError(await decline(people[1]!), 409)).message).toBe(OFFER_REFUSALS['offer-expired'])
  })

  it('claimed from its link buys the seat it kept; the used link then says so', async () => {
    const { item, buyer, people } = await soldOutWithLine(['Ann', 'Ben'])
    await lapse(item.id, { hold: buyer.paymentIntentId })
    const token = await tokenOf(people[0]!.email)
    const opened = await json<{ open: boolean; inventoryId: number; type: string; email: string; expiresAt: string }>(
      await viewOffer(token),
    )
    expect(opened).toMatchObject({ open: true, inventoryId: item.id, type: 'brotherhood', email: people[0]!.email })
    expect(Date.parse(opened.expiresAt) - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000)
    const claim = await claimOffer(item, token, people[0]!)
    expect(claim.reserved.status, await claim.reserved.clone().text()).toBe(200)
    await authorizeCard(claim)
    expect((await confirmPayment(claim.paymentIntentId)).status).toBe(200)
    expect((await purchaseOf(claim.paymentIntentId))?.status).toBe('succeeded')
    await sendOffers(item.id)
    expect(await statusesOf(item.id)).toEqual({ Ann: 'claimed', Ben: 'waiting' })
    expect(await json(await viewOffer(token))).toMatchObject({
      open: false,
      message: OFFER_REFUSALS['offer-used'],
    })
    const again = await claimOffer(item, token, people[0]!)
    expect((await expectError(again.reserved, 409)).message).toBe(OFFER_REFUSALS['offer-used'])
  })

  it('claimed from two tabs at once makes one purchase', async () => {
    const { item, buyer, people } = await soldOutWithLine(['Ann'])
    await lapse(item.id, { hold: buyer.paymentIntentId })
    const token = await tokenOf(people[0]!.email)
    // Two different emails typed in the two tabs, so the one-hold-per-email rule does not decide it.
    const tabs = await Promise.all([
      claimOffer(item, token, { ...people[0]!, email: uniqueEmail('tab') }),
      claimOffer(item, token, { ...people[0]!, email: uniqueEmail('tab') }),
    ])
    const statuses = tabs.map((tab) => tab.reserved.status).sort()
    expect(statuses).toEqual([200, 409])
    for (const tab of tabs) await authorizeCard(tab)
    await Promise.all(tabs.map((tab) => confirmPayment(tab.paymentIntentId)))
    const bought = await Promise.all(tabs.map((tab) => purchaseOf(tab.paymentIntentId)))
    expect(bought.filter((purchase) => purchase?.status === 'succeeded')).toHaveLength(1)
    expect((await ledgerOf(item.id).snapshot())!.available).toBe(0)
  })

  it('claimed twice by the same buyer (a reload) moves to the newer payment and still sells once', async () => {
    const { item, buyer, people } = await soldOutWithLine(['Ann'])
    await lapse(item.id, { hold: buyer.paymentIntentId })
    const token = await tokenOf(people[0]!.email)
    const first = await claimOffer(item, token, people[0]!)
    const second = await claimOffer(item, token, people[0]!)
    expect([first.reserved.status, second.reserved.status]).toEqual([200, 200])
    await authorizeCard(first)
    await authorizeCard(second)
    await confirmPayment(first.paymentIntentId)
    await confirmPayment(second.paymentIntentId)
    expect((await purchaseOf(first.paymentIntentId))?.status).toBe('canceled')
    expect((await purchaseOf(second.paymentIntentId))?.status).toBe('succeeded')
  })

  it('lasts as many hours as the owner set in Settings', async () => {
    const settings = {
      businessName: 'B',
      coachName: 'C',
      contactEmail: 'c@example.com',
      contactPhone: '(541) 555-0142',
      websiteUrl: 'https://b.example',
      schedulingUrl: 'https://b.example/call',
      waitlistOfferHours: 2,
    }
    await testDb()
      .insert(siteSettings)
      .values({ id: 1, ...settings })
      .onConflictDoUpdate({ target: siteSettings.id, set: settings })
    const { item, buyer, people } = await soldOutWithLine(['Ann'])
    await lapse(item.id, { hold: buyer.paymentIntentId })
    const { expiresAt } = await json<{ expiresAt: string }>(await viewOffer(await tokenOf(people[0]!.email)))
    const hours = (Date.parse(expiresAt) - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(1.9)
    expect(hours).toBeLessThanOrEqual(2)
  })

  it("keeps its seat when the claiming payment's hold lapses (a card declined, a tab closed), until its deadline", async () => {
    const { item, buyer, people } = await soldOutWithLine(['Ann', 'Ben'])
    await lapse(item.id, { hold: buyer.paymentIntentId })
    const token = await tokenOf(people[0]!.email)
    const claim = await claimOffer(item, token, people[0]!)
    await lapse(item.id, { hold: claim.paymentIntentId })
    expect(await statusesOf(item.id)).toEqual({ Ann: 'offered', Ben: 'waiting' })
    expect(await json(await viewOffer(token))).toMatchObject({
      open: true,
    })
  })
})

describe('an offer link (its token is a secret)', () => {
  it('is a fragment link in the offer email, so no server sees the token', async () => {
    const { item, buyer, people } = await soldOutWithLine(['Ann'])
    await lapse(item.id, { hold: buyer.paymentIntentId })
    const [offer] = await messagesTo(people[0]!.email)
    const token = await tokenOf(people[0]!.email)
    const email = renderEmail(offer!.template, people[0]!.email, offer!.payload, {
      settings: DEFAULT_SITE_SETTINGS,
      siteUrl: 'https://coaching.test',
    })!
    expect(email.html).toContain(`href="https://coaching.test/checkout?offer#offer=${token}"`)
    expect(email.html).toContain(`href="https://coaching.test/waitlist/decline#offer=${token}"`)
    expect(email.html).not.toContain('?offer=')
  })

  it('is read and declined with the token in the body; the old token paths are gone', async () => {
    const { item, buyer, people } = await soldOutWithLine(['Ann'])
    await lapse(item.id, { hold: buyer.paymentIntentId })
    const token = await tokenOf(people[0]!.email)
    // No route takes the token in the path any more: anonymous requests fall through to the owner's routes
    // (401), and even the owner finds nothing there (404).
    const cookie = await adminCookie()
    const asked: Array<[As, number[]]> = [
      [{}, [401, 404, 405]],
      [{ cookie }, [404, 405]],
    ]
    for (const [as, refusals] of asked) {
      expect(refusals).toContain((await request(`/api/waitlist/offers/${token}`, {}, as)).status)
      const decline = await request(`/api/waitlist/offers/${token}/decline`, { method: 'POST', body: {} }, as)
      expect(refusals).toContain(decline.status)
    }
    expect(await statusesOf(item.id)).toEqual({ Ann: 'offered' })
    const view = await viewOffer(token)
    expect(view.status).toBe(200)
    expect(await json(view)).toMatchObject({ open: true, email: people[0]!.email })
    // The body is strict: a token anywhere but `token` is refused.
    expect((await post('/api/waitlist/offers/view', { token, extra: 1 })).status).toBe(400)
    expect((await post('/api/waitlist/offers/decline', { token })).status).toBe(200)
  })

  it('shows no personal data once the offer is used, expired or declined', async () => {
    const noneOf = { firstName: null, email: null, phone: null, open: false }
    const { item, buyer, people } = await soldOutWithLine(['Ann', 'Ben', 'Cal'])
    await lapse(item.id, { hold: buyer.paymentIntentId })
    const ann = await tokenOf(people[0]!.email)
    await lapse(item.id, { offerOf: people[0]!.email })
    expect(await json(await viewOffer(ann))).toMatchObject({ ...noneOf, message: OFFER_REFUSALS['offer-expired'] })
    const ben = await tokenOf(people[1]!.email)
    expect((await post('/api/waitlist/offers/decline', { token: ben })).status).toBe(200)
    expect(await json(await viewOffer(ben))).toMatchObject(noneOf)
    await sendOffers(item.id)
    const cal = await tokenOf(people[2]!.email)
    const claim = await claimOffer(item, cal, people[2]!)
    await authorizeCard(claim)
    expect((await confirmPayment(claim.paymentIntentId)).status).toBe(200)
    const used = await json(await viewOffer(cal))
    expect(used).toMatchObject({ ...noneOf, message: OFFER_REFUSALS['offer-used'] })
    expect(JSON.stringify(used)).not.toContain(people[2]!.email)
  })

  it('opens checkout on the Worker from the token posted to /checkout/offer: the held seat and his details', async () => {
    const { item, buyer, people } = await soldOutWithLine(['Ann'])
    await lapse(item.id, { hold: buyer.paymentIntentId })
    const ann = people[0]!
    const token = await tokenOf(ann.email)
    // The page sends on the browser's address, so the offer's rate limit counts this one visitor's tries.
    const visitor = { address: newClientAddress() }
    const offerPage = (body: unknown) => request('/checkout/offer', { method: 'POST', body }, visitor)
    const open = await offerPage({ token })
    expect(open.status).toBe(200)
    expect(open.headers.get('Cache-Control')).toBe('no-store')
    const html = (await open.text()).replace(/<!-- -->/g, '')
    expect(html).toMatch(/^<main data-checkout="brotherhood"/)
    expect(html).toContain('data-offer=""')
    expect(html).toContain('This seat is held for you until')
    expect(html).toContain(`value="${ann.email}"`)
    expect(html).toContain(`value="${ann.firstName}"`)
    // Its one option is the seat kept off sale for him, chosen; the token itself is never written back.
    expect(html.match(/name="inventoryId"/g)).toHaveLength(1)
    expect(html).toContain(`name="inventoryId" checked="" value="${item.id}"`)
    expect(html).not.toContain(token)
    // A used-up or unknown link is answered with its refusal and nobody's details.
    await lapse(item.id, { offerOf: ann.email })
    const ended = await (await offerPage({ token })).text()
    expect(ended).toContain('This offer cannot be used')
    expect(ended).toContain(OFFER_REFUSALS['offer-expired'])
    expect(ended).not.toContain(ann.email)
    const unknown = await (await offerPage({ token: 'nope' })).text()
    expect(unknown).toContain(OFFER_REFUSALS['offer-unknown'])
  })

  it("refuses /checkout/offer from another site without the man's details, and a body too large with 413", async () => {
    const { item, buyer, people } = await soldOutWithLine(['Ann'])
    await lapse(item.id, { hold: buyer.paymentIntentId })
    const ann = people[0]!
    const token = await tokenOf(ann.email)
    const offerPage = (body: unknown, headers: Record<string, string> = {}) =>
      request('/checkout/offer', { method: 'POST', body }, { address: newClientAddress(), headers })
    // Another site's page could post a token it learned: the API's same-origin check holds for the page too.
    const foreigners: Record<string, string>[] = [
      { Origin: 'https://elsewhere.test' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ]
    for (const headers of foreigners) {
      const foreign = await offerPage({ token }, headers)
      const html = await foreign.text()
      expect(html, JSON.stringify(headers)).toMatch(/^<main data-offer-refused/)
      expect(html).toContain('This offer cannot be used')
      expect(html).not.toContain(ann.email)
    }
    // Still open: the refusals claimed nothing.
    expect(await (await offerPage({ token })).text()).toContain(`value="${ann.email}"`)
    const huge = await offerPage({ token: 'x'.repeat(4096) })
    expect((await expectError(huge, 413)).message).toBe('Request body is too large')
  })
})

describe('seats the owner adds', () => {
  it('make one offer per seat, in order, and only the rest go on sale', async () => {
    const { item, buyer } = await soldOutWithLine(['Ann', 'Ben', 'Cal'])
    await ledgerOf(item.id).secure(item.id, buyer.paymentIntentId)
    await testDb().update(inventoryItems).set({ totalSlots: 4 }).where(eq(inventoryItems.id, item.id))
    const result = await ledgerOf(item.id).setOpenSeats(item.id, 2)
    expect(result).toMatchObject({ ok: true, available: 0 })
    await sendOffers(item.id)
    expect(await statusesOf(item.id)).toEqual({ Ann: 'offered', Ben: 'offered', Cal: 'waiting' })
    // Offers out count as taken: the owner cannot set fewer open seats than that.
    expect(await ledgerOf(item.id).setOpenSeats(item.id, 1)).toMatchObject({ ok: false, held: 2, reason: 'held' })
    expect(await ledgerOf(item.id).setOpenSeats(item.id, 4)).toMatchObject({ ok: true, available: 1 })
    await sendOffers(item.id)
    expect(await statusesOf(item.id)).toEqual({ Ann: 'offered', Ben: 'offered', Cal: 'offered' })
    expect(await seatsLeft(item.id)).toBe(1)
  })
})

describe('the owner', () => {
  it('sees each line with its offers and deadlines, and can remove an entry (its offer passes on)', async () => {
    expectAdminOnly(['GET /admin/inventory/:id/waitlist', 'DELETE /admin/waitlist/:id'])
    const { item, buyer, people } = await soldOutWithLine(['Ann', 'Ben'])
    await lapse(item.id, { hold: buyer.paymentIntentId })
    const cookie = await adminCookie()
    const line = await json<
      Array<{ id: number; firstName: string; place: number; status: string; offerExpiresAt: string | null }>
    >(await client({ cookie }).api.admin.inventory[':id'].waitlist.$get({ param: { id: String(item.id) } }))
    expect(line.map(({ firstName, place, status }) => ({ firstName, place, status }))).toEqual([
      { firstName: 'Ann', place: 1, status: 'offered' },
      { firstName: 'Ben', place: 2, status: 'waiting' },
    ])
    expect(line[0]!.offerExpiresAt).not.toBeNull()
    // Someone who has not used the confirmation link yet is listed after the line, marked, with no place.
    const cal = person('Cal')
    await joinUnconfirmed(item, cal)
    const withUnconfirmed = await json<
      Array<{ id: number; firstName: string; place: number | null; status: string; confirmed: boolean }>
    >(await client({ cookie }).api.admin.inventory[':id'].waitlist.$get({ param: { id: String(item.id) } }))
    expect(
      withUnconfirmed.map(({ firstName, place, status, confirmed }) => ({ firstName, place, status, confirmed })),
    ).toEqual([
      { firstName: 'Ann', place: 1, status: 'offered', confirmed: true },
      { firstName: 'Ben', place: 2, status: 'waiting', confirmed: true },
      { firstName: 'Cal', place: null, status: 'unconfirmed', confirmed: false },
    ])
    const calId = withUnconfirmed[2]!.id
    expect((await client({ cookie }).api.admin.waitlist[':id'].$delete({ param: { id: String(calId) } })).status).toBe(
      200,
    )
    // Removed before confirming: the link no longer puts Cal in line.
    expect((await confirmEntry(await confirmTokenOf(cal.email))).status).toBe(404)
    expect(
      (await client({ cookie }).api.admin.waitlist[':id'].$delete({ param: { id: String(line[0]!.id) } })).status,
    ).toBe(200)
    await sendOffers(item.id)
    expect(await statusesOf(item.id)).toEqual({ Ann: 'removed', Ben: 'offered', Cal: 'removed' })
    expect(await messagesTo(people[1]!.email)).toHaveLength(1)
  })
})

describe('the Leads tab', () => {
  it('lists waitlist entries as leads, with the item and where they stand, and keeps Contacted', async () => {
    const { item, people } = await soldOutWithLine(['Ann'])
    const cookie = await adminCookie()
    const leads = await json<
      Array<{ kind: string; id: number; name: string; email: string; summary: string; status: string }>
    >(await client({ cookie }).api.admin.leads.$get({ query: { kind: 'waitlist' } }))
    const ann = leads.find((lead) => lead.email === people[0]!.email)
    expect(ann).toMatchObject({ kind: 'waitlist', name: 'Ann', status: 'new', summary: `${item.name} (waiting)` })
    const marked = await client({ cookie }).api.admin.leads[':kind'][':id'].$patch({
      param: { kind: 'waitlist', id: String(ann!.id) },
      json: { status: 'contacted' },
    })
    expect(marked.status, await marked.clone().text()).toBe(200)
    expect(await json(marked)).toMatchObject({ status: 'contacted' })
  })
})

/** A tab opened from the offer link: the intent for the item, then the form submitted with the offer. */
async function claimOffer(item: Pick<Item, 'id'>, token: string, who: Person) {
  const address = newClientAddress()
  const intent = await createIntent({ type: 'brotherhood', inventoryId: item.id }, address)
  const reserved = await reserve(
    {
      firstName: who.firstName,
      lastName: 'Waiter',
      email: who.email,
      phone: who.phone,
      type: 'brotherhood',
      inventoryId: item.id,
      paymentIntentId: intent.paymentIntentId,
      commitments: allCommitments(),
      offerToken: token,
    },
    address,
  )
  return { paymentIntentId: intent.paymentIntentId!, clientSecret: intent.clientSecret!, reserved }
}
