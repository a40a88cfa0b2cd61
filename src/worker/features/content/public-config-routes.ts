import { Hono } from 'hono'
import type { AppEnv } from '../../env.ts'

/** The allow-list of configuration the browser may see: ids and addresses that are public by nature, nothing secret. */
export const publicConfigRoutes = new Hono<AppEnv>().get('/', (c) =>
  c.json({
    metaPixelId: c.env.META_PIXEL_ID || null,
    ga4MeasurementId: c.env.GA4_MEASUREMENT_ID || null,
    /** Another Stripe.js than Stripe's own (the local stand-in), or null for Stripe's. */
    stripeJsUrl: c.env.STRIPE_JS_URL || null,
  }),
)
