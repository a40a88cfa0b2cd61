// Purchases and sessions written straight into D1 for the actions' tests, and the actions' emails read back.
import { and, eq, like } from 'drizzle-orm'
import { bookings, outbox, purchases } from '../../src/worker/platform/db/schema.ts'
import type { EmailPayloads } from '../../src/worker/features/outbox/message-payloads.ts'
import { testDb } from './db.ts'
import { uniqueEmail } from './leads.ts'

type Purchase = typeof purchases.$inferSelect
type Booking = typeof bookings.$inferSelect

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
