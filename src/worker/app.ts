// The Hono app: shared middleware, then every public route, then the admin router behind its one guard.
import { type Context, Hono } from 'hono'
import type { AppEnv } from './env.ts'
import { limitBody } from './platform/middleware/body-limit.ts'
import { handleError, handleNotFound } from './platform/middleware/error-handler.ts'
import { requireJsonBody } from './platform/middleware/json-only.ts'
import { requireSameOrigin } from './platform/middleware/same-origin.ts'
import { applySecurityHeaders } from './platform/middleware/security-headers.ts'
import { withRequestId } from './platform/middleware/request-id.ts'
import { loadContext, requireAdmin } from './platform/middleware/session.ts'
import { purgePublicPagesOnWrite } from './platform/middleware/purge-public-pages.ts'
import { analyticsPublic } from './features/analytics/analytics-routes.ts'
import { analyticsAdmin } from './features/analytics/analytics-admin-routes.ts'
import { vitalsAdmin, vitalsPublic } from './features/vitals/vitals.ts'
import { adminMe, authUser } from './features/auth/auth-routes.ts'
import { chatPublic } from './features/chat/chat-routes.ts'
import {
  checkoutReservePublic,
  confirmPaymentPublic,
  paymentIntentsPublic,
  stripeConfigPublic,
} from './features/checkout/checkout-routes.ts'
import {
  contentEditsAdmin,
  contentEditsAdminList,
  contentEditsPublic,
} from './features/content/content-edits-routes.ts'
import { eventsAdmin, eventsPublic } from './features/feeds/events-routes.ts'
import { facebookPostsAdmin, facebookPostsPublic } from './features/feeds/facebook-posts-routes.ts'
import { faqsAdmin, faqsAdminList, faqsPublic } from './features/content/faqs-routes.ts'
import { featureTogglesAdmin, featureTogglesPublic } from './features/content/feature-toggles-routes.ts'
import {
  facebookEventsFeed,
  facebookPostsFeed,
  podcastEpisodesFeed,
  youtubeVideosFeed,
} from './features/feeds/feeds-routes.ts'
import { inventoryPublic } from './features/inventory/inventory-routes.ts'
import { inventoryAdmin, inventoryAdminList } from './features/inventory/inventory-admin-routes.ts'
import { consultationRequestsPublic, emailSignupsPublic, strategyCallsPublic } from './features/leads/leads-routes.ts'
import {
  consultationRequestsAdmin,
  contactsAdmin,
  emailSignupsAdmin,
  leadsAdmin,
  leadsCsvAdmin,
  strategyCallsAdmin,
} from './features/leads/leads-admin-routes.ts'
import { notificationsAdmin } from './features/outbox/notifications-routes.ts'
import { outboxAdmin } from './features/outbox/outbox-admin-routes.ts'
import { forwardInboundText } from './features/outbox/outbox.ts'
import { planRoutes } from './features/plans/plans-routes.ts'
import { plansAdmin } from './features/plans/plans-admin-routes.ts'
import {
  checkoutPageRoutes,
  leadFormPostRoutes,
  linkPageRoutes,
  notFoundPageRoutes,
  offerCheckoutRoutes,
  publicPageRoutes,
  successPageRoutes,
} from './pages/pages.ts'
import { authCallbackRoutes, loginRoutes, logoutRoutes } from './features/auth/oidc-routes.ts'
import { publicConfigRoutes } from './features/content/public-config-routes.ts'
import { reminderSettingsAdmin } from './features/calendar/reminder-settings-admin-routes.ts'
import { refundRoutes } from './features/refunds/refunds-routes.ts'
import { refundSettingsAdmin, refundsAdmin } from './features/refunds/refunds-admin-routes.ts'
import { coachingClientsAdmin } from './features/guarantee/guarantee-admin-routes.ts'
import { siteSettingsAdmin, siteSettingsPublic } from './features/site-settings/site-settings.ts'
import { healthPublic, systemAdmin } from './features/system/system.ts'
import { stripeWebhookRoutes } from './features/checkout/stripe-webhook-routes.ts'
import { tiktokLiveAdmin, tiktokLivePublic } from './features/feeds/tiktok-live-routes.ts'
import { itemWaitlistAdmin, waitlistEntriesAdmin, waitlistPublic } from './features/waitlist/waitlist-routes.ts'
import { smsInboundRoutes } from './features/opt-outs/sms-inbound-routes.ts'
import { unsubscribeRoutes } from './features/opt-outs/unsubscribe-routes.ts'
import { sequenceSourcesAdmin, sequencesAdmin } from './features/sequences/sequences-admin-routes.ts'
import { myCoachingPublic } from './features/clients/clients.ts'
import { actionLinksPublic, actionsAdmin } from './features/actions/actions.ts'
import { agreementAdmin, agreementPublic } from './features/agreements/agreements.ts'
import { intakeAdmin } from './features/intake/intake.ts'
import { bookingRulesAdmin, bookingsAdmin, bookingsPublic } from './features/bookings/bookings.ts'

const MAX_BODY_BYTES = 64 * 1024
/** A one-click unsubscribe or a text from Twilio is a short form: refused before it is read whole. */
const OUTSIDE_BODY_BYTES = 16 * 1024

/**
 * Each resource's router is mounted at the path its routes share, so this file shows every path under /api
 * (decision 043).
 */
