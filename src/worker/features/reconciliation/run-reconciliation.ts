// The nightly reconciliation (decision 068): reads Stripe's intents and refunds of the window and D1's records of
// them, compares, asks each seat ledger for its sales, compares the coach's calendar with the bookings and mends
// them (decision 093), stores the run with its differences, and emails the owner once about the differences the
// run before did not have. The run is named by the moment it ran for, and the
// email by the run, so a cron delivered twice writes one run and sends one email.
import { desc, lt } from 'drizzle-orm'
import { log } from '../../platform/log.ts'
import type { StripeClient } from '../../platform/adapters/stripe.ts'
import type { Database } from '../../platform/db/client.ts'
import { reconciliationDifferences, reconciliationRuns } from '../../platform/db/schema.ts'
import { getSiteSettings } from '../site-settings/site-settings.ts'
import { queueEmail } from '../outbox/outbox.ts'
import { calendarDifferences } from './calendar-differences.ts'
import { type Difference, inReadingOrder, paymentDifferences } from './differences.ts'
import { seatDifferences } from './seat-counts.ts'
import { readSiteRecords, type SiteRecords } from './site-records.ts'
import { addReferenced, listIntents, listRefunds } from './stripe-records.ts'
import { windowEndingAt } from './window.ts'

/** A run keeps this many differences (its count says how many there were); the email lists fewer. */
const STORED = 200
const EMAILED = 20
/** Runs older than this are deleted with their differences. */
const KEPT_DAYS = 90

export interface RunSummary {
  id: string
  differences: Difference[]
  fresh: Difference[]
}

/** What D1 names that Stripe's lists may lack: sales that must be captured, refunds that must exist. */
function referenced(site: SiteRecords) {
  const refundRows = [...site.refunds.values()].filter((row) => site.refundedPurchases.has(row.purchaseId))
  return {
    intentIds: [
      ...[...site.purchases.values()].flatMap((p) => (p.status === 'succeeded' && p.paymentIntentId) || []),
      ...[...site.planPayments].flatMap(([id, payment]) => (payment.status === 'paid' ? [id] : [])),
      ...refundRows.flatMap((row) => (row.kind === 'authorization-canceled' ? [row.paymentIntentId] : [])),
    ],
    refundIds: refundRows.flatMap((row) => (row.kind === 'refund' && row.stripeRefundId) || []),
  }
}

async function previousKeys(db: Database, runId: string): Promise<Set<string> | null> {
  const [previous] = await db
    .select({ id: reconciliationRuns.id })
    .from(reconciliationRuns)
    .where(lt(reconciliationRuns.id, runId))
    .orderBy(desc(reconciliationRuns.id))
    .limit(1)
  if (!previous) return null
  const rows = await db.query.reconciliationDifferences.findMany({
    columns: { key: true },
    where: (d, { eq }) => eq(d.runId, previous.id),
  })
  return new Set(rows.map((row) => row.key))
}

async function store(
  db: Database,
  run: typeof reconciliationRuns.$inferInsert,
  differences: Difference[],
  fresh: Difference[],
): Promise<void> {
  const owner = fresh.length > 0 ? (await getSiteSettings(db)).contactEmail : null
  const keptFrom = new Date(Date.parse(run.id) - KEPT_DAYS * 24 * 60 * 60 * 1000).toISOString()
  await db.batch([
    db.insert(reconciliationRuns).values(run).onConflictDoNothing(),
    ...differences.slice(0, STORED).map((found) =>
      db
        .insert(reconciliationDifferences)
        .values({ runId: run.id, ...found })
        .onConflictDoNothing(),
    ),
    ...(owner
      ? [
          queueEmail(db, {
            template: 'owner-reconciliation',
            recipient: owner,
            key: `reconciliation:${run.id}`,
            payload: {
              runId: run.id,
              differences: differences.length,
              fresh: fresh.slice(0, EMAILED).map(({ kind, detail }) => ({ kind, detail })),
              more: Math.max(0, fresh.length - EMAILED),
            },
          }),
        ]
      : []),
    db.delete(reconciliationRuns).where(lt(reconciliationRuns.id, keptFrom)),
  ])
}

/** Stripe's intents and refunds of the window against D1's records of them. */
async function comparePayments(db: Database, stripe: StripeClient, window: ReturnType<typeof windowEndingAt>) {
  const [intents, refunds] = await Promise.all([listIntents(stripe, window), listRefunds(stripe, window)])
  const refundIntents = [...refunds.values()].flatMap((refund) => refund.paymentIntentId ?? [])
  const site = await readSiteRecords(db, window, [...intents.keys(), ...refundIntents])
  const fromStripe = { intents, refunds }
  await addReferenced(stripe, fromStripe, referenced(site))
  return { intents: intents.size, refunds: refunds.size, differences: paymentDifferences(fromStripe, site) }
}

/**
 * Without a Stripe key there are no payments to compare, but the seat ledgers and the coach's calendar (free
 * calls are booked there too) still are.
 */
export async function runReconciliation(
  db: Database,
  env: Env,
  stripe: StripeClient | null,
  nowMs = Date.now(),
): Promise<RunSummary> {
  const id = new Date(nowMs).toISOString()
  const window = windowEndingAt(nowMs)
  const payments = stripe ? await comparePayments(db, stripe, window) : { intents: 0, refunds: 0, differences: [] }
  const { intents, refunds } = payments
  const seats = await seatDifferences(db, env)
  const sessions = await calendarDifferences(db, env, nowMs)
  const differences = inReadingOrder([...payments.differences, ...seats.differences, ...sessions])
  const known = await previousKeys(db, id)
  const fresh = differences.filter((found) => !known?.has(found.key))
  await store(
    db,
    {
      id,
      checkedFrom: window.from,
      checkedTo: window.to,
      intents,
      refunds,
      items: seats.items,
      differences: differences.length,
      newDifferences: fresh.length,
      finishedAt: new Date().toISOString(),
    },
    differences,
    fresh,
  )
  log.info('Reconciliation finished', {
    runId: id,
    intents,
    refunds,
    items: seats.items,
    differences: differences.length,
    newDifferences: fresh.length,
  })
  return { id, differences, fresh }
}
