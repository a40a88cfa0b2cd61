// GET of the public pages (/, /old, the legal pages): whole HTML rendered here (pages/public-page.ts)
// and kept in each colo's cache for anonymous visitors (page-edge-cache.ts, decision 070).
// wrangler.toml runs the Worker first for exactly these paths; every other page is the client app.
import { type Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { SESSION_COOKIE } from '../../shared/constants.ts'
import { PUBLIC_PAGE_PATHS } from '../../shared/public-pages.ts'
import { createDb } from '../platform/db/client.ts'
import { publicPagesVersionNow } from '../platform/page-version.ts'
import { bypassingCache, fromEdgeCache } from './page-edge-cache.ts'
import { renderPageHtml, shellBuild } from './public-page.ts'
import type { AppEnv } from '../env.ts'

export function publicPageRoutes(readApi: (c: Context<AppEnv>, path: string) => Promise<Response>) {
  const routes = new Hono<AppEnv>()
  for (const path of PUBLIC_PAGE_PATHS) {
    routes.get(path, async (c) => {
      const origin = new URL(c.req.url).origin
      const render = () => renderPageHtml(path, (apiPath) => readApi(c, apiPath), c.env.ASSETS, origin)
      // Anyone signed in, the owner above all, sees what D1 holds now; the page is the same for them, but a
      // copy they were served must never be one another colo had not yet caught up on.
      const version = await publicPagesVersionNow(createDb(c.env.DB))
      const response = getCookie(c, SESSION_COOKIE)
        ? await bypassingCache(render, c)
        : await fromEdgeCache(c, path, { version, build: await shellBuild(c.env.ASSETS, origin) }, render)
      return response ?? c.notFound()
    })
  }
  return routes
}
