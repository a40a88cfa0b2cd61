// The refunds the cron moves on: requests waiting for the owner past their 72 hours approve themselves, and an
// approved request that no caller finished (a crash, a Stripe outage) is run again.
import { createStripe } from '../../platform/adapters/stripe.ts'
import { createDb } from '../../platform/db/client.ts'
import { runDueRefunds } from './refund-requests.ts'

export async function runRefunds(env: Env, now: number): Promise<number> {
  const stripe = createStripe(env)
  if (!stripe) return 0
  return runDueRefunds(createDb(env.DB), env, stripe, now)
}
