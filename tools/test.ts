// `npm test`: lint and format, types and the deploy's dry run one after the other, with the simulator's harness in
// Node beside them; then the Worker tests in workerd and the built site in Chromium side by side.
import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ROOT, run, toolEnv } from './lib/local-site.ts'
import { playwrightOutcome, vitestOutcome } from './lib/suite-summary.ts'
import { SUITE_SIM_SEEDS, suiteSimulatorArgs, suiteSimulatorEnv } from './lib/suite-simulator.ts'

type Step = [title: string, command: string, args: string[]]

const first: Step[] = [
  ['Lint, format and line length', 'npm', ['run', 'lint', '--silent']],
  ['Type check', 'npm', ['run', 'typecheck', '--silent']],
  // Everything `npm run deploy` does that needs no account, the type check just done left out (decision 058).
  ['Deploy dry run (npm run deploy -- --dry-run)', 'node', ['tools/deploy.ts', '--dry-run', '--skip-typecheck']],
]
// Side by side (decision 080): each has stand-ins of its own (the Worker tests' in Vitest's process, the site's
// on ports of their own), and each waits on I/O much of the time, so on two cores the pair takes far less than
// the two one after the other. The Worker tests' output is kept in a file and printed after Playwright's.
const workerTests: Step = ['Worker tests (Vitest in workerd)', 'vitest', ['run']]
const endToEnd: Step = ['End-to-end tests (Playwright in Chromium)', 'playwright', ['test']]
// The stand-ins `npm run sim` runs on by default (decision 062), checked so they cannot drift unseen, and the
// simulator on them: a thousand seeds and every regression seed (decision 100). One process on one core, beside
// the steps of `first`, which keep one core busy (a linter, a type checker, a build one after the other), and
// done before they are, so it adds no time to the run.
const simulator: Step = [
  `Simulator harness tests and ${SUITE_SIM_SEEDS} seeds (Vitest in Node)`,
  'vitest',
  suiteSimulatorArgs,
]

/** A step whose output is shown as it comes and kept in `file` too, for the summary at the end. */
async function shownAndKept([title, command, args]: Step, file: string): Promise<void> {
  console.log(`\n▶ ${title}`)
  const out = createWriteStream(file)
  await new Promise((resolve) => out.on('open', resolve))
  const child = spawn(command, args, { cwd: ROOT, env: toolEnv, stdio: ['ignore', 'pipe', 'pipe'] })
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk)
      out.write(chunk)
    })
  try {
    await new Promise<void>((resolve, reject) => {
      child.on('error', reject)
      child.on('close', (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
      )
    })
  } finally {
    await new Promise((resolve) => out.end(resolve))
  }
}

async function inOrder(steps: Step[]): Promise<void> {
  for (const [title, command, args] of steps) {
    console.log(`\n▶ ${title}`)
    await run(command, args)
  }
}

/** A step whose output goes to `file` (printed by the caller once the steps beside it are done too). */
async function toFile([, command, args]: Step, file: string, env = toolEnv): Promise<void> {
  const out = createWriteStream(file)
  await new Promise((resolve) => out.on('open', resolve))
  try {
    await run(command, args, { stdio: ['ignore', out, out], env })
  } finally {
    await new Promise((resolve) => out.end(resolve))
  }
}

const logs = join(ROOT, 'test-results')
await mkdir(logs, { recursive: true })
const simulatorLog = join(logs, 'simulator.log')
console.log(`\n▶ ${simulator[0]}: started beside the lint and type check; its output follows the tests'`)
// Settled at the end, so a failing simulator still lets every other part run and report.
const simulated = toFile(simulator, simulatorLog, suiteSimulatorEnv()).then(
  () => ({ status: 'fulfilled' }) as const,
  (reason: unknown) => ({ status: 'rejected', reason }) as const,
)
try {
  await inOrder(first)
} catch (error) {
  await simulated
  throw error
}
const workerLog = join(logs, 'worker-tests.log')
console.log(`\n▶ ${workerTests[0]}: started beside the end-to-end tests; its output follows theirs`)
const endToEndLog = join(logs, 'end-to-end.log')
const outcomes = await Promise.allSettled([toFile(workerTests, workerLog), shownAndKept(endToEnd, endToEndLog)])
console.log(`\n▶ ${workerTests[0]} (run beside the end-to-end tests)\n${await readFile(workerLog, 'utf8')}`)
const simulatorOutcome = await simulated
console.log(`\n▶ ${simulator[0]} (run beside the lint and type check)\n${await readFile(simulatorLog, 'utf8')}`)
const verdict = (outcome: { status: 'fulfilled' | 'rejected' }) =>
  outcome.status === 'fulfilled' ? 'passed' : 'FAILED'
const summary = [
  `Worker tests: ${verdict(outcomes[0])}`,
  ...vitestOutcome(await readFile(workerLog, 'utf8')).map((line) => `  ${line}`),
  `End-to-end tests: ${verdict(outcomes[1])}`,
  ...playwrightOutcome(await readFile(endToEndLog, 'utf8')).map((line) => `  ${line}`),
  `Simulator: ${verdict(simulatorOutcome)}`,
  ...vitestOutcome(await readFile(simulatorLog, 'utf8')).map((line) => `  ${line}`),
]
console.log(`\n▶ Summary\n${summary.join('\n')}`)
const failed = [...outcomes, simulatorOutcome].find((outcome) => outcome.status === 'rejected')
if (failed) throw failed.reason
