// Anonymous GETs of the public pages are answered from the colo's cache (the Cache API, caches.default), under
// a key that holds the pages' version (platform/page-version.ts), so an admin write reaches every colo at once
// without a purge call to each (decision 070), and the build that made the copy, so a deploy does too (133).
// A copy is fresh for its keep time (a minute at most, less while it shows a feed that ends sooner); after that
// the next visitor still gets it at once while the Worker renders its successor in the background, for up to
// STALE_SECONDS. Each isolate also keeps the last copy of each page in memory, in front of the Cache API.
// Nothing in a copy depends on the visitor: the pages are rendered without cookies, and what changes by the
// minute (seats, sold out) is read after load.
import type { Context } from 'hono'
import type { AppEnv } from '../env.ts'
import { lastPagesForgottenAt } from '../platform/read-cache.ts'

/** How long a copy past its fresh time may still be served while its successor renders. */
export const STALE_SECONDS = 24 * 60 * 60
/** A revalidation not finished after this long is presumed lost, and the next visitor may start another. */
const REVALIDATE_LEASE_MS = 30_000

/** Stored with each copy, never sent: when it stops being fresh, and when its reads were made. */
const FRESH_UNTIL = 'X-Fresh-Until'
const RENDERED_AT = 'X-Rendered-At'
/** What the visitor's answer came from: HIT, STALE (its successor is rendering), MISS or BYPASS (signed in). */
export const PAGE_CACHE_STATUS = 'X-Page-Cache'
const HTML = 'text/html; charset=UTF-8'

export interface RenderedHtml {
  html: string
  /** 0: shown once and not kept (a read failed, or a feed copy it shows is already stale). */
  keepSeconds: number
}

interface Copy {
  /** The page as UTF-8, made once: encoding 80 kB of text on every hit cost more than the rest of the hit. */
  bytes: Uint8Array<ArrayBuffer>
  etag: string
  freshUntil: number
  keepSeconds: number
}

/**
 * The last copy of each page this isolate made or fetched, in front of the Cache API: a hit from memory costs
 * no round trip to the colo's cache (measured: that trip made a cached page 2.7x a static asset's time).
 * One entry per path, so its size is bounded by the pages, whatever the versions.
 */
const inMemory = new Map<string, { key: string; copy: Copy; renderedAt: number }>()

function remember(key: CacheKey, copy: Copy, renderedAt: number): void {
  if (copy.keepSeconds > 0) inMemory.set(key.path, { key: key.url, copy, renderedAt })
}

/** A copy made before this isolate last had a new feed copy is stale here (see stored()). */
function superseded(renderedAt: number): boolean {
  return renderedAt < lastPagesForgottenAt()
}

function fromMemory(key: CacheKey): Copy | null {
  const entry = inMemory.get(key.path)
  if (!entry || entry.key !== key.url) return null
  // As long as the colo's cache would keep it, no longer.
  if (entry.copy.freshUntil + STALE_SECONDS * 1000 < Date.now()) return null
  return superseded(entry.renderedAt) ? { ...entry.copy, freshUntil: 0 } : entry.copy
}

/** The colo's cache. The Worker's types include the DOM library (for JSX), whose CacheStorage has no default. */
const coloCache = (): Cache => (caches as unknown as { default: Cache }).default

// Only start times are shared between requests, never a promise (read-cache.ts says why).
const revalidatingSince = new Map<string, number>()

/** Forgets every copy held in memory, as a new isolate starts (the Cache API's copies are the colo's). */
export function forgetCopiesInMemory(): void {
  inMemory.clear()
  revalidatingSince.clear()
}

/** A copy's address in the colo's cache, and its page. Kept as text: a hit from memory builds no Request for it. */
interface CacheKey {
  url: string
  path: string
}

/** Which copies a request may be answered with: those of this version of the pages, made by this build. */
export interface PagesGeneration {
  /** The pages' version, moved by an admin write (platform/page-version.ts). */
  version: number
  /** The build's mark (buildMark): a copy names its build's hashed script and stylesheet, gone after a deploy. */
  build: string
}

function cacheKey(requestUrl: string, path: string, { version, build }: PagesGeneration): CacheKey {
  // The canonical address: a visitor's query string (utm_source, fbclid…) does not make a copy of its own.
  return { url: `${new URL(requestUrl).origin}${path}?v=${version}&build=${build}`, path }
}

