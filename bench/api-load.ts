// Section "public reads": the cacheable public API reads against one static asset served by the same
// Worker, so the ratio says what the Worker, router and data cost on top of serving a file.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { combine, load, type Sample, summarize } from './load.ts'
import type { BenchSite } from './site.ts'

const DURATION_SECONDS = 10
// The targets take turns in short rounds, so a burst of other work on the machine falls on all of them alike
// rather than on whichever ran at that moment.
const ROUNDS = 5
const WARM_UP_SECONDS = 2
const CONNECTIONS = 10
const TARGET_RATIO = 1.2
const API_ROUTES = ['/api/feature-toggles', '/api/faqs']

/** The hashed entry script the built index.html loads: the file every visitor fetches first. */
export function staticAssetPath(distClient: string): string {
  const html = readFileSync(join(distClient, 'index.html'), 'utf8')
  const path = html.match(/<script[^>]+src="(\/assets\/index-[^"]+\.js)"/)?.[1]
  if (!path) throw new Error(`No /assets/index-*.js script in ${join(distClient, 'index.html')}`)
  return path
}

const ms = (value: number) => value.toFixed(2)

export async function apiLoadSection(site: BenchSite): Promise<string> {
  const staticPath = staticAssetPath(site.distClient)
  const targets = [staticPath, ...API_ROUTES]

  for (const path of targets) {
    console.log(`warming up ${path}`)
    await load({ url: `${site.origin}${path}`, durationSeconds: WARM_UP_SECONDS, connections: CONNECTIONS })
  }
  const samples = new Map<string, Sample[]>(targets.map((path) => [path, []]))
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round} of ${ROUNDS}: ${DURATION_SECONDS / ROUNDS} s per target`)
    for (const path of targets) {
      const url = `${site.origin}${path}`
      samples.get(path)!.push(await load({ url, durationSeconds: DURATION_SECONDS / ROUNDS, connections: CONNECTIONS }))
    }
  }
  const results = new Map(targets.map((path) => [path, summarize(combine(samples.get(path)!))]))

  const baseline = results.get(staticPath)!
  const rows = targets.map((path) => {
    const result = results.get(path)!
    const isStatic = path === staticPath
    const ratio = result.p50Ms / baseline.p50Ms
    const verdict = isStatic ? 'baseline' : ratio <= TARGET_RATIO ? 'yes' : 'no'
    return (
      `| GET ${path}${isStatic ? ' (static)' : ''} | ${Math.round(result.requestsPerSecond)} | ` +
      `${ms(result.p50Ms)} | ${ms(result.p99Ms)} | ${ratio.toFixed(2)}x | ${verdict} |`
    )
  })

  return [
    '## Public reads against a static asset',
    '',
    `autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per target in ${ROUNDS} ` +
      `alternating rounds after a ${WARM_UP_SECONDS} s warm-up, loopback only.`,
    `Latency is measured per response in fractional milliseconds. Target: every public read's p50 ` +
      `within ${TARGET_RATIO}x of the static asset's.`,
    '',
    `| Target | Requests/s | p50 (ms) | p99 (ms) | p50 vs static | Within ${TARGET_RATIO}x |`,
    '|---|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n')
}
