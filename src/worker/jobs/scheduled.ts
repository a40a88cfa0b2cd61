// What the cron trigger runs each minute. Each job is independent: one failing never stops the others.
import { createStripe } from '../adapters/stripe.ts'
import { createDb } from '../db/client.ts'
import { chargeDuePlanPayments } from '../domain/plan-charges.ts'
import { expireSignInAttempts } from '../domain/oidc-login.ts'
import { deliverDueMessages } from '../domain/outbox-delivery.ts'
import { reconcilePayments } from './reconcile-payments.ts'
import { refreshDueFeeds } from './refresh-feeds.ts'

type Job = (env: Env) => Promise<unknown>

export const SCHEDULED_JOBS: Record<string, Job> = {
  'deliver outbox': (env) => deliverDueMessages(createDb(env.DB), env),
  'reconcile payments': (env) => reconcilePayments(createDb(env.DB), env),
  'refresh feeds': (env) => refreshDueFeeds(env),
  'charge plan payments': async (env) => {
    const stripe = createStripe(env)
    if (stripe) await chargeDuePlanPayments(createDb(env.DB), env, stripe, new Date())
  },
  'expire sign-in attempts': async (env) => {
    await expireSignInAttempts(createDb(env.DB))
  },
}

export async function runScheduledJobs(env: Env): Promise<void> {
  const results = await Promise.allSettled(Object.values(SCHEDULED_JOBS).map((job) => job(env)))
  const names = Object.keys(SCHEDULED_JOBS)
  results.forEach((result, index) => {
    if (result.status === 'rejected') console.error(`Scheduled job "${names[index]}" failed`, result.reason)
  })
}
