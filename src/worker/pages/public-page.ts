// A public page as HTML: rendered from the same public reads the browser would make (through this Worker's
// own API, without the visitor's cookies, so nothing personal is in it) and put into the built shell. It is
// kept by page-edge-cache.ts (decision 070); a page that shows feeds is fresh no longer than the first of its
// feed copies (decision 038).
import { PUBLIC_READ_CACHE_SECONDS } from '../../shared/constants.ts'
import { isFeatureEnabled } from '../../shared/features.ts'
import { FALLBACK_SHELL, fillShell } from './render/page-shell.ts'
import type { FeedRead } from './render/page-feeds.ts'
import { PAGE_READS, pageFeeds, renderPublicPage } from './render/render-page.tsx'
import type { PageData } from '../../client/islands/page-data.ts'
import { buildMark, type RenderedHtml } from './page-edge-cache.ts'

/** Answers a GET of our own API the way the browser's request would be answered, minus its cookies. */
export type ReadApi = (path: string) => Promise<Response>

type Query = PageData['queries'][number]

/** The built index.html from the static assets; the tests' Worker has none and uses the bare shell. */
export async function loadShell(assets: Fetcher | undefined, origin: string): Promise<string> {
  try {
    const response = await assets?.fetch(new Request(new URL('/', origin)))
    if (response?.ok) return await response.text()
  } catch {
    // No assets binding here: the bare shell below.
  }
  return FALLBACK_SHELL
}

const buildMarks = new WeakMap<Fetcher, string>()

/**
 * The mark of the build whose assets these are (page-edge-cache.ts keys its copies by it). An isolate runs one
 * version of the Worker with that version's assets binding, so the shell is read once per binding; a read that
 * failed and fell back to the bare shell is not kept.
 */
export async function shellBuild(assets: Fetcher | undefined, origin: string): Promise<string> {
  const known = assets && buildMarks.get(assets)
  if (known) return known
  const shell = await loadShell(assets, origin)
  const mark = await buildMark(shell)
  if (assets && shell !== FALLBACK_SHELL) buildMarks.set(assets, mark)
  return mark
}

interface Answer {
  query: Query
  /** When the data was fetched from its source, if the API says (the feeds do). */
  fetchedAt: number | null
}

async function readQuery(read: ReadApi, queryKey: readonly unknown[], path: string): Promise<Answer | null> {
  const response = await read(path).catch(() => null)
  if (!response?.ok) return null
  const lastModified = Date.parse(response.headers.get('Last-Modified') ?? '')
  return { query: [queryKey, await response.json()], fetchedAt: Number.isFinite(lastModified) ? lastModified : null }
}

/** The feeds whose sections are on (SPEC §4: no answer means every feature is on). */
function wantedFeeds(feeds: readonly FeedRead[], toggles: Answer | null): FeedRead[] {
  const list = toggles?.query[1] as { featureId: string; isEnabled: boolean }[] | undefined
  const map = list && new Map(list.map((toggle) => [toggle.featureId, toggle.isEnabled]))
  return feeds.filter((feed) => feed.features.every((feature) => isFeatureEnabled(map, feature)))
}

/**
 * How long a page made at `now` may be kept: the public read time, cut to the moment the first feed copy it
 * shows goes stale (a copy with no fetch time counts from now). 0 when one is stale already: its refresh is
 * under way and drops the pages when it lands, and until then each visit renders afresh.
 */
export function keepSeconds(feeds: readonly { ttlSeconds: number; fetchedAt: number | null }[], now: number): number {
  const ends = feeds.map((feed) => (feed.fetchedAt ?? now) + feed.ttlSeconds * 1000)
  const end = Math.min(now + PUBLIC_READ_CACHE_SECONDS * 1000, ...ends)
  return Math.max(0, Math.floor((end - now) / 1000))
}

interface LoadedReads {
  pageData: PageData
  feeds: Query[]
  /** False when any read failed: such a page is shown once and not kept. */
  complete: boolean
  keepSeconds: number
}

/** Each read that answered; a failed read is left out (its section shows its defaults, a feed says it failed). */
async function loadReads(read: ReadApi, feeds: readonly FeedRead[]): Promise<LoadedReads> {
  const now = Date.now()
  const reads = PAGE_READS.map(({ queryKey, path }) => readQuery(read, queryKey, path))
  const toggles = await reads[PAGE_READS.findIndex((r) => r.path === '/api/feature-toggles')]!
  const wanted = wantedFeeds(feeds, toggles)
  const [pageAnswers, feedAnswers] = await Promise.all([
    Promise.all(reads),
    Promise.all(wanted.map(({ queryKey, path }) => readQuery(read, queryKey, path))),
  ])
  const answered = (answers: (Answer | null)[]) => answers.flatMap((answer) => (answer ? [answer.query] : []))
  const shown = wanted.map((feed, index) => ({
    ttlSeconds: feed.ttlSeconds,
    fetchedAt: feedAnswers[index]?.fetchedAt ?? null,
  }))
  return {
    pageData: { queries: answered(pageAnswers) },
    feeds: answered(feedAnswers),
    complete: [...pageAnswers, ...feedAnswers].every((answer) => answer !== null),
    keepSeconds: keepSeconds(shown, now),
  }
}

/** The page's HTML and how long it may be kept, or null when the Worker renders no page at this path. */
export async function renderPageHtml(
  path: string,
  read: ReadApi,
  assets: Fetcher | undefined,
  origin: string,
): Promise<RenderedHtml | null> {
  const [shell, loaded] = await Promise.all([loadShell(assets, origin), loadReads(read, pageFeeds(path))])
  const page = renderPublicPage(path, loaded.pageData, loaded.feeds, origin)
  if (!page) return null
  return { html: fillShell(shell, path, page), keepSeconds: loaded.complete ? loaded.keepSeconds : 0 }
}
