// `npm test`: lint and format, types and the deploy's dry run one after the other, then the built site in
// Chromium; the Worker tests in workerd and the simulator's harness in Node start at once beside them (decision 115).
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
// Side by side (decisions 080, 115): each has stand-ins of its own (the Worker tests' in Vitest's process, the
// site's on ports of their own), and each waits on I/O much of the time. The Worker tests' output is kept in a file
// and printed after Playwright's.
const workerTests: Step = ['Worker tests (Vitest in workerd)', 'vitest', ['run']]
const endToEnd: Step = ['End-to-end tests (Playwright in Chromium)', 'playwright', ['test']]
// The stand-ins `npm run sim` runs on by default (decision 062), checked so they cannot drift unseen, and the
// simulator on them: a thousand seeds and every regression seed (decision 100). One process on one core, from the
// start, at the lowest priority: it fills what CPU the other parts leave.
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

/**
 * A step whose output goes to `file` (printed by the caller once the steps beside it are done too). At low
 * priority it takes only the CPU the other parts leave: the simulator's thousand seeds are CPU alone, while the
 * end-to-end tests wait on pages whose steps have time limits.
 */
async function toFile(
  [, command, args]: Step,
  file: string,
  env = toolEnv,
  { lowPriority = false } = {},
): Promise<void> {
  const out = createWriteStream(file)
  await new Promise((resolve) => out.on('open', resolve))
  const [program, programArgs] = lowPriority ? ['nice', ['-n', '19', command, ...args]] : [command, args]
  try {
    await run(program, programArgs, { stdio: ['ignore', out, out], env })
  } finally {
    await new Promise((resolve) => out.end(resolve))
  }
}

/** Settled, never thrown: a failing part still lets every other part run and report. */
const settled = (work: Promise<void>) =>
  work.then(
    () => ({ status: 'fulfilled' }) as const,
    (reason: unknown) => ({ status: 'rejected', reason }) as const,
  )

const logs = join(ROOT, 'test-results')
await mkdir(logs, { recursive: true })
const simulatorLog = join(logs, 'simulator.log')
const workerLog = join(logs, 'worker-tests.log')
const endToEndLog = join(logs, 'end-to-end.log')
console.log(`\n▶ ${simulator[0]}: started at once, at the lowest priority; its output follows the tests'`)
const simulated = settled(toFile(simulator, simulatorLog, suiteSimulatorEnv(), { lowPriority: true }))
// The Worker tests need no build: they start at once too, so the end-to-end tests, which wait for the deploy's dry
// run (both build into dist/), have more of the machine once they start.
console.log(`\n▶ ${workerTests[0]}: started at once; its output follows the end-to-end tests'`)
const workerRun = settled(toFile(workerTests, workerLog))
try {
  await inOrder(first)
} catch (error) {
  await Promise.all([simulated, workerRun])
  throw error
}
const endToEndOutcome = await settled(shownAndKept(endToEnd, endToEndLog))
const workerOutcome = await workerRun
console.log(`\n▶ ${workerTests[0]}\n${await readFile(workerLog, 'utf8')}`)
const simulatorOutcome = await simulated
console.log(`\n▶ ${simulator[0]}\n${await readFile(simulatorLog, 'utf8')}`)
const verdict = (outcome: { status: 'fulfilled' | 'rejected' }) =>
  outcome.status === 'fulfilled' ? 'passed' : 'FAILED'
const summary = [
  `Worker tests: ${verdict(workerOutcome)}`,
  ...vitestOutcome(await readFile(workerLog, 'utf8')).map((line) => `  ${line}`),
  `End-to-end tests: ${verdict(endToEndOutcome)}`,
  ...playwrightOutcome(await readFile(endToEndLog, 'utf8')).map((line) => `  ${line}`),
  `Simulator: ${verdict(simulatorOutcome)}`,
  ...vitestOutcome(await readFile(simulatorLog, 'utf8')).map((line) => `  ${line}`),
]
console.log(`\n▶ Summary\n${summary.join('\n')}`)
const failed = [workerOutcome, endToEndOutcome, simulatorOutcome].find((outcome) => outcome.status === 'rejected')
if (failed) throw failed.reason
