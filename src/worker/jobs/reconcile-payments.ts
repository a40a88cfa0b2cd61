// The safety net for missed webhooks: every pending paid purchase is settled against Stripe's own record,
// and one abandoned for a day has its authorization canceled so no card stays on hold.
import { and, eq, gte, isNotNull, lte } from 'drizzle-orm'
import { createStripe } from '../adapters/stripe.ts'
import type { Database } from '../db/client.ts'
import { purchases } from '../db/schema.ts'
import { settlePayment } from '../domain/checkout.ts'

const SETTLE_AFTER_MS = 2 * 60 * 1000
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000
const BATCH = 20

export async function reconcilePayments(db: Database, env: Env, nowMs = Date.now()): Promise<number> {
  const stripe = createStripe(env)
  if (!stripe) return 0
  const pending = await db
    .select({ id: purchases.id, paymentIntentId: purchases.stripePaymentIntentId, createdAt: purchases.createdAt })
    .from(purchases)
    .where(
      and(
        eq(purchases.status, 'pending'),
        isNotNull(purchases.stripePaymentIntentId),
        lte(purchases.createdAt, new Date(nowMs - SETTLE_AFTER_MS).toISOString()),
        gte(purchases.createdAt, new Date(nowMs - 2 * GIVE_UP_AFTER_MS).toISOString()),
      ),
    )
    .limit(BATCH)
  for (const purchase of pending) {
    const result = await settlePayment(db, env, stripe, purchase.paymentIntentId!)
    const abandoned = !result.success && Date.parse(purchase.createdAt) < nowMs - GIVE_UP_AFTER_MS
    if (abandoned) {
      await stripe.paymentIntents.cancel(purchase.paymentIntentId!, {}, { idempotencyKey: `abandon:${purchase.paymentIntentId}` }).catch(() => null)
      await settlePayment(db, env, stripe, purchase.paymentIntentId!)
    }
  }
  return pending.length
}
