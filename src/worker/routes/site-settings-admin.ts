// The business details of the Settings tab: one row, written whole, read by every page through the cache.
import { Hono } from 'hono'
import { formatUsPhone } from '../../shared/rules/phone.ts'
import { siteSettingsSchema } from '../../shared/schemas/site-settings.ts'
import { siteSettings } from '../db/schema.ts'
import { CACHE_KEYS, invalidate } from '../domain/read-cache.ts'
import type { AppEnv } from '../env.ts'
import { validate } from '../middleware/validate.ts'

const SINGLE_ROW_ID = 1

export const siteSettingsAdmin = new Hono<AppEnv>().put('/', validate('json', siteSettingsSchema), async (c) => {
  const input = c.req.valid('json')
  // Stored as (###) ###-####, like every phone (decision 003), and the email as typed but trimmed.
  const settings = { ...input, contactPhone: formatUsPhone(input.contactPhone) }
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
      waitlistOfferHours: siteSettings.waitlistOfferHours,
    })
  invalidate(CACHE_KEYS.siteSettings)
  return c.json(row!)
})
