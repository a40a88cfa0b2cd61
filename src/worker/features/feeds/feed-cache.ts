// Each public feed lives in KV under its own key as { data, fetchedAt } (plus failedAt after a failed
// refresh), with the TTLs of SPEC §7. A read serves KV: fresh as it is, expired while a refresh runs in the
// background, and only with nothing cached at all does the visitor wait for the upstream. A refresh that
// fails writes nothing over the data, so the last good copy keeps being served; it records failedAt, so a
// dead upstream is retried once per TTL rather than by every visitor.
import { log } from '../../platform/log.ts'
import { loggableError } from '../../platform/loggable-error.ts'
import { UpstreamError } from '../../platform/adapters/safe-fetch.ts'
import { HttpError } from '../../platform/http-error.ts'
import { forgetPages } from '../../platform/read-cache.ts'

export interface CachedFeed<T> {
  data: T
  /** When data was fetched (ms since the epoch). */
  fetchedAt: number
  /** When the last refresh failed, if it did after fetchedAt. */
  failedAt?: number
}

export interface FeedSource<T> {
  /** The KV key. */
  key: string
  ttlSeconds: number
  /** What a visitor reads when there is nothing to serve (SPEC §8's sentences). */
  unavailableMessage: string
  load(env: Env): Promise<T>
}

export type RefreshResult<T> = { ok: true; data: T } | { ok: false }

/** Due for a refresh: missing, or its last fetch or failed attempt is a TTL old. */
export function isDue(entry: CachedFeed<unknown> | null, ttlSeconds: number, now: number): boolean {
  if (!entry) return true
  const lastAttempt = Math.max(entry.fetchedAt, entry.failedAt ?? 0)
  return now - lastAttempt >= ttlSeconds * 1000
}

export function readCachedFeed<T>(env: Env, source: FeedSource<T>): Promise<CachedFeed<T> | null> {
  return env.FEEDS.get<CachedFeed<T>>(source.key, 'json')
}

// Background refreshes this isolate has under way, by feed: a burst of visitors to an expired feed starts
// one. Only start times are shared between requests, never a promise: a promise made by one request and
// awaited by another can hang when the first is cancelled.
const refreshingSince = new Map<string, number>()
/** After this long a refresh is presumed lost, and the next visitor may start another. */
const REFRESH_LEASE_MS = 30_000

/**
 * Fetches the feed from its source and stores it; on failure leaves the data as it was. A new copy drops this
 * isolate's rendered pages, which show the feeds (other isolates' pages end with the copy they hold).
 */
export async function refreshFeed<T>(env: Env, source: FeedSource<T>, now = Date.now()): Promise<RefreshResult<T>> {
  try {
    const data = await source.load(env)
    await env.FEEDS.put(source.key, JSON.stringify({ data, fetchedAt: now } satisfies CachedFeed<T>))
    forgetPages()
    return { ok: true, data }
  } catch (error) {
    // An upstream failing is the outside world, not a bug here: a warning. Anything else is an error. The
    // old copy stays either way.
    const previous = await readCachedFeed(env, source)
    const outcome = `Feed ${source.key} ${previous ? 'kept its last good copy' : 'has no copy to serve'}`
    if (error instanceof UpstreamError) log.warn(outcome, { error: error.message })
    else log.error(outcome, { error: loggableError(error) })
    if (previous)
      await env.FEEDS.put(source.key, JSON.stringify({ ...previous, failedAt: now } satisfies CachedFeed<T>))
    return { ok: false }
  }
}

function refreshInBackground(
  env: Env,
  source: FeedSource<unknown>,
  now: number,
  background: ReadOptions['background'],
): void {
  const since = refreshingSince.get(source.key)
  if (since !== undefined && now - since < REFRESH_LEASE_MS) return
  refreshingSince.set(source.key, now)
  background(refreshFeed(env, source, now).finally(() => refreshingSince.delete(source.key)))
}

export interface ReadOptions {
  now?: number
  /** Keeps a background refresh alive after the answer has gone (the request's waitUntil). */
  background(promise: Promise<unknown>): void
}

/**
 * The feed's copy as a visitor should see it now, with when it was fetched; 502 with the feed's sentence when
 * there is none at all.
 */
export async function readFeed<T>(
  env: Env,
  source: FeedSource<T>,
  { now = Date.now(), background }: ReadOptions,
): Promise<Pick<CachedFeed<T>, 'data' | 'fetchedAt'>> {
  const entry = await readCachedFeed(env, source)
  if (entry) {
    if (isDue(entry, source.ttlSeconds, now)) refreshInBackground(env, source, now, background)
    return entry
  }
  // The loaded data itself, not a read back: KV may answer a key it just missed with the cached miss.
  const refreshed = await refreshFeed(env, source, now)
  if (!refreshed.ok) throw new HttpError(502, source.unavailableMessage)
  return { data: refreshed.data, fetchedAt: now }
}

/** Drops a feed's copy so the next read loads it afresh (after the admin changes what it is built from). */
export function forgetFeed(env: Env, source: FeedSource<unknown>): Promise<void> {
  return env.FEEDS.delete(source.key)
}
