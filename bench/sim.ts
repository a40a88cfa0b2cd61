// Section "simulator": `npm run sim` over BENCH_SIM_SEEDS seeds (default 100) under Vitest, no served site needed:
// in the in-process harness as `npm run sim` runs by default (test/sim/node/, decision 062), or inside workerd with
// BENCH_SIM_WORKERD=1; seeds per second and steps per second as the run itself measured them (wall clock with
// Vitest's start when split over jobs), with the load average beside them since other work on the machine slows it.
import { spawn } from 'node:child_process'
import { loadavg } from 'node:os'
import { ROOT, toolEnv } from '../tools/lib/local-site.ts'

const SEEDS = Number(process.env.BENCH_SIM_SEEDS ?? 100)
const WORKERD = process.env.BENCH_SIM_WORKERD === '1'
const ARGS = ['--seeds', String(SEEDS), '--lenient', ...(WORKERD ? ['--workerd'] : [])]

function runSim(): Promise<{ out: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['tools/sim.ts', ...ARGS], { cwd: ROOT, env: toolEnv })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ out, code }))
  })
}

export async function simSection(): Promise<string> {
  const before = loadavg()[0]!
  const { out, code } = await runSim()
  const after = loadavg()[0]!
  // The run's own summary line: "sim: N seeds, S steps, F faults injected, … T s, R seeds/s".
  // With several jobs, their total: "sim total (2 jobs, …): N seeds, S steps, F faults injected, … T s wall clock …".
  const summary =
    /sim total \(\d+ jobs[^)]*\): (\d+) seeds, (\d+) steps, (\d+) faults injected.*?, ([\d.]+) s wall clock.*?, ([\d.]+) seeds\/s/.exec(
      out,
    ) ?? /sim: (\d+) seeds, (\d+) steps, (\d+) faults injected.*?, ([\d.]+) s, ([\d.]+) seeds\/s/.exec(out)
  if (!summary) throw new Error(`npm run sim printed no summary:\n${out.slice(-2000)}`)
  const [, seeds, steps, faults, seconds, rate] = summary
  // A speed is worth nothing beside a run that broke an invariant: the section says how many seeds failed, and a
  // failing run fails the bench.
  const failing = /(\d+) failing seeds/.exec(out)?.[1] ?? '?'
  if (code !== 0) throw new Error(`npm run sim failed (${failing} failing seeds):\n${out.slice(-2000)}`)
  const known = out.match(/known defect .*?;/g) ?? []
  return [
    '## Simulator',
    '',
    `\`npm run sim -- ${ARGS.join(' ')}\` (test/sim, ${WORKERD ? 'inside workerd' : 'in-process harness'}): ` +
      `${seeds} seeds, ${steps} steps, ${faults} Stripe faults ` +
      `injected in ${seconds} s: **${rate} seeds/s**, ${(Number(steps) / Number(seconds)).toFixed(1)} steps/s, ` +
      `${failing} failing seeds. ` +
      `Load average ${before.toFixed(2)} before, ${after.toFixed(2)} after.`,
    ...(known.length ? ['', ...known.map((line) => `- ${line.replace(/;$/, '')}`)] : []),
  ].join('\n')
}
