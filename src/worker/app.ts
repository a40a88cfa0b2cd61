// The Hono app: shared middleware, then every public route, then the admin router behind its one guard.
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from './env.ts'
import { HttpError } from './http-error.ts'
import { handleError, handleNotFound } from './middleware/error-handler.ts'
import { requireJsonBody } from './middleware/json-only.ts'
import { requireSameOrigin } from './middleware/same-origin.ts'
import { applySecurityHeaders } from './middleware/security-headers.ts'
import { loadContext, requireAdmin } from './middleware/session.ts'
import { analyticsPublic } from './routes/analytics.ts'
import { analyticsAdmin } from './routes/analytics-admin.ts'
import { authRoutes } from './routes/auth.ts'
import { calendarRoutes } from './routes/calendar.ts'
import { chatPublic } from './routes/chat.ts'
import { checkoutRoutes } from './routes/checkout.ts'
import { contentEditsAdmin, contentEditsAdminList, contentEditsPublic } from './routes/content-edits.ts'
import { eventsAdmin, eventsPublic } from './routes/events.ts'
import { facebookPostsAdmin, facebookPostsPublic } from './routes/facebook-posts.ts'
import { faqsAdmin, faqsAdminList, faqsPublic } from './routes/faqs.ts'
import { featureTogglesAdmin, featureTogglesPublic } from './routes/feature-toggles.ts'
import { feedsPublic } from './routes/feeds.ts'
import { inventoryPublic } from './routes/inventory.ts'
import { inventoryAdmin, inventoryAdminList } from './routes/inventory-admin.ts'
import { leadsPublic } from './routes/leads.ts'
import { leadsAdmin } from './routes/leads-admin.ts'
import { notificationsAdmin } from './routes/notifications.ts'
import { outboxAdmin } from './routes/outbox-admin.ts'
import { leadFormPostRoutes } from './routes/lead-form-posts.ts'
import { planRoutes } from './routes/plans.ts'
import { plansAdmin } from './routes/plans-admin.ts'
import { publicPageRoutes } from './routes/public-pages.ts'
import { oidcRoutes } from './routes/oidc.ts'
import { publicConfigRoutes } from './routes/public-config.ts'
import { reminderSettingsAdmin } from './routes/reminder-settings-admin.ts'
import { refundRoutes } from './routes/refunds.ts'
import { refundsAdmin } from './routes/refunds-admin.ts'
import { siteSettingsPublic } from './routes/site-settings.ts'
import { siteSettingsAdmin } from './routes/site-settings-admin.ts'
import { stripeWebhookRoutes } from './routes/stripe-webhook.ts'
import { tiktokLiveAdmin, tiktokLivePublic } from './routes/tiktok-live.ts'
import { waitlistAdmin, waitlistPublic } from './routes/waitlist.ts'

const MAX_BODY_BYTES = 64 * 1024

/**
 * Each resource's router is mounted at the path its routes share, so this file shows every path under /api.
 * The few routers of top-level calls that share no path are mounted at the root, their paths listed beside them.
 */
export const publicApi = new Hono<AppEnv>()
  .route('/', authRoutes) // /auth/user, /admin/me
  .route('/', oidcRoutes) // /login, /auth/callback, /logout
  .route('/site-settings', siteSettingsPublic)
  .route('/public-config', publicConfigRoutes)
  .route('/feature-toggles', featureTogglesPublic)
  .route('/content-edits', contentEditsPublic)
  .route('/faqs', faqsPublic)
  .route('/', leadsPublic) // /email-signups, /consultation-requests, /strategy-calls
  .route('/analytics/events', analyticsPublic)
  .route('/inventory', inventoryPublic)
  .route('/', checkoutRoutes) // /stripe/config, /create-payment-intent, /checkout/reserve, /confirm-payment
  .route('/calendar', calendarRoutes)
  .route('/waitlist', waitlistPublic)
  .route('/stripe/webhook', stripeWebhookRoutes)
  .route('/refunds', refundRoutes)
  .route('/plans', planRoutes)
  .route('/events', eventsPublic)
  .route('/facebook-posts', facebookPostsPublic)
  .route('/tiktok-live', tiktokLivePublic)
  .route('/', feedsPublic) // /facebook/events, /facebook/posts, /youtube/videos, /podcast/episodes
  .route('/chat', chatPublic)

/**
 * Every admin route lives on this router and only here: its guard is its first handler, so a route
 * added to it cannot skip the check. It is mounted after the public routes, which answer first for the
 * few paths both share by name but not by method.
 */
export const adminApi = new Hono<AppEnv>()
  .use(requireAdmin)
  .route('/feature-toggles', featureTogglesAdmin)
  .route('/admin/content-edits', contentEditsAdminList)
  .route('/content-edits', contentEditsAdmin)
  .route('/admin/faqs', faqsAdminList)
  .route('/faqs', faqsAdmin)
  .route('/', leadsAdmin) // /email-signups, /consultation-requests, /strategy-calls, /admin/leads, /admin/contacts
  .route('/test-sms-notification', notificationsAdmin)
  .route('/admin/inventory', inventoryAdminList)
  .route('/inventory', inventoryAdmin)
  .route('/events', eventsAdmin)
  .route('/facebook-posts', facebookPostsAdmin)
  .route('/tiktok-live', tiktokLiveAdmin)
  .route('/admin/analytics', analyticsAdmin)
  .route('/admin/outbox', outboxAdmin)
  .route('/admin/plans', plansAdmin)
  .route('/admin/site-settings', siteSettingsAdmin)
  .route('/admin/reminder-settings', reminderSettingsAdmin)
  .route('/admin', refundsAdmin) // /admin/refunds, /admin/refund-settings
  .route('/admin', waitlistAdmin) // /admin/inventory/:id/waitlist, /admin/waitlist/:id

export const app = new Hono<AppEnv>()
  .use(applySecurityHeaders)
  .use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new HttpError(413, 'Request body is too large')
      },
    }),
    requireSameOrigin,
    requireJsonBody,
    loadContext,
  )
  .route('/api', publicApi)
  .route('/api', adminApi)
  .route('/', publicPageRoutes(readOwnApi))
  .use(
    '/forms/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new HttpError(413, 'Request body is too large')
      },
    }),
  )
  .route('/', leadFormPostRoutes(callOwnApi))

/** The public pages read through the API above, as a visitor without cookies would. */
async function readOwnApi(c: Context<AppEnv>, path: string): Promise<Response> {
  return app.request(path, {}, c.env, c.executionCtx)
}

/** A lead form posted without its script goes to the same API route, as the browser's own request would. */
async function callOwnApi(c: Context<AppEnv>, url: string, init: RequestInit): Promise<Response> {
  return app.request(url, init, c.env, c.executionCtx)
}

app.onError(handleError)
app.notFound(handleNotFound)

export type AppType = typeof app
