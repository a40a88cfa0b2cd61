// A strategy call booked at checkout: its calendar UID and reminder keys, what deleting its person leaves for
// the slot's count, and how migration 0007 moved the 0-cent purchases that were bookings before.
import { env } from 'cloudflare:workers'
import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { callMeeting } from '../../src/worker/features/calendar/call-invitations.ts'
import { purchaseEvent } from '../../src/worker/features/calendar/purchase-event.ts'
import { queueDueReminders, REMINDER_LEAD_MS } from '../../src/worker/features/calendar/reminders.ts'
import { getSiteSettings } from '../../src/worker/features/site-settings/site-settings.ts'
import { contacts, outbox, purchases, strategyCalls } from '../../src/worker/platform/db/schema.ts'
import { client, json } from '../helpers/client.ts'
import { buyerDetails, mondayCallSlot, reserve } from '../helpers/checkout.ts'
import { testDb } from '../helpers/db.ts'
import { uniqueEmail } from '../helpers/leads.ts'
import { adminCookie } from '../helpers/sessions.ts'
import { migrationStatements } from '../helpers/migrations.ts'

const SITE = 'https://coaching.test'
// Monday 2 March 2026 at 10 AM Pacific: 18:00 UTC.
const MEETING = Date.parse('2026-03-02T18:00:00Z')

async function bookedCall(overrides: Partial<typeof strategyCalls.$inferInsert> = {}) {
  const email = uniqueEmail('booked')
  const [contact] = await testDb().insert(contacts).values({ email }).returning()
  const [call] = await testDb()
    .insert(strategyCalls)
    .values({
      contactId: contact!.id,
      name: 'Sam Lee',
      email,
      phone: '(541) 555-0142',
      holdId: `free:${crypto.randomUUID()}`,
      calendarSequence: 0,
      emailConsent: true,
      ...overrides,
    })
    .returning()
  return call!
}

const deletePerson = async (contactId: number) => {
  const response = await client({ cookie: await adminCookie() }).api.admin.contacts[':id'].$delete({
    param: { id: String(contactId) },
  })
  expect(response.status).toBe(200)
}

describe("a booked call's calendar", () => {
  it('has a UID of its own, never the UID of a paid consultation with the same id', async () => {
    const item = await mondayCallSlot()
    const call = await bookedCall({ inventoryItemId: item.id })
    const settings = await getSiteSettings(testDb())
    const consultation = {
      id: call.id,
      type: 'strategy-call' as const,
      description: 'Call',
      firstName: 'A',
      lastName: 'B',
    }
    const paid = purchaseEvent({ ...consultation, email: 'a@example.com', calendarSequence: 0 }, item, settings, SITE)

    expect(callMeeting(call, item, settings, SITE)!.uid).toBe(`strategy-call-${call.id}@coaching.test`)
    expect(paid!.uid).toBe(`call-${call.id}@coaching.test`)
  })

  it('keeps the UID and reminder keys of the purchase it was moved from, so nothing is sent twice', async () => {
    const item = await mondayCallSlot()
    const movedFromPurchaseId = 900_000 + Math.floor(Math.random() * 99_999)
    const call = await bookedCall({ inventoryItemId: item.id, movedFromPurchaseId })
    const settings = await getSiteSettings(testDb())
    expect(callMeeting(call, item, settings, SITE)!.uid).toBe(`call-${movedFromPurchaseId}@coaching.test`)

    // The purchase's reminder went out before the move: the call's reminder is the same message, not a second.
    await testDb()
      .insert(outbox)
      .values({
        channel: 'email',
        template: 'session-reminder',
        recipient: call.email,
        payload: { strategyCallId: call.id },
        idempotencyKey: `reminder:${movedFromPurchaseId}:session-1:email`,
        status: 'sent',
      })
    await queueDueReminders(testDb(), env, new Date(MEETING - REMINDER_LEAD_MS + 3_600_000))
    const reminders = await testDb()
      .select()
      .from(outbox)
      .where(like(outbox.idempotencyKey, `reminder:%:session-1:email`))
    expect(reminders.filter((row) => row.recipient === call.email)).toHaveLength(1)
  })
})

