// Section "checkout-page" (issue 25, decision 055): Lighthouse on `/checkout?type=brotherhood` and
// `/checkout?type=one-to-one` beside the bare React page in the same run (five rounds, alternating; medians),
// with checkout's own JavaScript (every script but Stripe.js, which the bench's site cannot reach and which is
// not ours to shrink); then the time from a pay-button click on `/` to a checkout ready to type into (its form
// shown and its script awake), with the home page's preparation (speculation rules prerender) and without it.
import { availableParallelism, loadavg } from 'node:os'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tools/lib/chromium.ts'
import { figuresOf, kB, median, medians, perRunRows, RUNS, type RunFigures, seconds, yesNo } from './lighthouse.ts'

const TARGETS = { tbtOverMs: 50, lcpOverMs: 300, cls: 0.02, jsGzipBytes: 40_000 }
const PAGES = ['brotherhood', 'one-to-one'] as const
/** How long the pointer rests on the pay button before the click: a visitor's hover, and time to prepare. */
const HOVER_MS = 1500
const READY = 'main[data-live] #checkout-firstName'

async function gzipOf(url: string): Promise<number> {
  const response = await fetch(url)
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length
}

async function lighthouseRuns(origin: string, bareOrigin: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  })
  const own = (url: string) => url.startsWith(origin)
  const runs: Record<(typeof PAGES)[number] | 'bare', RunFigures[]> = { brotherhood: [], 'one-to-one': [], bare: [] }
  let version = ''
  const measure = async (url: string): Promise<Result> => {
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
      if (!result) throw new Error('Lighthouse returned no result')
      version = result.lhr.lighthouseVersion
      if (!result.lhr.runtimeError || attempt === 3) return result.lhr
    }
  }
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const type of PAGES) runs[type].push(await figuresOf(await measure(`${origin}/checkout?type=${type}`), own))
      runs.bare.push(await figuresOf(await measure(`${bareOrigin}/`)))
    }
  } finally {
    chrome.kill()
  }
  return { runs, version }
}

interface ClickRun {
  ms: number
  prerendered: boolean
  /** Payment intents, analytics events and holds the checkout asked for before it was shown. */
  earlyCalls: number
}

async function clickToReady(origin: string, prepare: boolean): Promise<ClickRun> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const page = await browser.newPage()
    await page.goto(`${origin}/`, { waitUntil: 'load' })
    if (!prepare)
      await page.evaluate(() => document.querySelectorAll('script[type="speculationrules"]').forEach((s) => s.remove()))
    const button = page.locator('a[data-payment-type="brotherhood"]').first()
    await button.scrollIntoViewIfNeeded()
    await button.hover()
    await page.waitForTimeout(HOVER_MS)
    const started = performance.now()
    await button.click()
    await page.waitForSelector(READY, { state: 'visible', timeout: 30_000 })
    const ms = performance.now() - started
    const seen = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
        activationStart: number
      }
      const early = performance
        .getEntriesByType('resource')
        .filter((entry) => /create-payment-intent|analytics\/events|checkout\/reserve/.test(entry.name))
        .filter((entry) => entry.startTime < nav.activationStart)
      return { prerendered: nav.activationStart > 0, earlyCalls: early.length }
    })
    return { ms, ...seen }
  } finally {
    await browser.close()
  }
}

/** Checkout's own scripts once the visitor has touched the form (the reserve's rules load at the first focus). */
async function scriptsAfterFirstFocus(origin: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const page = await browser.newPage()
    const scripts = new Set<string>()
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(origin))
        scripts.add(response.url())
    })
    await page.goto(`${origin}/checkout?type=brotherhood`, { waitUntil: 'load' })
    await page.locator(READY).focus()
    await page.waitForLoadState('networkidle')
    const sizes = await Promise.all([...scripts].map(gzipOf))
    return sizes.reduce((sum, size) => sum + size, 0)
  } finally {
    await browser.close()
  }
}

