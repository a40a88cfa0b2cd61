// The safety net for missed webhooks. Every unsettled paid purchase is settled against Stripe's own record,
// oldest first, page after page, so a paid buyer is never stuck behind abandoned checkouts; one abandoned
// for a day has its authorization canceled so no card stays on hold. Then Stripe's list of recent intents
// is read for authorizations that belong to no purchase (a buyer refused a seat who confirmed anyway):
// those are canceled too.
import { log } from '../../platform/log.ts'
import { and, asc, eq, gt, gte, inArray, isNotNull, lte, or } from 'drizzle-orm'
import { createStripe, type StripeClient } from '../../platform/adapters/stripe.ts'
import type { Database } from '../../platform/db/client.ts'
import { purchases } from '../../platform/db/schema.ts'
import { settlementFor } from '../purchases/purchases.ts'
import type { Purchase } from '../purchases/purchases.ts'
import { loggableError } from '../../platform/loggable-error.ts'

/** Webhooks usually arrive within seconds; the reconciler steps in after this. */
const SETTLE_AFTER_MS = 2 * 60 * 1000
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000
/** Card authorizations last up to 7 days; an intent older than that can hold nothing. */
const AUTHORIZATION_DAYS = 8
const PAGE = 50

/**
 * Purchases whose payment has not ended: waiting for the card, declined (the buyer may still pay on the same
 * intent), or locked by a settle that stopped before the capture.
 */
const UNSETTLED: Purchase['status'][] = ['pending', 'failed', 'authorized']

type Pending = { id: number; paymentIntentId: string | null; createdAt: string }

/** The next page of pending purchases that are due, after `after` in (created_at, id) order. */
function duePage(db: Database, nowMs: number, after: Pending | null) {
  const due = and(
    inArray(purchases.status, UNSETTLED),
    isNotNull(purchases.stripePaymentIntentId),
    lte(purchases.createdAt, new Date(nowMs - SETTLE_AFTER_MS).toISOString()),
    gte(purchases.createdAt, new Date(nowMs - 2 * GIVE_UP_AFTER_MS).toISOString()),
  )
  const cursor =
    after &&
    or(
      gt(purchases.createdAt, after.createdAt),
      and(eq(purchases.createdAt, after.createdAt), gt(purchases.id, after.id)),
    )
  return db
    .select({ id: purchases.id, paymentIntentId: purchases.stripePaymentIntentId, createdAt: purchases.createdAt })
    .from(purchases)
    .where(cursor ? and(due, cursor) : due)
    .orderBy(asc(purchases.createdAt), asc(purchases.id))
    .limit(PAGE)
}

async function settleOne(env: Env, stripe: StripeClient, purchase: Pending, nowMs: number): Promise<void> {
  const id = purchase.paymentIntentId!
  const result = await settlementFor(env, id).settle(id)
  const abandoned =
    !result.success && result.status !== 502 && Date.parse(purchase.createdAt) < nowMs - GIVE_UP_AFTER_MS
  if (abandoned) {
    await stripe.paymentIntents.cancel(id, {}, { idempotencyKey: `cancel:${id}` }).catch(() => null)
    await settlementFor(env, id).settle(id)
  }
}

async function settlePending(db: Database, env: Env, stripe: StripeClient, nowMs: number): Promise<number> {
  let settled = 0
  let after: Pending | null = null
  for (;;) {
    const page: Pending[] = await duePage(db, nowMs, after)
    for (const purchase of page) {
      // One payment that throws (D1 or Stripe down for a moment) must not stop the others; the next run retries it.
      await settleOne(env, stripe, purchase, nowMs).catch((error: unknown) =>
        log.error('Could not settle a payment', { purchaseId: purchase.id, error: loggableError(error) }),
      )
    }
    settled += page.length
    if (page.length < PAGE) return settled
    after = page.at(-1)!
  }
}

/** Authorizations of this site's intents with no purchase behind them are canceled (the settle does it). */
async function cancelStranded(env: Env, stripe: StripeClient, nowMs: number): Promise<number> {
  let canceled = 0
  const since = Math.floor(nowMs / 1000) - AUTHORIZATION_DAYS * 24 * 60 * 60
  for await (const intent of stripe.paymentIntents.list({ created: { gte: since }, limit: 100 })) {
    const old = intent.created * 1000 <= nowMs - SETTLE_AFTER_MS
    if (intent.status !== 'requires_capture' || !intent.metadata?.purchaseType || !old) continue
    const result = await settlementFor(env, intent.id).settle(intent.id, intent)
    if (!result.purchase && result.final) canceled += 1
  }
  return canceled
}

export async function reconcilePayments(db: Database, env: Env, nowMs = Date.now()): Promise<number> {
  const stripe = createStripe(env)
  if (!stripe) return 0
  const settled = await settlePending(db, env, stripe, nowMs)
  const stranded = await cancelStranded(env, stripe, nowMs)
  return settled + stranded
}