describe("deleting a booked call's person", () => {
  it('keeps the seat counted as sold, with the person removed from the call and the Leads tab', async () => {
    const item = await mondayCallSlot()
    const buyer = buyerDetails({ email: uniqueEmail('deleted-booker') })
    expect((await reserve({ ...buyer, type: 'strategy-call', inventoryId: item.id })).status).toBe(201)
    const call = await testDb().query.strategyCalls.findFirst({ where: eq(strategyCalls.email, buyer.email) })
    const adminItem = async () => {
      const response = await client({ cookie: await adminCookie() }).api.admin.inventory.$get()
      const items = await json<{ id: number; purchaseCount: number; availableSlots: number }[]>(response)
      return items.find((row) => row.id === item.id)
    }
    expect(await adminItem()).toMatchObject({ purchaseCount: 1, availableSlots: 1 })

    await deletePerson(call!.contactId!)

    expect(await adminItem()).toMatchObject({ purchaseCount: 1, availableSlots: 1 })
    const kept = await testDb().query.strategyCalls.findFirst({ where: eq(strategyCalls.id, call!.id) })
    expect(kept).toMatchObject({ contactId: null, name: 'Deleted', email: '', phone: '', smsConsent: false })
    const leads = await client({ cookie: await adminCookie() }).api.admin.leads.$get({
      query: { kind: 'strategy-call' },
    })
    expect(leads.status).toBe(200)
    const rows = await json<{ kind: string; id: number }[]>(leads)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.filter((row) => row.id === call!.id)).toEqual([])
  })
})

/** The statements of migration 0007 that move the 0-cent purchases (the table rebuild before them has run). */
function movingStatements(): string[] {
  const steps = ['INSERT INTO `strategy_calls`', 'UPDATE `outbox`', 'DELETE FROM `purchases`']
  return migrationStatements('0007_').filter((query) => steps.some((step) => query.startsWith(step)))
}

const zeroCent = (overrides: Partial<typeof purchases.$inferInsert>) => ({
  type: 'strategy-call' as const,
  description: 'Free Strategy Call',
  amount: 0,
  status: 'succeeded' as const,
  firstName: 'Sam',
  lastName: 'Lee',
  email: uniqueEmail('moved'),
  phone: '(541) 555-0142',
  ...overrides,
})

describe('migration 0007 moving the 0-cent bookings', () => {
  it('moves strategy calls only, a deleted person’s too, and its messages name the call data deletion finds', async () => {
    expect(movingStatements()).toHaveLength(3)
    const item = await mondayCallSlot()
    const email = uniqueEmail('moved')
    const [contact] = await testDb().insert(contacts).values({ email }).returning()
    const insert = (values: ReturnType<typeof zeroCent>) => testDb().insert(purchases).values(values).returning()
    const [[booking], [anonymised], [other]] = await Promise.all([
      insert(
        zeroCent({ email, contactId: contact!.id, inventoryItemId: item.id, calendarSequence: 2, smsConsent: true }),
      ),
      insert(zeroCent({ email: '', phone: '', firstName: 'Deleted', lastName: '', inventoryItemId: item.id })),
      insert(zeroCent({ type: 'one-to-one', description: 'Priced at zero' })),
    ])
    await testDb()
      .insert(outbox)
      .values({
        channel: 'sms',
        template: 'session-reminder',
        recipient: '+15415550142',
        payload: { purchaseId: booking!.id, firstName: 'Sam', text: 'Reminder' },
        idempotencyKey: `reminder:${booking!.id}:session-1:sms`,
      })

    for (const statement of movingStatements()) await env.DB.prepare(statement).run()

    const moved = await testDb().query.strategyCalls.findFirst({
      where: eq(strategyCalls.movedFromPurchaseId, booking!.id),
    })
    expect(moved).toMatchObject({
      contactId: contact!.id,
      name: 'Sam Lee',
      inventoryItemId: item.id,
      calendarSequence: 2,
    })
    expect(moved).toMatchObject({ holdId: `free:purchase-${booking!.id}`, smsConsent: true })
    const movedAnonymised = await testDb().query.strategyCalls.findFirst({
      where: eq(strategyCalls.movedFromPurchaseId, anonymised!.id),
    })
    expect(movedAnonymised).toMatchObject({ contactId: null, name: 'Deleted', inventoryItemId: item.id })
    const left = await testDb().select({ id: purchases.id }).from(purchases).where(eq(purchases.amount, 0))
    expect(left.map((row) => row.id)).toEqual([other!.id])
    const reminder = await testDb().query.outbox.findFirst({
      where: like(outbox.idempotencyKey, `reminder:${booking!.id}:%`),
    })
    expect(reminder!.payload).toEqual({ strategyCallId: moved!.id, firstName: 'Sam', text: 'Reminder' })

    await deletePerson(contact!.id)
    expect(await testDb().query.outbox.findFirst({ where: eq(outbox.id, reminder!.id) })).toBeUndefined()
  })
})
