// Purchases and sessions written straight into D1 for the actions' tests, and the actions' emails read back.
import { and, eq, like } from 'drizzle-orm'
import { bookings, inventoryItems, outbox, purchases, refundRequests } from '../../src/worker/platform/db/schema.ts'
import type { EmailPayloads } from '../../src/worker/features/outbox/message-payloads.ts'
import { testDb } from './db.ts'
import { uniqueEmail } from './leads.ts'

type Purchase = typeof purchases.$inferSelect
type Booking = typeof bookings.$inferSelect

const DAY = 86_400_000

/** A weekly pod at 6 AM Pacific whose first session was `daysAgo` days ago. */
export async function podMeetingSince(daysAgo: number) {
  const first = new Date(Date.now() - daysAgo * DAY)
  const day = first.toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' })
  const weekday = first.toLocaleDateString('en-US', { timeZone: 'America/Los_Angeles', weekday: 'long' })
  const [item] = await testDb()
    .insert(inventoryItems)
    .values({
      name: `Pod ${crypto.randomUUID().slice(0, 6)}`,
      type: 'brotherhood_pod',
      price: 60_000,
      totalSlots: 12,
      availableSlots: 11,
      dayOfWeek: weekday.toLowerCase() as 'monday',
      timeSlot: '6:00 AM',
      startsOn: day,
    })
    .returning()
  return item!
}

/** A paid one-to-one package (or what `overrides` says) of a new buyer. */
export async function paidPurchase(overrides: Partial<typeof purchases.$inferInsert> = {}): Promise<Purchase> {
  const [row] = await testDb()
    .insert(purchases)
    .values({
      type: 'one-to-one',
      description: 'One-to-one coaching',
      amount: 120_000,
      status: 'succeeded',
      firstName: 'Caleb',
      lastName: 'Reyes',
      email: uniqueEmail('actions'),
      phone: '(541) 555-0188',
      fulfilledAt: new Date().toISOString(),
      sessionsIncluded: 12,
      ...overrides,
    })
    .returning()
  return row!
}

/** A 60-minute session of the purchase starting at `startsAt`. */
export async function bookedSession(purchase: Purchase, startsAt: string): Promise<Booking> {
  const [row] = await testDb()
    .insert(bookings)
    .values({
      ref: crypto.randomUUID(),
      kind: 'one-to-one',
      purchaseId: purchase.id,
      name: `${purchase.firstName} ${purchase.lastName}`,
      email: purchase.email,
      phone: purchase.phone,
      startsAt,
      durationMinutes: 60,
      visitorTimeZone: 'America/Chicago',
    })
    .returning()
  return row!
}

/** The emails to an address listing actions, oldest first. */
export async function actionEmails(email: string) {
  const rows = await testDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), like(outbox.idempotencyKey, 'actions-assigned:%')))
    .orderBy(outbox.id)
  return rows.map((row) => row.payload as EmailPayloads['actions-assigned'])
}

/** The token in an emailed Done link (`/action#<token>`). */
export const tokenOf = (donePath: string) => donePath.slice(donePath.indexOf('#') + 1)

/** A claim under the guarantee made at `requestedAt`, waiting for the owner's marks. */
export async function claimAwaitingMarks(purchase: Purchase, requestedAt: string): Promise<void> {
  await testDb().insert(refundRequests).values({
    purchaseId: purchase.id,
    status: 'awaiting-marks',
    amount: purchase.amount,
    requestedAt,
    guaranteeVerdict: 'awaiting-marks',
  })
}