export async function checkoutPageSection(origin: string, bareOrigin: string): Promise<string> {
  origin = origin.replace(/\/$/, '')
  bareOrigin = bareOrigin.replace(/\/$/, '')
  const loadBefore = loadavg()[0]!.toFixed(2)
  const { runs, version } = await lighthouseRuns(origin, bareOrigin)
  const loadMiddle = loadavg()[0]!.toFixed(2)
  const clicks: Record<'prepared' | 'cold', ClickRun[]> = { prepared: [], cold: [] }
  for (let run = 0; run < RUNS; run++) {
    clicks.cold.push(await clickToReady(origin, false))
    clicks.prepared.push(await clickToReady(origin, true))
  }
  const afterFocus = await scriptsAfterFirstFocus(origin)
  const loadAfter = loadavg()[0]!.toFixed(2)
  const b = medians(runs.bare)
  const rows = PAGES.map((type) => {
    const c = medians(runs[type])
    const met = [
      c.scores.performance >= b.scores.performance,
      c.lcpMs <= b.lcpMs + TARGETS.lcpOverMs,
      c.tbtMs <= b.tbtMs + TARGETS.tbtOverMs,
      c.cls <= TARGETS.cls,
      c.jsGzipBytes <= TARGETS.jsGzipBytes,
    ]
    return (
      `| \`/checkout?type=${type}\` | ${c.scores.performance} (${yesNo(met[0]!)}) | ${seconds(c.lcpMs)} ` +
      `(${yesNo(met[1]!)}) | ${Math.round(c.tbtMs)} ms (${yesNo(met[2]!)}) | ${c.cls.toFixed(3)} (${yesNo(met[3]!)}) ` +
      `| ${kB(c.jsGzipBytes)} (${yesNo(met[4]!)}) |`
    )
  })
  const clickRow = (label: string, list: ClickRun[]) =>
    `| ${label} | ${Math.round(median(list.map((r) => r.ms)))} ms | ` +
    `${list.map((r) => Math.round(r.ms)).join(', ')} ms | ${list.filter((r) => r.prerendered).length} of ${list.length} | ` +
    `${list.reduce((sum, r) => sum + r.earlyCalls, 0)} |`
  return [
    '## Checkout rendered on the Worker against a bare React page',
    '',
    `Lighthouse ${version}, default mobile settings (simulated throttling), Debian Chromium headless, ${RUNS} rounds`,
    'of `/checkout?type=brotherhood`, `/checkout?type=one-to-one` and the bare React 19 page (`bench/bare-react/`),',
    "alternating; each figure is the median of its page's runs. Checkout's JavaScript is the gzip size (level 9) of",
    "every script it loaded from the site (Stripe.js, from Stripe, is left out: the bench's site cannot reach it).",
    `Load average (1 min): ${loadBefore} before, ${loadMiddle} after Lighthouse, ${loadAfter} at the end, on ` +
      `${availableParallelism()} cores.`,
    '',
    '| page | Performance (= bare) | LCP (≤ bare + 0.3 s) | TBT (≤ bare + 50 ms) | CLS (≤ 0.02) | own JS gzip (≤ 40 kB) |',
    '|---|---|---|---|---|---|',
    ...rows,
    `| bare React page | ${b.scores.performance} | ${seconds(b.lcpMs)} | ${Math.round(b.tbtMs)} ms | ` +
      `${b.cls.toFixed(3)} | ${kB(b.jsGzipBytes)} |`,
    '',
    `Checkout's own JavaScript once the visitor has focused a field (the reserve's rules load then): ` +
      `${kB(afterFocus)} gzip.`,
    '',
    '| run | scores (perf / a11y / best practices / SEO) | LCP | TBT | CLS | JavaScript |',
    '|---|---|---|---|---|---|',
    ...PAGES.flatMap((type) => perRunRows(type, runs[type])),
    ...perRunRows('bare', runs.bare),
    '',
    `### From a pay-button click on \`/\` to a checkout ready to type into`,
    '',
    `Playwright in Debian Chromium (headless, no throttling, loopback): \`/\` loaded, the pointer rests on the`,
    `Brotherhood pay button for ${HOVER_MS} ms, then the click; ready = the first-name field shown with the`,
    `checkout's script awake (\`main[data-live]\`). Without preparation the page's speculation rules are removed`,
    `before the hover. ${RUNS} runs each, alternating. "Early calls" counts payment intents, analytics events and`,
    'holds that started before the page was shown (must be 0).',
    '',
    '| | median | runs | prerendered | early calls |',
    '|---|---|---|---|---|',
    clickRow('with preparation (prerender, moderate)', clicks.prepared),
    clickRow('without preparation', clicks.cold),
  ].join('\n')
}
