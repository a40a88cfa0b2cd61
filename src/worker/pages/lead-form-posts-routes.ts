// POST /forms/:form: a lead form sent as a plain HTML form, with no script (switched off, or not yet arrived).
// The fields go on, as JSON, to the same route the script calls, with the browser's own origin, fetch-site and
// address headers, so the same checks apply (same origin, rate limit, validation, the signup email cap); the
// answer comes back as a page saying what happened (docs/decisions/037).
import { type Context, Hono } from 'hono'
import { type CallApi, forwardedHeaders } from './own-api-call.ts'
import { isLeadFormName, LEAD_FORM_POSTS } from '../../shared/lead-form-posts.ts'
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '../../shared/site.ts'
import { renderFormResult } from './render/form-result-page.tsx'
import { fillShell } from './render/page-shell.ts'
import { loadShell } from './public-page.ts'
import type { AppEnv } from '../env.ts'

const UNREADABLE = 'Something went wrong. Please try again.'

async function businessName(c: Context<AppEnv>, callApi: CallApi): Promise<string> {
  const response = await callApi(c, new URL('/api/site-settings', c.req.url).href, {}).catch(() => null)
  const settings = response?.ok ? ((await response.json()) as SiteSettings) : DEFAULT_SITE_SETTINGS
  return settings.businessName
}

export function leadFormPostRoutes(callApi: CallApi) {
  return new Hono<AppEnv>().post('/:form', async (c) => {
    const name = c.req.param('form')
    if (!isLeadFormName(name)) return c.notFound()
    const form = LEAD_FORM_POSTS[name]
    const posted = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const payload: Record<string, string> = { ...form.fixed }
    for (const field of form.fields) {
      const value = posted[field]
      if (typeof value === 'string') payload[field] = value
    }
    const answer = await callApi(c, new URL(form.api, c.req.url).href, {
      method: 'POST',
      headers: forwardedHeaders(c),
      body: JSON.stringify(payload),
    })
    const reply = (await answer.json().catch(() => ({ message: UNREADABLE }))) as {
      message?: string
      fields?: Record<string, string>
    }
    const page = renderFormResult(
      {
        sent: answer.ok,
        message: reply.message ?? UNREADABLE,
        fields: answer.ok ? undefined : reply.fields,
        back: answer.ok ? '/' : form.back,
      },
      await businessName(c, callApi),
    )
    const html = fillShell(await loadShell(c.env.ASSETS, new URL(c.req.url).origin), '/', page)
    // The page answers one person's post: never kept by a cache. A refused post keeps the API's status.
    return c.html(html, answer.ok ? 200 : (answer.status as 400), { 'Cache-Control': 'no-store' })
  })
}
