// Public reads the spec lets us cache (feature toggles for 60 s, and the FAQ and content lists that change
// as rarely) are kept in the isolate's memory, so a home page visit costs no database round trip.
// A write through this Worker clears its entry at once; other isolates catch up within the TTL.
//
// Only settled values are shared between requests, never a load in flight. On Workers a request's I/O belongs
// to that request: if it is cancelled (the visitor leaves), its pending query never settles, and every other
// request awaiting the same promise would wait with it. So a request that misses loads for itself; a burst of
// misses at expiry costs a few duplicate queries, never a stalled page.
interface Entry {
  expiresAt: number
  value: unknown
}

const entries = new Map<string, Entry>()
/** Bumped by every invalidation, so a load that began before a write never stores what it read. */
let generation = 0
/** When this isolate last dropped its pages: a copy rendered before then is not served here (page-edge-cache.ts). */
let pagesForgottenAt = 0

export async function cached<T>(key: string, ttlSeconds: number, load: () => PromiseLike<T>): Promise<T> {
  // Awaited once, here: a Drizzle query is a thenable that runs again every time it is awaited.
  return cachedFor(key, async () => ({ value: await load(), keepSeconds: ttlSeconds }))
}

/** What a load gives when only the value itself knows how long it may be kept (0: not at all). */
export interface Kept<T> {
  value: T
  keepSeconds: number
}

/** As cached(), for a value whose own content decides its lifetime (a page holding feeds of shorter TTLs). */
export async function cachedFor<T>(key: string, load: () => Promise<Kept<T>>): Promise<T> {
  const hit = entries.get(key)
  if (hit && hit.expiresAt > Date.now()) return hit.value as T
  const startedIn = generation
  // A failed load throws to this request and stores nothing.
  const { value, keepSeconds } = await load()
  if (startedIn === generation && keepSeconds > 0)
    entries.set(key, { expiresAt: Date.now() + keepSeconds * 1000, value })
  return value
}

/** Rendered public pages are made from the reads above, so a write that clears a read clears them too. */
const PAGE_PREFIX = 'page:'

export function pageCacheKey(path: string): string {
  return `${PAGE_PREFIX}${path}`
}

export function invalidate(key: string): void {
  entries.delete(key)
  forgetPages()
}

/** Drops the rendered pages (and keeps any render under way from storing what it read before). */
export function forgetPages(): void {
  generation += 1
  pagesForgottenAt = Date.now()
  for (const cachedKey of entries.keys()) if (cachedKey.startsWith(PAGE_PREFIX)) entries.delete(cachedKey)
}

export function invalidateAll(): void {
  generation += 1
  pagesForgottenAt = Date.now()
  entries.clear()
}

/** Changes with every invalidation: an admin write that changed it changed what the public pages show. */
export function pagesGeneration(): number {
  return generation
}

export function lastPagesForgottenAt(): number {
  return pagesForgottenAt
}

export const CACHE_KEYS = {
  featureToggles: 'feature-toggles',
  contentEdits: 'content-edits',
  faqs: 'faqs',
  siteSettings: 'site-settings',
  events: 'events',
  facebookPosts: 'facebook-posts',
  tiktokLive: 'tiktok-live',
  /** The home page's path prices (not cached itself; naming it clears the rendered pages). */
  prices: 'prices',
} as const
