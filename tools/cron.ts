// `npm run cron`: run the scheduled jobs of the site `npm start` serves, once, now; with `--advance 1d` (m, h
// or d) as if the clock read that much later, so tomorrow's reminder, a refund's 72 hours, a plan's next
// payment (`--advance 32d`: it is charged at 17:00 UTC on its day) or a lead's next follow-up email
// (`--advance 2d`, then 5d, 9d, 14d) can be tried today. `--cron "<expression>"` runs one schedule only
// (`--cron "0 11 * * *"`: the nightly reconciliation with Stripe alone). The site's own clock is not moved: the
// jobs read the later moment for this one run.
// The hourly and nightly schedules run first, so what they queue (a reminder, the owner's email about a
// difference with Stripe) is sent by the minute's outbox delivery.
import { parseArgs } from 'node:util'
import { durationMs } from './lib/cron.ts'
import { failureReason, runCron, wranglerCrons } from './lib/local-cron.ts'

const { values } = parseArgs({ options: { advance: { type: 'string' }, cron: { type: 'string' } } })
const advanceMs = values.advance === undefined ? 0 : durationMs(values.advance)
if (advanceMs === null) {
  console.error(`--advance takes a number and m, h or d (90m, 2h, 1d), not "${values.advance}"`)
  process.exit(1)
}
const site = `http://127.0.0.1:${process.env.PORT ?? 8787}`
const every = wranglerCrons()
const crons = values.cron
  ? [values.cron]
  : [...every.filter((cron) => cron !== '* * * * *'), ...every.filter((cron) => cron === '* * * * *')]
const at = Date.now() + advanceMs

try {
  for (const cron of crons) {
    await runCron(site, cron, advanceMs ? at : undefined)
    console.log(`Ran "${cron}"${advanceMs ? ` as of ${new Date(at).toISOString()}` : ''}`)
  }
} catch (error) {
  console.error(
    `Could not run at ${site} (is \`npm start\` running? PORT=… if on another port): ${failureReason(error)}`,
  )
  process.exit(1)
}
