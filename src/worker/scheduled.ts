// What the cron triggers run: every minute the jobs below, every hour the hourly ones (wrangler.toml names
// both schedules). Each job is independent: one failing never stops the others.
import { queueDueReminders } from './features/calendar/reminders.ts'
import { createStripe } from './platform/adapters/stripe.ts'
import { createDb } from './platform/db/client.ts'
import { chargeDuePlanPayments } from './features/plans/plan-charges.ts'
import { expireSignInAttempts } from './features/auth/oidc-login.ts'
import { deliverDueMessages } from './features/outbox/outbox-delivery.ts'
import { reconcilePayments } from './features/checkout/reconcile-payments.ts'
import { runRefunds } from './features/refunds/run-refunds.ts'
import { refreshDueFeeds } from './features/feeds/refresh-feeds.ts'
import { loggableError } from './platform/loggable-error.ts'

type Job = (env: Env) => Promise<unknown>

export const SCHEDULED_JOBS: Record<string, Job> = {
  'deliver outbox': (env) => deliverDueMessages(createDb(env.DB), env),
  'reconcile payments': (env) => reconcilePayments(createDb(env.DB), env),
  'refresh feeds': (env) => refreshDueFeeds(env),
  'run refunds': (env) => runRefunds(env, Date.now()),
  'charge plan payments': async (env) => {
    const stripe = createStripe(env)
    if (stripe) await chargeDuePlanPayments(createDb(env.DB), env, stripe, new Date())
  },
  'expire sign-in attempts': async (env) => {
    await expireSignInAttempts(createDb(env.DB))
  },
}

/** The hourly cron: a session is reminded within the hour it comes within a day (the outbox sends it the next minute). */
export const HOURLY_CRON = '0 * * * *'

export const HOURLY_JOBS: Record<string, Job> = {
  'queue session reminders': (env) => queueDueReminders(createDb(env.DB), env),
}

export async function runScheduledJobs(env: Env, cron = '* * * * *'): Promise<void> {
  const jobs = cron === HOURLY_CRON ? HOURLY_JOBS : SCHEDULED_JOBS
  const results = await Promise.allSettled(Object.values(jobs).map((job) => job(env)))
  const names = Object.keys(jobs)
  results.forEach((result, index) => {
    if (result.status === 'rejected')
      console.error(`Scheduled job "${names[index]}" failed`, loggableError(result.reason))
  })
}
