// Lighthouse on the home page and, in the same run, on a bare React 19 page built with Vite (bare-react/): five
// runs of each, alternating so that other work on the machine falls on both alike, with the default (mobile,
// simulated throttling) settings in Debian's Chromium. Each figure is the median of its page's runs; the home
// page's targets are read against the bare page's. The JavaScript figure is the gzip size of every script the
// page loaded, measured here rather than read from the transfer, so it means the same whether or not the local
// server compresses.
import { availableParallelism, loadavg } from 'node:os'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tools/lib/chromium.ts'

export const RUNS = 5
const MAX_ATTEMPTS = 3

const CATEGORIES = [
  { id: 'performance', label: 'Performance' },
  { id: 'accessibility', label: 'Accessibility' },
  { id: 'best-practices', label: 'Best Practices' },
  { id: 'seo', label: 'SEO' },
] as const

/** The home page against the bare page: the same score, TBT and LCP close to it, and absolute limits. */
const TARGETS = { tbtOverMs: 50, lcpOverMs: 300, cls: 0.02, jsGzipBytes: 80_000 }

export interface RunFigures {
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

export function median(values: number[]): number {
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

/** `counts`: which scripts are the page's own (checkout leaves Stripe.js out). */
export async function figuresOf(lhr: Result, counts: (url: string) => boolean = () => true): Promise<RunFigures> {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const scripts = scriptUrls(lhr).filter(counts)
  const sizes = await Promise.all(scripts.map(gzipBytes))
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
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

export const yesNo = (met: boolean) => (met ? 'yes' : '**no**')
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

export interface Medians {
  scores: Record<(typeof CATEGORIES)[number]['id'], number>
  lcpMs: number
  tbtMs: number
  cls: number
  jsGzipBytes: number
}

export function medians(runs: RunFigures[]): Medians {
  const scores = Object.fromEntries(
    CATEGORIES.map(({ id }) => [id, median(runs.map((r) => r.scores[id]))]),
  ) as Medians['scores']
  return {
    scores,
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    jsGzipBytes: median(runs.map((r) => r.jsGzipBytes)),
  }
}

export function perRunRows(label: string, runs: RunFigures[]): string[] {
  return runs.map(
    (r, i) =>
      `| ${label} ${i + 1} | ${CATEGORIES.map(({ id }) => r.scores[id]).join(' / ')} | ` +
      `${seconds(r.lcpMs)} | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${kB(r.jsGzipBytes)} in ` +
      `${r.jsFiles} files |`,
  )
}

function report(
  home: RunFigures[],
  bare: RunFigures[],
  misses: string[],
  lighthouseVersion: string,
  loadBefore: string,
  loadAfter: string,
): string {
  const h = medians(home)
  const b = medians(bare)
  // The ratio says how far apart the two pages are in the same run, which a busy machine skews less than either figure.
  const ratio = (home: number, bareValue: number) => (bareValue > 0 ? `${(home / bareValue).toFixed(2)}×` : '—')
  const rows = [
    `| Performance score | ${h.scores.performance} | ${b.scores.performance} | ` +
      `${ratio(h.scores.performance, b.scores.performance)} | = bare (${b.scores.performance}) | ` +
      `${yesNo(h.scores.performance >= b.scores.performance)} |`,
    `| Total Blocking Time | ${Math.round(h.tbtMs)} ms | ${Math.round(b.tbtMs)} ms | ` +
      `${ratio(h.tbtMs, b.tbtMs)} | ≤ bare + ${TARGETS.tbtOverMs} ms | ` +
      `${yesNo(h.tbtMs <= b.tbtMs + TARGETS.tbtOverMs)} |`,
    `| Largest Contentful Paint | ${seconds(h.lcpMs)} | ${seconds(b.lcpMs)} | ` +
      `${ratio(h.lcpMs, b.lcpMs)} | ≤ bare + ${TARGETS.lcpOverMs / 1000} s | ` +
      `${yesNo(h.lcpMs <= b.lcpMs + TARGETS.lcpOverMs)} |`,
    `| Cumulative Layout Shift | ${h.cls.toFixed(3)} | ${b.cls.toFixed(3)} | ${ratio(h.cls, b.cls)} ` +
      `| ≤ ${TARGETS.cls} | ${yesNo(h.cls <= TARGETS.cls)} |`,
    `| JavaScript loaded (gzip) | ${kB(h.jsGzipBytes)} | ${kB(b.jsGzipBytes)} | ` +
      `${ratio(h.jsGzipBytes, b.jsGzipBytes)} | ≤ ${kB(TARGETS.jsGzipBytes)} | ` +
      `${yesNo(h.jsGzipBytes <= TARGETS.jsGzipBytes)} |`,
    ...CATEGORIES.filter(({ id }) => id !== 'performance').map(
      ({ id, label }) =>
        `| ${label} score | ${h.scores[id]} | ${b.scores[id]} | ${ratio(h.scores[id], b.scores[id])} | ` +
        `100 | ${yesNo(h.scores[id] === 100)} |`,
    ),
  ]
  return [
    '## Lighthouse: home page against a bare React page',
    '',
    `Lighthouse ${lighthouseVersion}, default mobile settings (simulated throttling), Debian Chromium headless, ${RUNS} runs each of \`/\``,
    'and of a bare React 19 page built with Vite (`bench/bare-react/`), alternating; each figure is the median of its',
    "page's runs. JavaScript is the gzip size (level 9) of every script the page loaded.",
    // Lantern simulates the network but replays the CPU time it observed, so a busy machine inflates TBT.
    `Load average (1 min): ${loadBefore} before the runs, ${loadAfter} after, on ${availableParallelism()} cores.`,
    '',
    '| measure | home `/` | bare React page | home ÷ bare | target for home | met |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    '| run | scores (perf / a11y / best practices / SEO) | LCP | TBT | CLS | JavaScript |',
    '|---|---|---|---|---|---|',
    ...perRunRows('home', home),
    ...perRunRows('bare', bare),
    '',
    misses.length === 0
      ? 'No audit lost points in any run of the home page.'
      : `Audits that lost points on the home page: ${[...new Set(misses)].join('; ')}.`,
  ].join('\n')
}

export async function lighthouseSection(baseUrl: string, bareUrl: string): Promise<string> {
  const homeUrl = `${baseUrl.replace(/\/$/, '')}/`
  const loadBefore = loadavg()[0]!.toFixed(2)
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  })
  try {
    const home: RunFigures[] = []
    const bare: RunFigures[] = []
    const misses: string[] = []
    let version = ''
    const measure = async (url: string) => {
      // On a busy machine Chromium now and then records no trace (NO_NAVSTART): that run measured nothing, so
      // it is made again, a few times at most, rather than ending the whole bench.
      for (let attempt = 1; ; attempt++) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
        if (!result) throw new Error('Lighthouse returned no result')
        version = result.lhr.lighthouseVersion
        if (!result.lhr.runtimeError || attempt === MAX_ATTEMPTS) return result.lhr
        console.warn(`Lighthouse on ${url}: ${result.lhr.runtimeError.code}; measuring again`)
      }
    }
    for (let run = 0; run < RUNS; run++) {
      const homeResult = await measure(homeUrl)
      home.push(await figuresOf(homeResult))
      misses.push(...failedAudits(homeResult))
      bare.push(await figuresOf(await measure(`${bareUrl.replace(/\/$/, '')}/`)))
    }
    return report(home, bare, misses, version, loadBefore, loadavg()[0]!.toFixed(2))
  } finally {
    chrome.kill()
  }
}
