// GET of the public pages (/, /old, the legal pages): whole HTML rendered here (features/content/public-page.ts).
// wrangler.toml runs the Worker first for exactly these paths; every other page is the client app.
import { type Context, Hono } from 'hono'
import { PUBLIC_PAGE_PATHS } from '../../../shared/public-pages.ts'
import { publicPageHtml } from './public-page.ts'
import type { AppEnv } from '../../env.ts'

export function publicPageRoutes(readApi: (c: Context<AppEnv>, path: string) => Promise<Response>) {
  const routes = new Hono<AppEnv>()
  for (const path of PUBLIC_PAGE_PATHS) {
    routes.get(path, async (c) => {
      const html = await publicPageHtml(path, (apiPath) => readApi(c, apiPath), c.env.ASSETS, new URL(c.req.url).origin)
      if (html === null) return c.notFound()
      // Always asked again: an owner's edit shows on the next load (the Worker's copy lasts a minute at most).
      return c.html(html, 200, { 'Cache-Control': 'no-cache' })
    })
  }
  return routes
}
