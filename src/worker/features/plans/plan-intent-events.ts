// Stripe's events about a plan's later payments (intents whose metadata names planPurchaseId) are the plan's,
// not checkout's: they settle a payment left processing, or record a charge whose answer the Worker never got.
// Events come twice, late and out of order; settlePlanIntent only moves a payment by compare-and-set from the
// state the event can still change, so a repeated or stale copy changes nothing.
import type Stripe from 'stripe'
import type { Database } from '../../platform/db/client.ts'
import { settlePlanIntent } from './plan-charges.ts'

type Handler<R> = (db: Database, env: Env, event: Stripe.Event) => Promise<R>

const planPurchaseOf = (event: Stripe.Event) => (event.data.object as Stripe.PaymentIntent).metadata?.planPurchaseId

/** The plan's handler for a plan payment's intent, `other` (checkout's) for any other intent. */
export function planIntentOr<R>(other: Handler<R>): Handler<R | void> {
  return async (db, env, event) => {
    if (!planPurchaseOf(event)) return other(db, env, event)
    await settlePlanIntent(db, env, event.data.object as Stripe.PaymentIntent, new Date())
  }
}
