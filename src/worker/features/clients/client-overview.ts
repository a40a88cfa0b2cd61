// What "My coaching" shows a signed-in client, read for his address: his next sessions, what he bought (his
// receipts) with each one-to-one package's sessions left, each plan's schedule with the link that updates its card,
// the refund link while the 30-day guarantee runs with where his record stands under it, and his places in the
// waitlists. Nothing here is anyone else's:
// every read is keyed by his address as the code proved it.
import { and, desc, inArray, sql } from 'drizzle-orm'
import { eq } from 'drizzle-orm'
import type { GuaranteeView } from '../../../shared/guarantee.ts'
import type { PlanView } from '../../../shared/plan-terms.ts'
import type { PurchaseType } from '../../../shared/constants.ts'
import type { Database } from '../../platform/db/client.ts'
import { inventoryItems, purchases, waitlistEntries } from '../../platform/db/schema.ts'
import { notBookableWords, openWords } from '../../../shared/bookings/sessions-open.ts'
import {
  buyAgainPath,
  type Credits,
  creditsOf,
  type MySession,
  type SessionPolicy,
  sessionsOf,
} from '../bookings/bookings.ts'
import { purchaseScheduleWords } from '../calendar/calendar.ts'
import { planViewOf } from '../plans/plans.ts'
import { refundPathFor, windowEndOf, windowOpen } from '../refunds/refunds.ts'
import { ledgerFor } from '../seats/seats.ts'
import { guaranteeStanding, loadGuaranteeRecord } from '../guarantee/guarantee.ts'
import { inLine } from './sign-in-codes.ts'
import { agreementOfPurchase, type PurchaseAgreement } from '../agreements/agreements.ts'
import { asksIntake, type Intake, intakeOf } from '../intake/intake.ts'

export interface ClientPurchase {
  /** The reference the success page and receipts give (never the payment intent's id). */
  orderRef: string
  description: string
  type: PurchaseType
  amount: number
  status: 'paid' | 'refunded'
  paidAt: string
  plan: (PlanView & { cardPath: string | null }) | null
  /** The 30-day guarantee's link while it runs, with the day it ends. */
  refund: { path: string; endsAt: string } | null
  /** Where his record stands under the guarantee (decision 106); null for what it does not cover. */
  guarantee: GuaranteeView | null
  /** A pod that stands: its weekly day and time and its first session, in words; null for anything else. */
  schedule: string | null
  /**
   * A one-to-one package that stands: its sessions, how many are open, booked and bookable now and when more open
   * (decision 082), in words ('2 of 12 sessions open now, 2 more with your payment on Jan 3, 2031') with why none
   * can be booked now when none can, and where to buy another.
   */
  sessions: (Credits & { words: string; whyNone: string | null; buyAgainPath: string }) | null
  /** The agreement he ticked, as he read it, with its version's date (decision 108); null before agreements. */
  agreement: { version: string; versionDate: string; acceptedAt: string | null; text: string } | null
  /** The coach's questions with his answers so far, and when he finished; null for a purchase that asks none. */
  intake: Intake | null
}

export interface ClientSession extends MySession {
  /** The session's calendar file, downloaded with his session cookie. */
  calendarPath: string
}

export interface ClientWaitlistPlace {
  itemName: string
  status: 'waiting' | 'offered'
  /** His place in line, 1 for the next to be offered a seat; null until the line is read. */
  place: number | null
}

export interface ClientOverview {
  email: string
  firstName: string | null
  /** His booked sessions not over yet, the earliest first. */
  sessions: ClientSession[]
  /** The coach's rules for moving and cancelling, said before he books or cancels. */
  policy: SessionPolicy
  purchases: ClientPurchase[]
  waitlist: ClientWaitlistPlace[]
}

const ofAddress = (column: typeof purchases.email | typeof waitlistEntries.email, email: string) =>
  sql`lower(${column}) = ${email}`