async function shortDigest(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', bytes)
  return [...new Uint8Array(digest).slice(0, 10)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

async function etagOf(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return `W/"${await shortDigest(bytes)}"`
}

/** A build's mark, from the shell its pages are rendered into: the shell names the build's hashed assets. */
export function buildMark(shell: string): Promise<string> {
  return shortDigest(new TextEncoder().encode(shell))
}

/**
 * Browsers ask again on every visit (and get a 304 while the copy is the same), so an owner who edits a page
 * sees the edit on the next load; shared caches in front (Cloudflare's, any CDN's) may keep it briefly and
 * serve it stale while they ask again (CDN-Cache-Control, RFC 9213).
 */
function cacheHeaders(keepSeconds: number): Record<string, string> {
  if (keepSeconds <= 0) return { 'Cache-Control': 'no-cache' }
  return {
    'Cache-Control': 'public, max-age=0, must-revalidate',
    'CDN-Cache-Control': `public, max-age=${keepSeconds}, stale-while-revalidate=${STALE_SECONDS}`,
  }
}

function answer(c: Context<AppEnv>, copy: Copy, status: 'HIT' | 'STALE' | 'MISS'): Response {
  // What is left of its fresh time (a stale copy: a second, while its successor renders).
  const keep = status === 'MISS' ? copy.keepSeconds : Math.max(1, Math.ceil((copy.freshUntil - Date.now()) / 1000))
  const headers = { ...cacheHeaders(keep), ETag: copy.etag, [PAGE_CACHE_STATUS]: status }
  if (c.req.header('If-None-Match') === copy.etag) return c.body(null, 304, headers)
  return c.body(copy.bytes, 200, { ...headers, 'Content-Type': HTML })
}

async function makeCopy(render: () => Promise<RenderedHtml | null>): Promise<Copy | null> {
  const rendered = await render()
  if (!rendered) return null
  const bytes = new TextEncoder().encode(rendered.html)
  return {
    bytes,
    etag: await etagOf(bytes),
    freshUntil: Date.now() + rendered.keepSeconds * 1000,
    keepSeconds: rendered.keepSeconds,
  }
}

async function store(key: CacheKey, copy: Copy, renderedAt: number): Promise<void> {
  if (copy.keepSeconds <= 0) return
  remember(key, copy, renderedAt)
  const response = new Response(copy.bytes, {
    headers: {
      'Content-Type': HTML,
      ETag: copy.etag,
      // How long the colo keeps it at all: fresh, then servable while its successor renders.
      'Cache-Control': `public, max-age=${copy.keepSeconds + STALE_SECONDS}`,
      [FRESH_UNTIL]: String(copy.freshUntil),
      [RENDERED_AT]: String(renderedAt),
    },
  })
  await coloCache().put(key.url, response)
}

/** A stored copy, stale already when this isolate has had a new feed copy since it was made. */
async function stored(key: CacheKey): Promise<Copy | null> {
  const response = await coloCache().match(key.url)
  if (!response) return null
  // The cron's refresh of a feed here supersedes the pages made before it: served once more while the next
  // renders, as when a copy reaches its fresh time. (Admin writes move the version instead: a miss.)
  const renderedAt = Number(response.headers.get(RENDERED_AT))
  const freshUntil = Number(response.headers.get(FRESH_UNTIL))
  // Stored copies were all kept (store() keeps none with no keep time); its own keep time is spent from here.
  const bytes = new Uint8Array(await response.arrayBuffer())
  const etag = response.headers.get('ETag') ?? ''
  const copy = { bytes, etag, freshUntil, keepSeconds: 1 }
  remember(key, copy, renderedAt)
  return superseded(renderedAt) ? { ...copy, freshUntil: 0 } : copy
}

async function revalidate(key: CacheKey, render: () => Promise<RenderedHtml | null>): Promise<void> {
  const since = revalidatingSince.get(key.url)
  if (since !== undefined && Date.now() - since < REVALIDATE_LEASE_MS) return
  revalidatingSince.set(key.url, Date.now())
  try {
    const renderedAt = Date.now()
    const copy = await makeCopy(render)
    if (copy) await store(key, copy, renderedAt)
  } finally {
    revalidatingSince.delete(key.url)
  }
}

/** The page for an anonymous visitor: the colo's copy of this generation, or a new one rendered and stored. */
export async function fromEdgeCache(
  c: Context<AppEnv>,
  path: string,
  generation: PagesGeneration,
  render: () => Promise<RenderedHtml | null>,
): Promise<Response | null> {
  const key = cacheKey(c.req.url, path, generation)
  // Memory first; the colo's cache when memory has nothing fresh (another isolate may have rendered since).
  const remembered = fromMemory(key)
  const hit = remembered && remembered.freshUntil > Date.now() ? remembered : ((await stored(key)) ?? remembered)
  if (hit && hit.freshUntil > Date.now()) return answer(c, hit, 'HIT')
  if (hit) {
    c.executionCtx.waitUntil(revalidate(key, render))
    return answer(c, hit, 'STALE')
  }
  const renderedAt = Date.now()
  const copy = await makeCopy(render)
  if (!copy) return null
  // Stored before answering: a miss is rare (once per colo per version or keep time) and the put is local.
  await store(key, copy, renderedAt)
  return answer(c, copy, 'MISS')
}

/** A signed-in visitor (the owner checking an edit) gets a page rendered now, kept by no one. */
export async function bypassingCache(render: () => Promise<RenderedHtml | null>, c: Context<AppEnv>) {
  const rendered = await render()
  if (!rendered) return null
  return c.html(rendered.html, 200, { 'Cache-Control': 'private, no-cache', [PAGE_CACHE_STATUS]: 'BYPASS' })
}
