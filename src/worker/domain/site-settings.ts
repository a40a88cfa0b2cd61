import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '../../shared/site.ts'
import type { Database } from '../db/client.ts'
import { CACHE_KEYS, cached } from './read-cache.ts'

export function getSiteSettings(db: Database): Promise<SiteSettings> {
  return cached(CACHE_KEYS.siteSettings, 60, async () => {
    const row = await db.query.siteSettings.findFirst()
    if (!row) return DEFAULT_SITE_SETTINGS
    const { id: _id, updatedAt: _updatedAt, ...settings } = row
    return settings
  })
}
