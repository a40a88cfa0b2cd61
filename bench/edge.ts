// Section "edge" (decision 070): the home page answered from the colo cache against the same bytes served as a
// static asset of the same site, in alternating rounds (target: p50 within 1.1x), with a Worker that only replays
// that answer beside them, so the run shows how much is the runtime's and how much the site's own code (decision
// 129); the site's CPU for one render of
// `/` that no cache answers (a signed-in request renders afresh) against one answered from the cache and one static
// GET, read from /proc as decision 040 does; and an owner's edit through the admin API seen on the very next
// anonymous GET.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { ownerSessionCookie } from '../tools/lib/owner-session.ts'
import { staticAssetPath } from './api-load.ts'
import { d1 } from './checkout.ts'
import { combine, load, type Sample, type Summary, summarize } from './load.ts'
import { type ReplayWorker, startReplayWorker } from './replay-worker/start.ts'
import { descendants } from './runtime-origin.ts'
import type { RunningSite } from './site.ts'

const ROUNDS = 10
const SECONDS_PER_TARGET = 20
const WARM_UP_SECONDS = 2
const CONNECTIONS = 10
const TARGET_RATIO = 1.1
const RENDERS = 40
const HITS = 400
const TICKS_PER_SECOND = 100
const ADMIN_EMAIL = 'admin@example.com'

const ms = (value: number) => value.toFixed(2)
const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`
const load1 = () => loadavg()[0]!.toFixed(2)

/** The owner's session as a real sign-in makes it (tools/lib/owner-session.ts). */
const ownerCookie = (persistTo: string) => ownerSessionCookie(ADMIN_EMAIL, (sql) => d1(persistTo, sql))

/** utime + stime of a process in ms (fields 14 and 15 of /proc/<pid>/stat). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}

/** The site's own workerd (the one with the debug port; the other is wrangler's proxy). */
function siteRuntimePid(site: RunningSite): number | null {
  if (!site.pids.wrangler) return null
  const workerds = descendants(site.pids.wrangler).filter((row) => /workerd\s/.test(row.args))
  return workerds.find((row) => row.args.includes('--debug-port'))?.pid ?? null
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers })
  const body = await response.text()
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`)
  return { status: response.headers.get('X-Page-Cache'), body }
}

/** CPU of the site's runtime per request, over `count` sequential requests. */
async function cpuPerRequest(pid: number, count: number, request: () => Promise<unknown>): Promise<number> {
  const before = cpuMs(pid)
  for (let i = 0; i < count; i++) await request()
  return (cpuMs(pid) - before) / count
}

/**
 * The home page's own bytes as a built file, the baseline: a static answer that differs from the cached page only
 * in how it is served. (The nearest built asset in size was the baseline before; 15 % fewer bytes made about as
 * much of the difference as the serving did.) `.txt`, so the asset server answers it as it is, with no HTML
 * handling.
 */
const PAGE_COPY = 'bench-home-page-copy.txt'

/** Starts and stops the run's site (bench/run.ts): the copy must be among the built files before its site starts. */
export interface SiteStarter {
  start(): Promise<RunningSite>
  stop(site: RunningSite): Promise<void>
  /** Where the replaying Worker (replay-worker/) is served beside the site. */
  replayWorkerPort: number
}

export async function edgeSection({ start, stop, replayWorkerPort }: SiteStarter): Promise<string> {
  const first = await start()
  let page: Uint8Array
  try {
    page = new Uint8Array(await (await fetch(`${first.runtimeOrigin ?? first.origin}/`)).arrayBuffer())
  } finally {
    await stop(first)
  }
  const copyFile = join(first.distClient, 'assets', PAGE_COPY)
  writeFileSync(copyFile, page)
  try {
    const site = await start()
    try {
      const replay = await startReplayWorker(replayWorkerPort, site.runtimeOrigin ?? site.origin)
      try {
        return await measured(site, { path: `/assets/${PAGE_COPY}`, size: page.byteLength }, replay)
      } finally {
        await replay.stop()
      }
    } finally {
      await stop(site)
    }
  } finally {
    rmSync(copyFile, { force: true })
  }
}

async function latencies(urls: string[]) {
  for (const url of urls) await load({ url, durationSeconds: WARM_UP_SECONDS, connections: CONNECTIONS })
  const samples = new Map<string, Sample[]>(urls.map((url) => [url, []]))
  const loads = [load1()]
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`edge: round ${round} of ${ROUNDS}`)
    for (const url of urls)
      samples
        .get(url)!
        .push(await load({ url, durationSeconds: SECONDS_PER_TARGET / ROUNDS, connections: CONNECTIONS }))
  }
  loads.push(load1())
  return { results: urls.map((url) => summarize(combine(samples.get(url)!))), loads }
}