async function purchasesOf(db: Database, env: Env, email: string, nowMs: number): Promise<ClientPurchase[]> {
  const rows = await db
    .select()
    .from(purchases)
    .where(and(ofAddress(purchases.email, email), inArray(purchases.status, ['succeeded', 'refunded'])))
    .orderBy(desc(purchases.createdAt))
  const credits = await creditsOf(db, rows, nowMs)
  return Promise.all(
    rows.map(async (row) => {
      const endsAt = windowEndOf(row)
      const refundable = row.status === 'succeeded' && row.amount > 0 && windowOpen(endsAt, nowMs)
      const refundPath = refundable ? await refundPathFor(env, row) : null
      // A refunded or stopped plan has no payments ahead and no card to update: his page lists none.
      const plan = row.status === 'succeeded' && row.planStatus !== 'canceled' ? planViewOf(row) : null
      const runs = row.planStatus === 'active' || row.planStatus === 'overdue'
      const schedule = row.status === 'succeeded' ? await purchaseScheduleWords(db, env, row) : null
      const standing = guaranteeStanding(await loadGuaranteeRecord(db, row.id, nowMs), nowMs)
      return {
        orderRef: `order-${row.id}`,
        description: row.description,
        type: row.type,
        amount: row.amount,
        status: row.status === 'refunded' ? ('refunded' as const) : ('paid' as const),
        paidAt: row.fulfilledAt ?? row.createdAt,
        plan: plan && {
          ...plan,
          cardPath: runs && row.planToken ? `/plan#${encodeURIComponent(row.planToken)}` : null,
        },
        refund: refundPath ? { path: refundPath, endsAt: new Date(endsAt).toISOString() } : null,
        guarantee: standing.standing === 'none' ? null : standing,
        schedule,
        sessions: packageOf(row, credits),
        agreement: await agreementShown(db, row.id),
        intake: asksIntake(row) ? await intakeOf(db, row) : null,
      }
    }),
  )
}

async function agreementShown(db: Database, purchaseId: number): Promise<ClientPurchase['agreement']> {
  const agreement = await agreementOfPurchase(db, purchaseId)
  return agreement && pickAgreement(agreement)
}

const pickAgreement = ({ version, versionDate, acceptedAt, text }: PurchaseAgreement) => ({
  version,
  versionDate,
  acceptedAt,
  text,
})

function packageOf(purchase: typeof purchases.$inferSelect, credits: Awaited<ReturnType<typeof creditsOf>>) {
  const found = credits.get(purchase.id)
  if (!found) return null
  return { ...found, words: openWords(found), whyNone: notBookableWords(found), buyAgainPath: buyAgainPath(purchase) }
}

const calendarPathOf = (ref: string) => `/api/my-coaching/bookings/${ref}/calendar.ics`

async function waitlistOf(db: Database, env: Env, email: string): Promise<ClientWaitlistPlace[]> {
  const entries = await db
    .select({
      id: waitlistEntries.id,
      itemId: waitlistEntries.inventoryItemId,
      itemName: inventoryItems.name,
      status: waitlistEntries.status,
    })
    .from(waitlistEntries)
    .innerJoin(inventoryItems, eq(inventoryItems.id, waitlistEntries.inventoryItemId))
    .where(and(ofAddress(waitlistEntries.email, email), inLine))
    .orderBy(waitlistEntries.id)
  return Promise.all(
    entries.map(async (entry) => {
      // The item's ledger keeps the order; a line that cannot be read now still shows the entry, without a place.
      const line = await ledgerFor(env, entry.itemId)
        .line()
        .catch(() => [])
      const place = line.find((view) => view.entryId === entry.id)?.place ?? null
      return { itemName: entry.itemName, status: entry.status as 'waiting' | 'offered', place }
    }),
  )
}

export async function overviewOf(db: Database, env: Env, email: string, nowMs = Date.now()): Promise<ClientOverview> {
  const [bought, waitlist, booked] = await Promise.all([
    purchasesOf(db, env, email, nowMs),
    waitlistOf(db, env, email),
    sessionsOf(db, email, nowMs),
  ])
  const [named] = await db
    .select({ firstName: purchases.firstName })
    .from(purchases)
    .where(ofAddress(purchases.email, email))
    .orderBy(desc(purchases.createdAt))
    .limit(1)
  const sessions = booked.sessions.map((session) => ({ ...session, calendarPath: calendarPathOf(session.ref) }))
  return { email, firstName: named?.firstName ?? null, sessions, policy: booked.policy, purchases: bought, waitlist }
}
