// Public reads the spec lets us cache (feature toggles for 60 s, and the FAQ and content lists that change
// as rarely) are kept in the isolate's memory, so a home page visit costs no database round trip.
// A write through this Worker clears its entry at once; other isolates catch up within the TTL.
interface Entry {
  expiresAt: number
  value: Promise<unknown>
}

const entries = new Map<string, Entry>()

export async function cached<T>(key: string, ttlSeconds: number, load: () => PromiseLike<T>): Promise<T> {
  const hit = entries.get(key)
  if (hit && hit.expiresAt > Date.now()) return hit.value as Promise<T>
  // A real promise, settled once: a Drizzle query is a thenable that runs again every time it is awaited,
  // so caching the query itself would cache nothing.
  const value = Promise.resolve().then(load)
  entries.set(key, { expiresAt: Date.now() + ttlSeconds * 1000, value })
  // A failed load must not be served for a minute.
  value.catch(() => entries.delete(key))
  return value
}

/** Rendered public pages are made from the reads above, so a write that clears a read clears them too. */
const PAGE_PREFIX = 'page:'

export function pageCacheKey(path: string): string {
  return `${PAGE_PREFIX}${path}`
}

export function invalidate(key: string): void {
  entries.delete(key)
  for (const cachedKey of entries.keys()) if (cachedKey.startsWith(PAGE_PREFIX)) entries.delete(cachedKey)
}

/** Drops one entry only: a page rendered from incomplete reads must not be served for a minute. */
export function forget(key: string): void {
  entries.delete(key)
}

export function invalidateAll(): void {
  entries.clear()
}

export const CACHE_KEYS = {
  featureToggles: 'feature-toggles',
  contentEdits: 'content-edits',
  faqs: 'faqs',
  siteSettings: 'site-settings',
  events: 'events',
  facebookPosts: 'facebook-posts',
  tiktokLive: 'tiktok-live',
} as const