export const publicApi = new Hono<AppEnv>()
  .route('/auth/user', authUser)
  .route('/admin/me', adminMe)
  .route('/login', loginRoutes)
  .route('/auth/callback', authCallbackRoutes)
  .route('/logout', logoutRoutes)
  .route('/site-settings', siteSettingsPublic)
  .route('/public-config', publicConfigRoutes)
  .route('/feature-toggles', featureTogglesPublic)
  .route('/content-edits', contentEditsPublic)
  .route('/faqs', faqsPublic)
  .route('/email-signups', emailSignupsPublic)
  .route('/consultation-requests', consultationRequestsPublic)
  .route('/strategy-calls', strategyCallsPublic)
  .route('/bookings', bookingsPublic)
  .route('/analytics/events', analyticsPublic)
  .route('/vitals', vitalsPublic)
  .route('/inventory', inventoryPublic)
  .route('/stripe/config', stripeConfigPublic)
  .route('/create-payment-intent', paymentIntentsPublic)
  .route('/checkout/reserve', checkoutReservePublic)
  .route('/confirm-payment', confirmPaymentPublic)
  .route('/waitlist', waitlistPublic)
  .route('/stripe/webhook', stripeWebhookRoutes)
  .route('/refunds', refundRoutes)
  .route('/plans', planRoutes)
  .route('/events', eventsPublic)
  .route('/facebook-posts', facebookPostsPublic)
  .route('/tiktok-live', tiktokLivePublic)
  .route('/facebook/events', facebookEventsFeed)
  .route('/facebook/posts', facebookPostsFeed)
  .route('/youtube/videos', youtubeVideosFeed)
  .route('/podcast/episodes', podcastEpisodesFeed)
  .route('/chat', chatPublic)
  .route('/health', healthPublic)
  .route('/my-coaching', myCoachingPublic)
  .route('/actions', actionLinksPublic)
  .route('/agreement', agreementPublic)

/**
 * Every admin route lives on this router and only here: its guard is its first handler, so a route
 * added to it cannot skip the check. It is mounted after the public routes, which answer first for the
 * few paths both share by name but not by method.
 */
export const adminApi = new Hono<AppEnv>()
  .use(requireAdmin)
  .use(purgePublicPagesOnWrite)
  .route('/feature-toggles', featureTogglesAdmin)
  .route('/admin/content-edits', contentEditsAdminList)
  .route('/content-edits', contentEditsAdmin)
  .route('/admin/faqs', faqsAdminList)
  .route('/faqs', faqsAdmin)
  .route('/email-signups', emailSignupsAdmin)
  .route('/consultation-requests', consultationRequestsAdmin)
  .route('/strategy-calls', strategyCallsAdmin)
  .route('/admin/leads', leadsAdmin)
  .route('/admin/leads.csv', leadsCsvAdmin)
  .route('/admin/contacts', contactsAdmin)
  .route('/test-sms-notification', notificationsAdmin)
  .route('/admin/inventory', inventoryAdminList)
  .route('/inventory', inventoryAdmin)
  .route('/events', eventsAdmin)
  .route('/facebook-posts', facebookPostsAdmin)
  .route('/tiktok-live', tiktokLiveAdmin)
  .route('/admin/analytics', analyticsAdmin)
  .route('/admin/vitals', vitalsAdmin)
  .route('/admin/outbox', outboxAdmin)
  .route('/admin/plans', plansAdmin)
  .route('/admin/site-settings', siteSettingsAdmin)
  .route('/admin/reminder-settings', reminderSettingsAdmin)
  .route('/admin/system', systemAdmin)
  .route('/admin/refunds', refundsAdmin)
  .route('/admin/refund-settings', refundSettingsAdmin)
  .route('/admin/coaching-clients', coachingClientsAdmin)
  .route('/admin/inventory/:id/waitlist', itemWaitlistAdmin)
  .route('/admin/waitlist', waitlistEntriesAdmin)
  .route('/admin/sequences', sequencesAdmin)
  .route('/admin/sequence-sources', sequenceSourcesAdmin)
  .route('/admin/booking-rules', bookingRulesAdmin)
  .route('/admin/bookings', bookingsAdmin)
  .route('/admin/actions', actionsAdmin)
  .route('/admin/agreement', agreementAdmin)
  .route('/admin/intake', intakeAdmin)

export const app = new Hono<AppEnv>()
  .use(withRequestId)
  .use(applySecurityHeaders)
  // Called by outside systems, not by a page of ours: a mail provider's one-click POST and Twilio's webhook send
  // form bodies with no origin of ours. Each is authorized by what it carries (a signed token, Twilio's
  // signature), so they answer before the browser rules below (same origin, JSON only, session).
  .use('/api/unsubscribe/*', limitBody(OUTSIDE_BODY_BYTES))
  .use('/api/sms/inbound', limitBody(OUTSIDE_BODY_BYTES))
  .route('/api/unsubscribe', unsubscribeRoutes)
  .route('/api/sms/inbound', smsInboundRoutes(forwardInboundText))
  .use('/api/*', limitBody(MAX_BODY_BYTES), requireSameOrigin, requireJsonBody, loadContext)
  .route('/api', publicApi)
  .route('/api', adminApi)
  // At the root: these pages have the site's own addresses (PUBLIC_PAGE_PATHS: /, /old and the legal pages).
  .route('/', publicPageRoutes(readOwnApi))
  .route('/checkout', checkoutPageRoutes(readOwnApi))
  .route('/checkout/offer', offerCheckoutRoutes(readOwnApi, callOwnApi))
  .route('/payment-success', successPageRoutes(readOwnApi))
  // /refund, /plan, /waitlist/decline: the pages of the links whose token is in the fragment.
  .route('/', linkPageRoutes(readOwnApi))
  .use('/forms/*', limitBody(MAX_BODY_BYTES))
  .route('/forms', leadFormPostRoutes(callOwnApi))
  // Last: the client app's pages, the built files wrangler.toml does not list, and the not-found page (404).
  .route('/', notFoundPageRoutes())

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
