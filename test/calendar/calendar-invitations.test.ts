// The calendar invitations as buyers get them: the receipt's attachment, the success page's download, the
// update when the owner moves the pod, and the cancellation. Every file is read back with ical.js.
import { env } from 'cloudflare:workers'
import { and, eq, like } from 'drizzle-orm'
import ICAL from 'ical.js'
import { beforeEach, describe, expect, it } from 'vitest'
import { queueCalendarCancellation } from '../../src/worker/features/calendar/purchase-invitations.ts'
import { fulfilPurchase } from '../../src/worker/features/checkout/fulfilment.ts'
import {
  inventoryItems,
  outbox,
  purchases,
  strategyCalls,
  type OutboxAttachment,
} from '../../src/worker/platform/db/schema.ts'
import { deliverDueMessages } from '../../src/worker/features/outbox/outbox-delivery.ts'
import { json, request } from '../helpers/client.ts'
import {
  buyerDetails,
  buySeat,
  type ConfirmAnswer,
  confirmPayment,
  createItem,
  mondayCallSlot,
  type Item,
  reserve,
} from '../helpers/checkout.ts'
import { testDb } from '../helpers/db.ts'
import { occurrences, parse } from '../helpers/ics.ts'
import { newClientAddress } from '../helpers/leads.ts'
import { paidPurchase } from '../helpers/actions.ts'
import { adminCookie } from '../helpers/sessions.ts'

const SINK = 'http://messages.test'
const COACH_EMAIL = 'hello@example.com' // the default site settings' contact address
// Thursdays at 6:40 PM Pacific from 26 February 2026: the series crosses the change to daylight time on 8 March.
const POD_SCHEDULE = { startsOn: '2026-02-23', dayOfWeek: 'thursday', timeSlot: '6:40 PM PST' } as const

/** CRLF after every line, none longer than 75 octets, and nothing but CRLF as a line end. */
function expectWellFormedLines(ics: string): void {
  expect(ics.endsWith('\r\n')).toBe(true)
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  const lines = ics.split('\r\n').slice(0, -1)
  for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
}

const messagesFor = (email: string, template: string) =>
  testDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.template, template)))

async function onlyAttachment(email: string, template: string): Promise<OutboxAttachment> {
  const rows = await messagesFor(email, template)
  expect(rows).toHaveLength(1)
  expect(rows[0]!.attachments).toHaveLength(1)
  return rows[0]!.attachments![0]!
}

const editItem = async (item: Item, changes: Record<string, unknown>) => {
  const current = { ...item, ...changes }
  const body = {
    name: current.name,
    type: current.type,
    price: current.price,
    totalSlots: current.totalSlots,
    availableSlots: (await testDb().query.inventoryItems.findFirst({ where: (t, { eq }) => eq(t.id, item.id) }))!
      .availableSlots,
    dayOfWeek: current.dayOfWeek,
    timeSlot: current.timeSlot,
    startsOn: current.startsOn,
  }
  const response = await request(`/api/inventory/${item.id}`, { method: 'PUT', body }, { cookie: await adminCookie() })
  expect(response.status, await response.clone().text()).toBe(200)
}

