// The business details of the Settings tab: one row, written whole, read by every page through the cache.
import { Hono } from 'hono'
import { siteSettingsSchema } from '../../../shared/schemas/site-settings.ts'
import { siteSettings } from '../../platform/db/schema.ts'
import { CACHE_KEYS, invalidate } from '../../platform/read-cache.ts'
import type { AppEnv } from '../../env.ts'
import { validate } from '../../platform/middleware/validate.ts'

const SINGLE_ROW_ID = 1

export const siteSettingsAdmin = new Hono<AppEnv>().put('/', validate('json', siteSettingsSchema), async (c) => {
  // The schema has put the phone as (###) ###-#### (decision 003) and trimmed the email, kept as typed.
  const settings = c.req.valid('json')
  const [row] = await c
    .get('db')
    .insert(siteSettings)
    .values({ id: SINGLE_ROW_ID, ...settings })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...settings, updatedAt: new Date().toISOString() } })
    .returning({
      businessName: siteSettings.businessName,
      coachName: siteSettings.coachName,
      contactEmail: siteSettings.contactEmail,
      contactPhone: siteSettings.contactPhone,
      websiteUrl: siteSettings.websiteUrl,
      schedulingUrl: siteSettings.schedulingUrl,
      bookingPage: siteSettings.bookingPage,
      waitlistOfferHours: siteSettings.waitlistOfferHours,
      postalAddress: siteSettings.postalAddress,
    })
  invalidate(CACHE_KEYS.siteSettings)
  return c.json(row!)
})
