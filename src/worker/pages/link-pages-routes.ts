// GET /refund, /plan, /waitlist/decline, /booking and /action: the pages opened from a link in an email, as HTML (decision 063). The
// link's token is in the fragment, which no browser sends, so these render the same shell for everyone: nothing
// of the buyer's is in it, and the page's script reads the token and asks for the rest with it in a body. An old
// link's `?token=` or `?offer=`, and Stripe's `setup_intent` on its return to /plan, are never read here.
import { type Context, Hono } from 'hono'
import { STRIPE_JS_URL } from '../../shared/checkout/stripe-js-url.ts'
import type { LinkPageContact } from '../../client/components/link-page.tsx'
import { fillShell } from './render/page-shell.ts'
import {
  renderActionPage,
  renderBookingPage,
  renderDeclinePage,
  renderPlanPage,
  renderRefundPage,
} from './render/render-link-pages.tsx'
import type { RenderedPage } from './render/render-page.tsx'
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '../../shared/site.ts'
import { COACHING_PATHS } from '../../shared/sections/coaching-paths.ts'
import { contentKey, sectionText } from '../../shared/sections/section.ts'
import type { AppEnv } from '../env.ts'
import { loadShell } from './public-page.ts'

type ReadApi = (c: Context<AppEnv>, path: string) => Promise<Response>

async function contactOf(c: Context<AppEnv>, readApi: ReadApi): Promise<LinkPageContact> {
  const response = await readApi(c, '/api/site-settings').catch(() => null)
  const settings = response?.ok ? ((await response.json()) as SiteSettings) : DEFAULT_SITE_SETTINGS
  return { contactEmail: settings.contactEmail, contactPhone: settings.contactPhone }
}

/**
 * The guarantee's conditions as the home page states them (the owner's words where he edited them), so the refund
 * page never promises more than the offer did.
 */
async function guaranteeOf(c: Context<AppEnv>, readApi: ReadApi): Promise<string> {
  const response = await readApi(c, '/api/content-edits').catch(() => null)
  const edits = response?.ok
    ? ((await response.json()) as { featureId: string; fieldId: string; content: string }[])
    : []
  return sectionText(COACHING_PATHS, new Map(edits.map((edit) => [contentKey(edit), edit.content])))['pod-guarantee']
}

export function linkPageRoutes(readApi: ReadApi) {
  const page =
    (path: string, render: (c: Context<AppEnv>, contact: LinkPageContact) => RenderedPage) =>
    async (c: Context<AppEnv>) => {
      const origin = new URL(c.req.url).origin
      const [shell, contact] = await Promise.all([loadShell(c.env.ASSETS, origin), contactOf(c, readApi)])
      // The page fills with one buyer's purchase or plan once its script has read the link: never kept anywhere.
      return c.html(fillShell(shell, path, render(c, contact)), 200, { 'Cache-Control': 'no-store' })
    }
  return new Hono<AppEnv>()
    .get('/refund', async (c) => {
      const guarantee = await guaranteeOf(c, readApi)
      return page('/refund', (_c, contact) => renderRefundPage(contact, guarantee))(c)
    })
    .get(
      '/plan',
      page('/plan', (c, contact) => renderPlanPage(contact, c.env.STRIPE_JS_URL || STRIPE_JS_URL)),
    )
    .get(
      '/waitlist/decline',
      page('/waitlist/decline', (_c, contact) => renderDeclinePage(contact)),
    )
    .get(
      '/booking',
      page('/booking', (_c, contact) => renderBookingPage(contact)),
    )
    .get(
      '/action',
      page('/action', (_c, contact) => renderActionPage(contact)),
    )
}