async function measured(
  site: RunningSite,
  sameSize: { path: string; size: number },
  replayWorker: ReplayWorker,
): Promise<string> {
  const replayOrigin = replayWorker.origin
  const origin = site.runtimeOrigin ?? site.origin
  const staticPath = staticAssetPath(site.distClient)
  const home = `${origin}/`
  // The copy in the colo cache: the first GET renders and stores it.
  const first = await get(home)
  const served = await get(home)
  const pageBytes = new TextEncoder().encode(first.body).length

  const replayed = await get(`${replayOrigin}/replay`)
  if (replayed.body !== first.body) throw new Error('The replaying Worker did not answer the page the site serves')
  const targets = ['/', sameSize.path, staticPath].map((path) => `${origin}${path}`)
  const { results, loads } = await latencies([...targets, `${replayOrigin}/bytes`, `${replayOrigin}/replay`])
  const [page, asset, entry, bytesOnly, replay] = results as [Summary, Summary, Summary, Summary, Summary]
  const ratio = page.p50Ms / asset.p50Ms
  const vsAsset = (summary: Summary) => `${(summary.p50Ms / asset.p50Ms).toFixed(2)}x`
  const afterLoad = await get(home)

  const pid = siteRuntimePid(site)
  const owner = await ownerCookie(site.persistTo)
  const cpuLoad = load1()
  // A signed-in GET renders the page afresh and stores nothing: the work of a render no cache answers.
  const renderCpu = pid ? await cpuPerRequest(pid, RENDERS, () => get(home, { Cookie: owner })) : Number.NaN
  const hitCpu = pid ? await cpuPerRequest(pid, HITS, () => get(home)) : Number.NaN
  const assetCpu = pid ? await cpuPerRequest(pid, HITS, () => get(`${origin}${sameSize.path}`)) : Number.NaN

  // An owner's edit, then the very next anonymous request.
  const headline = `Bench edit ${Date.now().toString(36)}`
  const before = await get(home)
  const edit = (content: string) =>
    fetch(`${origin}/api/content-edits`, {
      method: 'POST',
      headers: { Cookie: owner, Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ featureId: 'hero-section', fieldId: 'main-headline', content }),
    })
  const edited = await edit(headline)
  if (!edited.ok) throw new Error(`The owner's edit failed: ${edited.status} ${await edited.text()}`)
  const next = await get(home)
  await edit('')
  const seen = next.body.includes(headline)

  const verdict = ratio <= TARGET_RATIO ? 'yes' : 'no'
  return [
    '## Public pages from the colo cache (edge)',
    '',
    `Requests to ${site.runtimeOrigin ? "the runtime's own socket (past wrangler's proxy, decision 040)" : "wrangler's port"}.` +
      ` autocannon, ${CONNECTIONS} connections, ${SECONDS_PER_TARGET} s per target in ${ROUNDS} alternating rounds` +
      ` after a ${WARM_UP_SECONDS} s warm-up; load average (1 min) ${loads.join(' → ')}.`,
    `\`GET /\` was answered ${served.status} before the rounds and ${afterLoad.status} after them.`,
    '',
    `| Target | Requests/s | p50 (ms) | p99 (ms) | p50 vs static | Within ${TARGET_RATIO}x |`,
    '|---|---:|---:|---:|---:|---|',
    `| GET ${sameSize.path} (static, the page's bytes, ${kB(sameSize.size)}) | ` +
      `${Math.round(asset.requestsPerSecond)} | ${ms(asset.p50Ms)} | ${ms(asset.p99Ms)} | baseline | |`,
    `| GET / (colo cache, ${kB(pageBytes)}) | ${Math.round(page.requestsPerSecond)} | ${ms(page.p50Ms)} | ` +
      `${ms(page.p99Ms)} | ${ratio.toFixed(2)}x | ${verdict} |`,
    `| GET ${staticPath} (static, the entry script) | ${Math.round(entry.requestsPerSecond)} | ${ms(entry.p50Ms)} | ` +
      `${ms(entry.p99Ms)} | ${(page.p50Ms / entry.p50Ms).toFixed(2)}x | |`,
    `| A Worker answering the page's bytes alone | ${Math.round(bytesOnly.requestsPerSecond)} | ` +
      `${ms(bytesOnly.p50Ms)} | ${ms(bytesOnly.p99Ms)} | ${vsAsset(bytesOnly)} | |`,
    `| A Worker replaying the site's whole answer, headers and all | ${Math.round(replay.requestsPerSecond)} | ` +
      `${ms(replay.p50Ms)} | ${ms(replay.p99Ms)} | ${vsAsset(replay)} | |`,
    '',
    `The last two rows are Workers that run no code of the site's (bench/replay-worker/), served the same way` +
      `${replayWorker.throughProxy ? " but through wrangler's proxy (their runtime's socket was not found)" : ''}: ` +
      `what they cost over the file is the runtime's dispatch to a Worker and the answer's headers. ` +
      `The site's own code on a cache hit: \`GET /\` at ${(page.p50Ms / replay.p50Ms).toFixed(2)}x the Worker ` +
      `that replays it.`,
    '',
    `Site runtime CPU per request (/proc, load average ${cpuLoad}): a render of \`/\` no cache answers ` +
      `${renderCpu.toFixed(1)} ms (${RENDERS} signed-in GETs, one at a time); from the colo cache ` +
      `${hitCpu.toFixed(1)} ms (${HITS} anonymous GETs); the static asset of its size ${assetCpu.toFixed(1)} ms ` +
      `(${HITS} GETs).`,
    '',
    `An owner's edit of the hero headline through the admin API: the GET before it answered ${before.status}, ` +
      `the next anonymous GET answered ${next.status} and ${seen ? 'showed' : '**did not show**'} the edit.`,
  ].join('\n')
}