describe('the receipt of a pod with a start date', () => {
  it('carries an invitation (REQUEST) for twelve sessions at 6:40 PM across the March change', async () => {
    const item = await createItem(POD_SCHEDULE)
    const { buyer, purchase } = await buySeat(item)
    const file = await onlyAttachment(buyer.email, 'purchase-receipt')
    expect(file).toMatchObject({
      filename: 'invitation.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    })

    const { calendar, vevent, event } = parse(file.content)
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('America/Los_Angeles')
    expect(vevent.getFirstPropertyValue('organizer')).toBe(`mailto:${COACH_EMAIL}`)
    expect(vevent.getFirstPropertyValue('attendee')).toBe(`mailto:${buyer.email}`)
    expect(vevent.getFirstProperty('attendee')!.getParameter('cn')).toBe(`${buyer.firstName} ${buyer.lastName}`)
    expect(vevent.getFirstPropertyValue('rrule')!.toString()).toBe('FREQ=WEEKLY;COUNT=12')
    expect(event.uid).toBe(`pod-${purchase.id}@coaching.test`)
    expect(event.sequence).toBe(0)

    const sessions = occurrences(file.content)
    expect(sessions).toHaveLength(12)
    for (const time of sessions)
      expect([time.hour, time.minute, time.dayOfWeek()]).toEqual([18, 40, ICAL.Time.THURSDAY])
    // The same wall time is a different UTC hour once daylight time starts on 8 March.
    expect(sessions.slice(1, 3).map((time) => time.toJSDate().toISOString())).toEqual([
      '2026-03-06T02:40:00.000Z',
      '2026-03-13T01:40:00.000Z',
    ])
    expectWellFormedLines(file.content)
  })

  it('reaches the buyer through the email provider with the file attached', async () => {
    await fetch(`${SINK}/__sink/reset`, { method: 'POST' })
    const item = await createItem(POD_SCHEDULE)
    const { buyer } = await buySeat(item)
    const configured = {
      ...env,
      RESEND_API_KEY: 're_test_key',
      EMAIL_FROM: 'Coach <coach@example.com>',
      RESEND_API_BASE: SINK,
    } as Env
    await deliverDueMessages(testDb(), configured)

    const sunk = (await (await fetch(`${SINK}/__sink/messages`)).json()) as {
      to: string
      body: string
      attachments?: { filename: string; content: string }[]
    }[]
    const receipt = sunk.find((message) => message.to === buyer.email)!
    expect(receipt.body).toContain('attached calendar invitation')
    expect(receipt.attachments).toHaveLength(1)
    const sent = new TextDecoder().decode(
      Uint8Array.from(atob(receipt.attachments![0]!.content), (c) => c.charCodeAt(0)),
    )
    expect(sent).toBe((await onlyAttachment(buyer.email, 'purchase-receipt')).content)
    expect(occurrences(sent)).toHaveLength(12)
  })

  it('has no invitation while the pod has no start date', async () => {
    const item = await createItem({ dayOfWeek: 'thursday', timeSlot: '6:40 PM PST' })
    const { buyer, answer } = await buySeat(item)
    const [receipt] = await messagesFor(buyer.email, 'purchase-receipt')
    expect(receipt!.attachments).toBeNull()
    expect(answer.receipt!.calendar).toBeNull()
  })
})

describe('the success page download', () => {
  it('is offered again, with the same refund link, when the buyer reloads the success page', async () => {
    const item = await createItem(POD_SCHEDULE)
    const { answer, paymentIntentId, clientSecret } = await buySeat(item)
    const reloaded = await json<ConfirmAnswer>(await confirmPayment(paymentIntentId, undefined, clientSecret))
    expect(reloaded).toMatchObject({ success: true, receipt: { refundPath: answer.receipt!.refundPath } })
    expect(answer.receipt!.refundPath).toMatch(/^\/refund#/)
    expect(parse(reloaded.receipt!.calendar!).event.uid).toBe(parse(answer.receipt!.calendar!).event.uid)
  })

  it('is the same series as a file to import (PUBLISH, no attendee), for this payment only', async () => {
    const item = await createItem(POD_SCHEDULE)
    const { answer, purchase } = await buySeat(item)
    const ics = answer.receipt!.calendar!
    const { calendar, vevent, event } = parse(ics)
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(vevent.getFirstProperty('attendee')).toBeNull()
    expect(event.uid).toBe(`pod-${purchase.id}@coaching.test`)
    expect(occurrences(ics)).toHaveLength(12)
    expectWellFormedLines(ics)
  })

  it('is not given to a caller with the payment intent id alone, nor with another payment’s client secret', async () => {
    const item = await createItem(POD_SCHEDULE)
    const { paymentIntentId } = await buySeat(item)
    const other = await buySeat(item)
    for (const secret of [undefined, other.clientSecret, `${paymentIntentId}_secret_guess`]) {
      const answer = await json<ConfirmAnswer>(await confirmPayment(paymentIntentId, undefined, secret))
      expect(answer).toMatchObject({ success: true, receipt: null })
      expect(JSON.stringify(answer)).not.toMatch(/refund#|BEGIN:VCALENDAR|@example\.com/)
    }
  })

  it('has no download route keyed by the payment intent any more', async () => {
    const item = await createItem(POD_SCHEDULE)
    const { paymentIntentId } = await buySeat(item)
    const response = await request(`/api/calendar/${paymentIntentId}`, {}, { address: newClientAddress() })
    expect(response.status).not.toBe(200)
    expect(await response.text()).not.toContain('BEGIN:VCALENDAR')
  })
})

describe("the owner's change of time", () => {
  beforeEach(async () => {
    await testDb().delete(outbox).where(like(outbox.idempotencyKey, 'calendar-%'))
  })

  it('sends every standing buyer the series again: same UID, SEQUENCE one higher each time, stored', async () => {
    const item = await createItem(POD_SCHEDULE)
    const first = await buySeat(item)
    const second = await buySeat(item)
    const receiptUid = parse((await onlyAttachment(first.buyer.email, 'purchase-receipt')).content).event.uid
    // A purchase that no longer stands (here canceled; a refund likewise) hears nothing.
    await testDb().update(purchases).set({ status: 'canceled' }).where(eq(purchases.id, second.purchase.id))

    await editItem(item, { timeSlot: '7:30 PM PST' })
    await editItem(item, { timeSlot: '7:30 PM PST', startsOn: '2026-03-02' })
    const updates = await messagesFor(first.buyer.email, 'calendar-update')
    expect(updates).toHaveLength(2)
    const events = updates.map((row) => parse(row.attachments![0]!.content))
    expect(events.map(({ event }) => event.uid)).toEqual([receiptUid, receiptUid])
    expect(events.map(({ event }) => event.sequence)).toEqual([1, 2])
    expect(events.map(({ calendar }) => calendar.getFirstPropertyValue('method'))).toEqual(['REQUEST', 'REQUEST'])
    const latest = occurrences(updates[1]!.attachments![0]!.content)
    expect(latest).toHaveLength(12)
    expect(latest[0]!.toString()).toBe('2026-03-05T19:30:00')
    expect(updates[1]!.payload).toMatchObject({ firstSession: 'Thursday, March 5, 2026 at 7:30 PM Pacific time' })
    expect(
      (await testDb().query.purchases.findFirst({ where: eq(purchases.id, first.purchase.id) }))!.calendarSequence,
    ).toBe(2)
    expect(await messagesFor(second.buyer.email, 'calendar-update')).toHaveLength(0)
  })

  it('reaches a buyer paid while the owner moved the pod: his receipt as it was read, then the update', async () => {
    const item = await createItem(POD_SCHEDULE)
    const read = await testDb().query.inventoryItems.findFirst({ where: eq(inventoryItems.id, item.id) })
    const purchase = await paidPurchase({
      type: 'brotherhood',
      description: item.name,
      amount: item.price,
      inventoryItemId: item.id,
      status: 'authorized',
      fulfilledAt: null,
      sessionsIncluded: null,
    })
    // Settlement read the pod with the purchase; the owner's move lands before the payment is fulfilled, while
    // his update goes only to the buyers paid by then.
    await editItem(item, { timeSlot: '7:30 PM PST' })
    expect(await messagesFor(purchase.email, 'calendar-update')).toHaveLength(0)

    expect(await fulfilPurchase(testDb(), env, purchase, read)).toMatchObject({ status: 'succeeded' })
    const receipt = occurrences((await onlyAttachment(purchase.email, 'purchase-receipt')).content)
    expect(receipt[0]!.toString()).toBe('2026-02-26T18:40:00')
    const updates = await messagesFor(purchase.email, 'calendar-update')
    expect(updates).toHaveLength(1)
    expect(parse(updates[0]!.attachments![0]!.content).event.sequence).toBe(1)
    expect(occurrences(updates[0]!.attachments![0]!.content)[0]!.toString()).toBe('2026-02-26T19:30:00')
  })

  it('sends nothing when the edit leaves the day, time and start date as they were', async () => {
    const item = await createItem(POD_SCHEDULE)
    const { buyer } = await buySeat(item)
    await editItem(item, { name: `${item.name} renamed` })
    expect(await messagesFor(buyer.email, 'calendar-update')).toHaveLength(0)
  })
})

describe('the cancellation of one purchase', () => {
  it('queues METHOD:CANCEL with the same UID and the next SEQUENCE, once', async () => {
    const item = await createItem(POD_SCHEDULE)
    const { buyer, purchase } = await buySeat(item)
    await editItem(item, { timeSlot: '7 PM' })

    expect(await queueCalendarCancellation(testDb(), env, purchase.id)).toBe(true)
    expect(await queueCalendarCancellation(testDb(), env, purchase.id)).toBe(false)
    const file = await onlyAttachment(buyer.email, 'calendar-cancel')
    expect(file.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL')
    const { calendar, vevent, event } = parse(file.content)
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(event.uid).toBe(`pod-${purchase.id}@coaching.test`)
    expect(event.sequence).toBe(2)
    expectWellFormedLines(file.content)
  })
})

describe('a strategy call booked on a slot', () => {
  it('gets an invitation for its one 45-minute meeting, though a free booking has no receipt', async () => {
    // A free consultation slot on Mondays at 10 AM from 2 March 2026: the first is 2 March.
    const item = await mondayCallSlot({ totalSlots: 3, startsOn: '2026-03-01' })
    const buyer = buyerDetails()
    expect((await reserve({ ...buyer, type: 'strategy-call', inventoryId: item.id })).status).toBe(201)
    const booking = await testDb().query.strategyCalls.findFirst({ where: eq(strategyCalls.email, buyer.email) })

    const [message] = await messagesFor(buyer.email, 'booking-invitation')
    expect(message!.payload).toMatchObject({ firstSession: 'Monday, March 2, 2026 at 10:00 AM Pacific time' })
    const ics = message!.attachments![0]!.content
    const { calendar, vevent, event } = parse(ics)
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(event.uid).toBe(`strategy-call-${booking!.id}@coaching.test`)
    expect(vevent.getFirstProperty('rrule')).toBeNull()
    expect(occurrences(ics).map((time) => time.toString())).toEqual(['2026-03-02T10:00:00'])
    expect(event.endDate.subtractDate(event.startDate).toSeconds()).toBe(45 * 60)
    expectWellFormedLines(ics)
  })

  it('gets the meeting again when the owner moves the slot: same UID, next SEQUENCE, stored on the call', async () => {
    const item = await mondayCallSlot({ totalSlots: 3, startsOn: '2026-03-01' })
    const buyer = buyerDetails()
    expect((await reserve({ ...buyer, type: 'strategy-call', inventoryId: item.id })).status).toBe(201)
    await editItem(item, { timeSlot: '11:30 AM' })

    const booking = await testDb().query.strategyCalls.findFirst({ where: eq(strategyCalls.email, buyer.email) })
    const [update, ...more] = await messagesFor(buyer.email, 'calendar-update')
    expect(more).toEqual([])
    expect(update!.payload).toMatchObject({
      firstName: buyer.firstName,
      description: `Free Strategy Call: ${item.name}`,
      firstSession: 'Monday, March 2, 2026 at 11:30 AM Pacific time',
    })
    const ics = update!.attachments![0]!.content
    const { event } = parse(ics)
    expect(event.uid).toBe(`strategy-call-${booking!.id}@coaching.test`)
    expect(event.sequence).toBe(1)
    expect(occurrences(ics).map((time) => time.toString())).toEqual(['2026-03-02T11:30:00'])
    expect(booking!.calendarSequence).toBe(1)
  })

  it('gets none for a slot without a date', async () => {
    const item = await createItem({
      type: 'consultation',
      price: 0,
      totalSlots: 3,
      dayOfWeek: 'monday',
      timeSlot: '10:00 AM',
    })
    const buyer = buyerDetails()
    expect((await reserve({ ...buyer, type: 'strategy-call', inventoryId: item.id })).status).toBe(201)
    expect(await messagesFor(buyer.email, 'booking-invitation')).toHaveLength(0)
  })
})
