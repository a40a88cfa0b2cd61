// What the cron triggers run: every minute the jobs below, every hour the hourly ones, every night the daily
// ones (wrangler.toml names the three schedules). Each job is independent: one failing never stops the others. Every job reads the clock
// from `now`, so a local run can ask for what would be due later (`npm run cron -- --advance 1d`).
import { log } from './platform/log.ts'
import { queueDueReminders } from './features/calendar/reminders.ts'
import { queueBookingReminders } from './features/bookings/bookings.ts'
import { queueActionReminders } from './features/actions/actions.ts'
import { queueIntakeReminders } from './features/intake/intake.ts'
import { createStripe } from './platform/adapters/stripe.ts'
import { createDb } from './platform/db/client.ts'
import { chargeDuePlanPayments } from './features/plans/plan-charges.ts'
import { expireSignInAttempts } from './features/auth/oidc-login.ts'
import { deliverDueMessages } from './features/outbox/outbox-delivery.ts'
import { reconcilePayments } from './features/checkout/reconcile-payments.ts'
import { runRefunds } from './features/refunds/run-refunds.ts'
import { refreshDueFeeds } from './features/feeds/refresh-feeds.ts'
import { loggableError } from './platform/loggable-error.ts'
import { reportError } from './platform/error-reporting.ts'
import { recordJobFinished, recordJobsStarted } from './features/system/system.ts'
import { expireUnconfirmedEntries } from './features/waitlist/waitlist.ts'
import { runFollowUps } from './features/sequences/run-follow-ups.ts'
import { reconcileNightly } from './features/reconciliation/reconciliation.ts'

type Job = (env: Env, now: number) => Promise<unknown>

export const SCHEDULED_JOBS: Record<string, Job> = {
  'deliver outbox': (env, now) => deliverDueMessages(createDb(env.DB), env, now),
  // Stops the follow-ups of leads who acted, then queues (and sends) the steps that are due (decision 065).
  'send follow-up emails': (env, now) => runFollowUps(createDb(env.DB), env, now),
  'reconcile payments': (env, now) => reconcilePayments(createDb(env.DB), env, now),
  'refresh feeds': (env, now) => refreshDueFeeds(env, now),
  'run refunds': (env, now) => runRefunds(env, now),
  'charge plan payments': async (env, now) => {
    const stripe = createStripe(env)
    if (stripe) await chargeDuePlanPayments(createDb(env.DB), env, stripe, new Date(now))
  },
  'expire sign-in attempts': async (env, now) => {
    await expireSignInAttempts(createDb(env.DB), now)
  },
  'expire unconfirmed waitlist entries': (env, now) => expireUnconfirmedEntries(createDb(env.DB), now),
}

/** The hourly cron: a session is reminded within the hour it comes within a day (the outbox sends it the next minute). */
export const HOURLY_CRON = '0 * * * *'

export const HOURLY_JOBS: Record<string, Job> = {
  'queue session reminders': (env, now) => queueDueReminders(createDb(env.DB), env, new Date(now)),
  'queue booked-call reminders': (env, now) => queueBookingReminders(createDb(env.DB), env, new Date(now)),
  'queue action reminders': (env, now) => queueActionReminders(createDb(env.DB), now),
  'queue intake reminders': (env, now) => queueIntakeReminders(createDb(env.DB), new Date(now)),
}

/** The nightly cron, at 11:00 UTC (3 or 4 in the morning on the Pacific coast), when hardly anyone is paying. */
export const DAILY_CRON = '0 11 * * *'

export const DAILY_JOBS: Record<string, Job> = {
  // Stripe's payments and refunds of the last 30 days against D1 and the seat ledgers (decision 068).
  'reconcile with Stripe': (env, now) => reconcileNightly(createDb(env.DB), env, now),
}

const JOBS_OF: Record<string, Record<string, Job>> = { [HOURLY_CRON]: HOURLY_JOBS, [DAILY_CRON]: DAILY_JOBS }

/** Runs one schedule's jobs side by side, recording each one's start, end and outcome (features/system). */
export async function runScheduledJobs(env: Env, cron = '* * * * *', now = Date.now()): Promise<void> {
  const jobs = JOBS_OF[cron] ?? SCHEDULED_JOBS
  const names = Object.keys(jobs)
  const db = createDb(env.DB)
  await recordJobsStarted(db, names, new Date())
  const results = await Promise.allSettled(
    Object.entries(jobs).map(async ([name, job]) => {
      try {
        await job(env, now)
      } catch (error) {
        await recordJobFinished(db, name, error)
        throw error
      }
      await recordJobFinished(db, name)
    }),
  )
  results.forEach((result, index) => {
    if (result.status !== 'rejected') return
    log.error('Scheduled job failed', { job: names[index], error: loggableError(result.reason) })
    reportError(result.reason)
  })
}
