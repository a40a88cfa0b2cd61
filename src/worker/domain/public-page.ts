// A public page as HTML: rendered from the same public reads the browser would make (through this Worker's
// own API, without the visitor's cookies, so nothing personal is in it), put into the built shell, and kept
// like those reads (docs/decisions/002): cleared by any admin write that clears a read.
import { PUBLIC_READ_CACHE_SECONDS } from '../../shared/constants.ts'
import { FALLBACK_SHELL, fillShell } from '../../client/server/page-shell.ts'
import { PAGE_READS, renderPublicPage } from '../../client/server/render-page.tsx'
import type { PageData } from '../../client/islands/page-data.ts'
import { cached, forget, pageCacheKey } from './read-cache.ts'

/** Answers a GET of our own API the way the browser's request would be answered, minus its cookies. */
export type ReadApi = (path: string) => Promise<Response>

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

/** Each read that answered; a read that failed is left out and its section shows its built-in defaults. */
async function loadPageData(read: ReadApi): Promise<{ data: PageData; complete: boolean }> {
  const answers = await Promise.all(
    PAGE_READS.map(async ({ queryKey, path }) => {
      const response = await read(path).catch(() => null)
      return response?.ok ? ([queryKey, await response.json()] as [readonly unknown[], unknown]) : null
    }),
  )
  const queries = answers.filter((answer) => answer !== null)
  return { data: { queries }, complete: queries.length === answers.length }
}

/** The page's HTML, or null when the Worker renders no page at this path. */
export async function publicPageHtml(
  path: string,
  read: ReadApi,
  assets: Fetcher | undefined,
  origin: string,
): Promise<string | null> {
  const key = pageCacheKey(path)
  let complete = true
  const html = await cached(key, PUBLIC_READ_CACHE_SECONDS, async () => {
    const [shell, loaded] = await Promise.all([loadShell(assets, origin), loadPageData(read)])
    complete = loaded.complete
    const page = renderPublicPage(path, loaded.data)
    return page && fillShell(shell, path, page)
  })
  if (!complete) forget(key)
  return html
}
