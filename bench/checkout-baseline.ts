// Section "checkout-baseline" (issue 22): the checkout section's holds/s and hold-to-sale, measured on this tree
// and on an earlier commit in the same run, alternating, so the cost of the purchase state machine's guarded
// writes is a ratio taken on one machine at one time. BENCH_BASELINE names the commit (default: the last one
// before the state machine); BENCH_BASELINE_ROUNDS how many runs each (default 3). The baseline is extracted with
// `git archive` into a temporary folder that shares this tree's node_modules (the dependencies did not change).
import { execFileSync, spawn } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, symlinkSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT, toolEnv } from '../tools/lib/local-site.ts'

const BASELINE = process.env.BENCH_BASELINE ?? 'e7ee710'
const ROUNDS = Number(process.env.BENCH_BASELINE_ROUNDS ?? 3)
/** Within 10 % of the baseline (issue 22). */
const TOLERANCE = 0.1

interface Figures {
  oneItem: number
  spread: number
  saleP50: number
  load: number
}

function extract(ref: string): string {
  const sha = execFileSync('git', ['rev-parse', '--short', ref], { cwd: ROOT }).toString().trim()
  const dir = join(tmpdir(), `brotherhood-bench-baseline-${sha}`)
  if (!existsSync(join(dir, 'package.json'))) {
    mkdirSync(dir, { recursive: true })
    const archive = execFileSync('git', ['archive', sha], { cwd: ROOT, maxBuffer: 1 << 30 })
    execFileSync('tar', ['-x', '-C', dir], { input: archive })
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'))
  }
  // Local secrets (session, refund link), as `npm start` wrote them; wrangler dev reads them from the tree.
  if (existsSync(join(ROOT, '.dev.vars'))) copyFileSync(join(ROOT, '.dev.vars'), join(dir, '.dev.vars'))
  return dir
}

/** `node bench/run.ts checkout` in a tree, on ports of its own; its printed results, parsed. */
function runCheckout(cwd: string, port: number): Promise<Figures> {
  const load = loadavg()[0]!
  return new Promise((resolve, reject) => {
    // Without BENCH_BUSY: this run's own CPU-bound process already runs beside both trees, and a tree whose bench
    // knows the variable would start a second one for itself alone (the baseline's does not know it).
    const env: NodeJS.ProcessEnv = { ...toolEnv, BENCH_PORT: String(port), BENCH_STRIPE_PORT: String(port + 3400) }
    delete env.BENCH_BUSY
    const child = spawn('node', ['bench/run.ts', 'checkout'], { cwd, env })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => {
      const holds = (label: string) => Number(new RegExp(`\\| ${label}[^|]*\\| ([\\d.]+) \\|`).exec(out)?.[1])
      const sale = /\| 50 \| \d+ \| ([\d.]+) \|/.exec(out)
      const figures = { oneItem: holds('one item'), spread: holds('spread over'), saleP50: Number(sale?.[1]), load }
      if (code !== 0 || Object.values(figures).some(Number.isNaN))
        reject(new Error(`bench checkout in ${cwd} failed (exit ${code}):\n${out.slice(-3000)}`))
      else resolve(figures)
    })
  })
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export async function checkoutBaselineSection(): Promise<string> {
  const baselineDir = extract(BASELINE)
  const runs: Array<{ tree: 'baseline' | 'this tree'; figures: Figures }> = []
  // Alternating, so a burst of other work on the machine falls on both alike.
  for (let round = 0; round < ROUNDS; round += 1) {
    console.log(`checkout-baseline: round ${round + 1} of ${ROUNDS}, baseline ${BASELINE}`)
    runs.push({ tree: 'baseline', figures: await runCheckout(baselineDir, 8794) })
    console.log(`checkout-baseline: round ${round + 1} of ${ROUNDS}, this tree`)
    runs.push({ tree: 'this tree', figures: await runCheckout(ROOT, 8796) })
  }
  const of = (tree: string, key: keyof Figures) =>
    median(runs.filter((r) => r.tree === tree).map((r) => r.figures[key]))
  const row = (label: string, key: keyof Figures, higherIsBetter: boolean) => {
    const before = of('baseline', key)
    const now = of('this tree', key)
    const ratio = now / before
    const within = higherIsBetter ? ratio >= 1 - TOLERANCE : ratio <= 1 + TOLERANCE
    return `| ${label} | ${before.toFixed(1)} | ${now.toFixed(1)} | ${ratio.toFixed(2)} | ${within ? 'yes' : '**no**'} |`
  }
  const loads = runs.map((r) => `${r.tree} ${r.figures.load.toFixed(2)}`).join(', ')
  return [
    `## Checkout against the baseline (${BASELINE})`,
    '',
    `The checkout section run ${ROUNDS} times on commit ${BASELINE} and ${ROUNDS} times on this tree, alternating, each on`,
    'a fresh site of its own; the medians of the runs side by side. Target (issue 22): holds/s and hold-to-sale within',
    `10 % of the baseline. Load average (1 min) at each run's start: ${loads}.`,
    '',
    '| Figure | baseline | this tree | ratio | within 10 % |',
    '|---|---:|---:|---:|---|',
    row('holds/s, one item', 'oneItem', true),
    row('holds/s, spread over 20 items', 'spread', true),
    row('hold to sale p50 (ms), 50 buyers at once', 'saleP50', false),
    '',
    '| Run | tree | holds/s one item | holds/s spread | hold to sale p50 (ms) |',
    '|---|---|---:|---:|---:|',
    ...runs.map(
      (r, i) =>
        `| ${i + 1} | ${r.tree} | ${r.figures.oneItem.toFixed(1)} | ${r.figures.spread.toFixed(1)} | ${r.figures.saleP50.toFixed(1)} |`,
    ),
  ].join('\n')
}
