// `npm run sim -- --seeds N [--seed S] [--steps K] [--jobs J] [--lenient] [--workerd] [--traces]`: the money-loop
// simulator (test/sim/) over seeds S..S+N-1 through Vitest, split over J processes (default: one per core, each
// with its own D1, Durable Objects and Stripe emulator). By default in plain Node with in-process stand-ins for
// the bindings (test/sim/node/, decision 062: about four times the seeds per second); `--workerd` runs it inside
// workerd as `npm test` does (real D1 and Durable Objects, the faithful run). Prints seeds, steps, faults
// injected, violations, time and seeds/s, and a one-line replay command per failing seed; `--seed S` alone
// replays one seed with its whole trace (`--traces`: every seed's). Strict by default: a known open defect
// (test/sim/known-defects.ts) fails the run too, unless --lenient.
import { spawn } from 'node:child_process'
import { availableParallelism, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { ROOT, toolEnv } from './lib/local-site.ts'

const { values } = parseArgs({
  options: {
    seeds: { type: 'string' },
    seed: { type: 'string', default: '1' },
    steps: { type: 'string' },
    jobs: { type: 'string' },
    lenient: { type: 'boolean', default: false },
    workerd: { type: 'boolean', default: false },
    traces: { type: 'boolean', default: false },
  },
})
const replay = values.seeds === undefined && process.argv.includes('--seed')
const seeds = Number(values.seeds ?? (replay ? 1 : 100))
const first = Number(values.seed)
const jobs = Math.max(1, Math.min(seeds, Number(values.jobs ?? (seeds >= 20 ? availableParallelism() : 1))))

/** Noise Vitest prints about the dependencies' source maps. */
const noise = (line: string) => line.includes('Sourcemap for') || line.includes('points to missing source files')

interface Job {
  code: number
  out: string
}

/** A job's progress and failing-seed lines (test/sim/run-seeds.ts), passed on as they come when jobs run side by side. */
const live = (line: string) => /sim (progress|failing seed):/.test(line)

function runJob(index: number, from: number, count: number): Promise<Job> {
  return new Promise((resolve, reject) => {
    const env = {
      ...toolEnv,
      SIM_SEEDS: String(count),
      SIM_SEED: String(from),
      SIM_STEPS: values.steps ?? '',
      SIM_STRICT: values.lenient ? '' : '1',
      SIM_TRACES: values.traces ? '1' : '',
      // vitest.config.ts: no simulated network wait on the Stripe emulator's answers in the simulator's own runs.
      STRIPE_LATENCY_MS: '0',
      FORCE_COLOR: jobs === 1 ? (process.env.FORCE_COLOR ?? '') : '0',
    }
    const config = values.workerd ? [] : ['--config', 'test/sim/node/vitest.config.ts']
    const child = spawn('vitest', ['run', ...config, 'test/sim/money-loop.sim.test.ts'], { cwd: ROOT, env })
    let out = ''
    let partial = ''
    const take = (chunk: Buffer) => {
      const text = chunk.toString()
      out += text
      if (jobs > 1) {
        const lines = (partial + text).split('\n')
        partial = lines.pop() ?? ''
        for (const line of lines.filter(live)) console.log(`[job ${index + 1}] ${line.slice(line.indexOf('sim '))}`)
      }
      // One job streams as it goes; several would interleave, so their output is printed when each ends.
      if (jobs === 1)
        process.stdout.write(
          text
            .split('\n')
            .filter((line) => !noise(line))
            .join('\n'),
        )
    }
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code: code ?? 1, out }))
  })
}

const started = Date.now()
const loadBefore = loadavg()[0]!
const share = Math.ceil(seeds / jobs)
const ranges = Array.from({ length: jobs }, (_, i) => [first + i * share, Math.min(share, seeds - i * share)] as const)
const results = await Promise.all(
  ranges.filter(([, count]) => count > 0).map(([from, count], index) => runJob(index, from, count)),
)

if (jobs > 1) {
  let total = { seeds: 0, steps: 0, faults: 0, failing: 0 }
  for (const { out } of results) {
    // Each job's summary and failures, without Vitest's own report around them.
    const lines = out.split('\n').filter((line) => !noise(line) && !live(line))
    const start = lines.findIndex((line) => line.includes('sim: '))
    const end = lines.findIndex((line, i) => i > start && /Test Files|FAIL|✓|×/.test(line))
    console.log(lines.slice(start, end === -1 ? undefined : end).join('\n'))
    const summary = /sim: (\d+) seeds, (\d+) steps, (\d+) faults injected.*?, (\d+) failing seeds/.exec(out)
    if (summary)
      total = {
        seeds: total.seeds + Number(summary[1]),
        steps: total.steps + Number(summary[2]),
        faults: total.faults + Number(summary[3]),
        failing: total.failing + Number(summary[4]),
      }
  }
  const seconds = (Date.now() - started) / 1000
  console.log(
    `\nsim total (${jobs} jobs, ${values.workerd ? 'workerd' : 'in-process harness'}): ${total.seeds} seeds, ` +
      `${total.steps} steps, ${total.faults} faults injected, ` +
      `${total.failing} failing seeds (known defects above not counted), ${seconds.toFixed(1)} s wall clock with ` +
      `Vitest's start, ${(total.seeds / seconds).toFixed(2)} seeds/s; load average ${loadBefore.toFixed(2)} before, ` +
      `${loadavg()[0]!.toFixed(2)} after`,
  )
}
if (results.some((job) => job.code !== 0)) process.exitCode = 1
