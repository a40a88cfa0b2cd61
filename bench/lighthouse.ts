// Lighthouse on the home page (issue 3, item 7): three runs with the default (mobile, simulated throttling)
// settings in Debian's Chromium, reported as the median of each figure against the targets. The JavaScript
// figure is the gzip size of every script the page loaded, measured here rather than read from the transfer,
// so it means the same whether or not the local server compresses.
import { availableParallelism, loadavg } from 'node:os'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tools/lib/chromium.ts'

const RUNS = 3

const CATEGORIES = [
  { id: 'performance', label: 'Performance', target: 98 },
  { id: 'accessibility', label: 'Accessibility', target: 100 },
  { id: 'best-practices', label: 'Best Practices', target: 100 },
  { id: 'seo', label: 'SEO', target: 100 },
] as const

const TARGETS = { lcpMs: 1500, cls: 0.02, jsGzipBytes: 100_000 }

interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number]['id'], number>
  lcpMs: number
  tbtMs: number
  cls: number
  jsGzipBytes: number
  jsFiles: number
}

interface NetworkItem {
  url: string
  resourceType?: string
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function scriptUrls(lhr: Result): string[] {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined
  return (details?.items ?? []).filter((item) => item.resourceType === 'Script').map((item) => item.url)
}

async function gzipBytes(url: string): Promise<number> {
  const response = await fetch(url)
  // A missing asset falls back to the SPA's index.html with a 200; that must not pass for a script.
  if (!response.ok || !response.headers.get('content-type')?.includes('javascript')) {
    throw new Error(`${url} answered ${response.status} ${response.headers.get('content-type') ?? ''}, not JavaScript`)
  }
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for ${audit}`)
  return value
}

async function figuresOf(lhr: Result): Promise<RunFigures> {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const scripts = scriptUrls(lhr)
  const sizes = await Promise.all(scripts.map(gzipBytes))
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsGzipBytes: sizes.reduce((sum, size) => sum + size, 0),
    jsFiles: scripts.length,
  }
}

/** Audits that lost points in a run: where to look when a score is short of its target. */
function failedAudits(lhr: Result): string[] {
  return CATEGORIES.flatMap(({ id }) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${lhr.audits[ref.id]?.title ?? ref.id}`),
  )
}

const yesNo = (met: boolean) => (met ? 'yes' : '**no**')
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

function report(runs: RunFigures[], misses: string[], lighthouseVersion: string, loadBefore: string): string {
  const m = {
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    jsGzipBytes: median(runs.map((r) => r.jsGzipBytes)),
  }
  const rows = [
    ...CATEGORIES.map(({ id, label, target }) => {
      const value = median(runs.map((r) => r.scores[id]))
      return `| ${label} score | ${value} | ${target === 100 ? '100' : `≥ ${target}`} | ${yesNo(value >= target)} |`
    }),
    `| Largest Contentful Paint | ${(m.lcpMs / 1000).toFixed(2)} s | ≤ ${TARGETS.lcpMs / 1000} s | ${yesNo(m.lcpMs <= TARGETS.lcpMs)} |`,
    `| Total Blocking Time | ${Math.round(m.tbtMs)} ms | (none) | |`,
    `| Cumulative Layout Shift | ${m.cls.toFixed(3)} | ≤ ${TARGETS.cls} | ${yesNo(m.cls <= TARGETS.cls)} |`,
    `| JavaScript loaded (gzip) | ${kB(m.jsGzipBytes)} | ≤ ${kB(TARGETS.jsGzipBytes)} | ${yesNo(m.jsGzipBytes <= TARGETS.jsGzipBytes)} |`,
  ]
  const perRun = runs.map(
    (r, i) =>
      `| ${i + 1} | ${CATEGORIES.map(({ id }) => r.scores[id]).join(' / ')} | ${(r.lcpMs / 1000).toFixed(2)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${kB(r.jsGzipBytes)} in ${r.jsFiles} files |`,
  )
  return [
    '## Lighthouse: home page',
    '',
    `Lighthouse ${lighthouseVersion}, default mobile settings (simulated throttling), Debian Chromium headless, ${RUNS} runs of \`/\`;`,
    'each figure is the median of the runs. JavaScript is the gzip size (level 9) of every script the page loaded.',
    // Lantern simulates the network but replays the CPU time it observed, so a busy machine inflates TBT.
    `Load average (1 min) before the runs: ${loadBefore} on ${availableParallelism()} cores.`,
    '',
    '| measure | median | target | met |',
    '|---|---|---|---|',
    ...rows,
    '',
    '| run | scores (perf / a11y / best practices / SEO) | LCP | TBT | CLS | JavaScript |',
    '|---|---|---|---|---|---|',
    ...perRun,
    '',
    misses.length === 0 ? 'No audit lost points in any run.' : `Audits that lost points: ${[...new Set(misses)].join('; ')}.`,
  ].join('\n')
}

export async function lighthouseSection(baseUrl: string): Promise<string> {
  const url = `${baseUrl.replace(/\/$/, '')}/`
  const loadBefore = loadavg()[0]!.toFixed(2)
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS], logLevel: 'silent' })
  try {
    const runs: RunFigures[] = []
    const misses: string[] = []
    let version = ''
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
      if (!result) throw new Error('Lighthouse returned no result')
      version = result.lhr.lighthouseVersion
      runs.push(await figuresOf(result.lhr))
      misses.push(...failedAudits(result.lhr))
    }
    return report(runs, misses, version, loadBefore)
  } finally {
    chrome.kill()
  }
}
