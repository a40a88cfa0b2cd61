// Every GET no other route answered. wrangler.toml runs the Worker first for all but the built files, so an address
// nobody knows reaches here instead of the assets' single-page fallback, which answers 200 to anything: a search
// engine or a link checker must read a mistyped or retired address as gone. The client app's own pages get the
// shell as the assets would serve it.
import { Hono } from 'hono'
import { escapeHtml } from '../../shared/escape-html.ts'
import { isAppPagePath } from '../../shared/public-pages.ts'
import { loadShell } from './public-page.ts'
import type { AppEnv } from '../env.ts'

// SPEC §2's words; the client app draws the same page over it once its script runs (pages/not-found.tsx).
const NOT_FOUND_BODY =
  '<main><h1>404 Page Not Found</h1><p>Did you forget to add the page to the router?</p>' +
  '<a href="/">Return to Homepage</a></main>'

export function notFoundPageRoutes() {
  return new Hono<AppEnv>().get('*', async (c) => {
    const url = new URL(c.req.url)
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return c.notFound()
    const asset = await fetchAsset(c.env.ASSETS, c.req.raw)
    // A built file the wrangler.toml list does not name yet is still served, and so is the assets' redirect (an
    // address ending in .html); only the shell answered 200 to an address nobody knows stands for a missing page.
    const isShell = asset?.status === 200 && asset.headers.get('Content-Type')?.startsWith('text/html') === true
    if (asset && (isAppPagePath(url.pathname) || !isShell)) return new Response(asset.body, asset)
    return c.html(notFoundPage(await loadShell(c.env.ASSETS, url.origin)), 404, { 'Cache-Control': 'no-store' })
  })
}

/**
 * The shell with the words in #root and no page data: the client app then starts as on any of its own pages (an
 * address with stray quotes is cleaned and reloaded, src/client/lib/path-cleanup.ts) and draws the same page.
 */
function notFoundPage(shell: string): string {
  return shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml('404 Page Not Found')}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root">${NOT_FOUND_BODY}</div>`)
}

async function fetchAsset(assets: Fetcher | undefined, request: Request): Promise<Response | null> {
  try {
    return (await assets?.fetch(request)) ?? null
  } catch {
    return null
  }
}
