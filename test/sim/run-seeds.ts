// Runs a range of seeds one after the other (they share the file's D1 and the emulator, each with rows of
// its own) and sums them up: the figures `npm run sim` prints and the replay command of each failure.
import type { Violation } from './invariants.ts'
import { knownDefectOf } from './known-defects.ts'
import { forgetSite, simulate, type SimOptions, type SimReport, timing } from './simulate.ts'

export interface RunSummary {
  seeds: number
  steps: number
  faults: number
  consoleErrors: number
  ms: number
  failures: SimReport[]
  /** Seeds whose violation is a known open defect (known-defects.ts), by defect id. */
  known: Record<string, SimReport[]>
}

export const replayCommand = (report: Pick<SimReport, 'seed' | 'steps'>) =>
  `npm run sim -- --seed ${report.seed} --steps ${report.steps}`

const describeViolation = (v: Violation) => `${v.invariant}: ${v.detail}`

/** How many seeds share one world when the harness can make a new one (`freshWorld`). */
export const SEEDS_PER_WORLD = 100

/**
 * `onSeed`: sees every report (a replay of one seed prints its whole trace). `freshWorld`: the in-process
 * harness's new D1, objects and emulator, made every SEEDS_PER_WORLD seeds so a long run's later seeds cost what
 * its first ones did (workerd's harness has none and keeps one world).
 */
export async function runSeeds(
  first: number,
  count: number,
  options: SimOptions,
  onSeed: (report: SimReport) => void = () => {},
  freshWorld?: () => Promise<void>,
): Promise<RunSummary> {
  const summary: RunSummary = { seeds: 0, steps: 0, faults: 0, consoleErrors: 0, ms: 0, failures: [], known: {} }
  const started = Date.now()
  // A run may start on a D1 the last one never saw (each Worker test file starts from an empty one).
  forgetSite()
  for (let seed = first; seed < first + count; seed += 1) {
    if (freshWorld && seed > first && (seed - first) % SEEDS_PER_WORLD === 0) {
      await freshWorld()
      forgetSite()
    }
    const report = await simulate(seed, options)
    onSeed(report)
    summary.seeds += 1
    summary.steps += report.steps
    summary.faults += report.faults
    summary.consoleErrors += report.consoleErrors.length
    if (report.violations.length === 0) continue
    const known = report.violations.map(knownDefectOf)
    if (known.every(Boolean)) (summary.known[known[0]!.id] ??= []).push(report)
    else summary.failures.push(report)
  }
  summary.ms = Date.now() - started
  return summary
}

/** How often a long run says how far it is: a run of thousands of seeds takes minutes. */
const PROGRESS_EVERY_MS = 20_000

/**
 * A line now and then while a long run goes (`sim progress: …`), and each failing seed's replay command as soon
 * as it fails, so a run stopped early still tells what it found. `npm run sim` passes these lines on at once.
 */
export function progressReporter(count: number, now = () => Date.now()): (report: SimReport) => void {
  const started = now()
  let lastLine = started
  let done = 0
  let failing = 0
  return (report) => {
    done += 1
    if (report.violations.length > 0 && !report.violations.every(knownDefectOf)) {
      failing += 1
      console.log(`sim failing seed: ${report.seed}; replay: ${replayCommand(report)}`)
    }
    const at = now()
    if (count === 1 || (at - lastLine < PROGRESS_EVERY_MS && done < count)) return
    lastLine = at
    const rate = done / Math.max((at - started) / 1000, 0.001)
    console.log(`sim progress: ${done} of ${count} seeds, ${failing} failing, ${rate.toFixed(2)} seeds/s`)
  }
}

export function formatSummary(summary: RunSummary): string {
  const seconds = summary.ms / 1000
  const lines = [
    `sim: ${summary.seeds} seeds, ${summary.steps} steps, ${summary.faults} faults injected, ` +
      `${summary.consoleErrors} console.error observed, ${summary.failures.length} failing seeds, ` +
      `${seconds.toFixed(1)} s, ${(summary.seeds / seconds).toFixed(2)} seeds/s`,
    `time: actions ${timing.actions} ms, invariants ${timing.always} ms, quiescent points ${timing.rest} ms`,
  ]
  for (const [id, reports] of Object.entries(summary.known)) {
    const steps = reports.map((r) => r.failedAt)
    lines.push(
      `known defect (${id}): ${reports.length} seeds, found after ${Math.min(...steps)}–${Math.max(...steps)} steps ` +
        `(median ${[...steps].sort((x, y) => x - y)[Math.floor(steps.length / 2)]}); first: ${replayCommand(reports[0]!)}`,
      `  seeds (seed:steps): ${reports.map((r) => `${r.seed}:${r.failedAt}`).join(' ')}`,
      `  e.g. ${describeViolation(reports[0]!.violations[0]!)}`,
    )
  }
  for (const report of summary.failures.slice(0, 5)) lines.push(failureText(report))
  return lines.join('\n')
}

export function failureText(report: SimReport): string {
  return [
    `seed ${report.seed} failed at step ${report.failedAt}:`,
    ...report.violations.map((v) => `  ✗ ${describeViolation(v)}`),
    ...report.trace.slice(-25).map((line) => `    ${line}`),
    `  replay: ${replayCommand(report)}`,
  ].join('\n')
}
