// The cron triggers of a local run. `wrangler dev` never fires them by itself; it answers
// /cdn-cgi/local/scheduled?cron=…&time=… by running the Worker's scheduled handler for that cron (at that
// moment, when `time` is given). `npm start` keeps a clock that calls it on wrangler.toml's schedules, and
// `npm run cron` (tools/cron.ts) calls it once, now or at a later moment.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cronMatches, cronsOf, nextMinute } from './cron.ts'
import { ROOT } from './local-site.ts'

/** The schedules wrangler.toml gives the Worker. */
export const wranglerCrons = (): string[] => cronsOf(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8'))

/** Why a run failed, in a line: fetch's own error only says 'fetch failed' and keeps the reason as its cause. */
export function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message
}

/** Runs the Worker's scheduled handler for one cron; `atMs` makes the jobs read that moment as now. */
export async function runCron(site: string, cron: string, atMs?: number): Promise<void> {
  const query = new URLSearchParams({ cron, ...(atMs === undefined ? {} : { time: String(atMs) }) })
  const response = await fetch(`${site}/cdn-cgi/local/scheduled?${query}`)
  if (!response.ok)
    throw new Error(`the scheduled handler for "${cron}" answered ${response.status}: ${await response.text()}`)
}

/**
 * Calls the site's scheduled handler at the start of every minute for each cron that falls on it, as
 * Cloudflare does. A run that fails is reported once until one succeeds again (the site may be restarting).
 */
export function startCronClock(site: string, crons: string[]): void {
  let failing = false
  const tick = (minuteMs: number) => {
    const due = crons.filter((cron) => cronMatches(cron, new Date(minuteMs)))
    Promise.all(due.map((cron) => runCron(site, cron)))
      .then(() => {
        if (failing) console.log('  Scheduled jobs: running again')
        failing = false
      })
      .catch((error: unknown) => {
        if (!failing) console.warn(`  Scheduled jobs: could not run (${failureReason(error)})`)
        failing = true
      })
    schedule()
  }
  const schedule = () => {
    const at = nextMinute(Date.now())
    setTimeout(() => tick(at), at - Date.now())
  }
  schedule()
}
