// Section "suite": `npm test`'s parts one at a time, each timed on its own (wall clock and the CPU its processes
// used), with the load average before and after each, so a slow part is seen as slow and not blamed on the rest.
// The commands are those of tools/test.ts; `npm test` itself runs the Worker tests beside Playwright and the
// simulator beside lint and types, so its total is less than this section's sum. BENCH_SUITE_PARTS chooses parts
// (lint,types,deploy,worker,e2e,sim); Playwright runs E2E_WORKERS sites on the ports tools/lib/e2e-ports.ts
// gives (E2E_PORT and the other bases, ten above per further site), as `npm run test:e2e` does.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { ROOT, toolEnv } from '../tools/lib/local-site.ts'
import { SUITE_SIM_SEEDS, suiteSimulatorArgs, suiteSimulatorEnv } from '../tools/lib/suite-simulator.ts'

interface Part {
  title: string
  command: string
  args: string[]
  env?: NodeJS.ProcessEnv
}

const PARTS: Record<string, Part> = {
  lint: { title: 'Lint, format and line length', command: 'npm', args: ['run', 'lint', '--silent'] },
  types: { title: 'Type check', command: 'npm', args: ['run', 'typecheck', '--silent'] },
  deploy: {
    title: 'Deploy dry run',
    command: 'node',
    args: ['tools/deploy.ts', '--dry-run', '--skip-typecheck'],
  },
  worker: { title: 'Worker tests (Vitest in workerd)', command: 'vitest', args: ['run'] },
  e2e: { title: 'End-to-end tests (Playwright)', command: 'playwright', args: ['test'] },
  sim: {
    title: `Simulator harness tests and ${SUITE_SIM_SEEDS} seeds (Vitest in Node)`,
    command: 'vitest',
    args: suiteSimulatorArgs,
    env: suiteSimulatorEnv(),
  },
}

const CHOSEN = (process.env.BENCH_SUITE_PARTS ?? Object.keys(PARTS).join(',')).split(',')

/** CPU seconds used so far by this process's finished children (Linux: /proc/self/stat, cutime + cstime). */
function childrenCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8')
  // The fields after the command (which may hold spaces), counted from field 3 (state).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[13]) + Number(fields[14])
  return ticks / 100
}

interface Timed {
  part: Part
  seconds: number
  cpu: number
  loadBefore: number
  loadAfter: number
  passed: boolean
  tail: string
}

function timePart(part: Part): Promise<Timed> {
  const loadBefore = loadavg()[0]!
  const cpuBefore = childrenCpuSeconds()
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const env = { ...(part.env ?? toolEnv), CI: toolEnv.CI ?? 'true' }
    const child = spawn(part.command, part.args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    const keep = (chunk: Buffer) => (out = (out + chunk.toString()).slice(-4000))
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', reject)
    child.on('exit', (code) =>
      resolve({
        part,
        seconds: (performance.now() - started) / 1000,
        cpu: childrenCpuSeconds() - cpuBefore,
        loadBefore,
        loadAfter: loadavg()[0]!,
        passed: code === 0,
        tail: out,
      }),
    )
  })
}

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`

export async function suiteSection(): Promise<string> {
  const unknown = CHOSEN.filter((name) => !(name in PARTS))
  if (unknown.length > 0) throw new Error(`Unknown suite part(s): ${unknown.join(', ')}`)
  const rows: Timed[] = []
  for (const name of CHOSEN) {
    const timed = await timePart(PARTS[name]!)
    console.log(`suite: ${timed.part.title}: ${timed.seconds.toFixed(1)} s, ${timed.passed ? 'passed' : 'FAILED'}`)
    if (!timed.passed) console.log(timed.tail)
    rows.push(timed)
  }
  const total = rows.reduce((sum, row) => sum + row.seconds, 0)
  return [
    '## Test suite by part',
    '',
    "`npm test`'s parts one after the other (bench/suite.ts). CPU is the seconds its processes used (all cores);",
    'on a busy machine wall time grows with the load while CPU stays near what the part needs.',
    '',
    '| Part | Wall (m:ss) | CPU (s) | Load before | Load after | Result |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.part.title} | ${minutes(row.seconds)} | ${row.cpu.toFixed(0)} | ${row.loadBefore.toFixed(2)} | ` +
        `${row.loadAfter.toFixed(2)} | ${row.passed ? 'passed' : '**failed**'} |`,
    ),
    `| All, one after the other | ${minutes(total)} | ${rows.reduce((sum, row) => sum + row.cpu, 0).toFixed(0)} | | | |`,
  ].join('\n')
}
