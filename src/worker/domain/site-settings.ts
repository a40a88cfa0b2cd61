import type { RefundApproval } from '../../shared/refunds.ts'
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '../../shared/site.ts'
import type { Database } from '../db/client.ts'
import { CACHE_KEYS, cached } from './read-cache.ts'

export function getSiteSettings(db: Database): Promise<SiteSettings> {
  return cached(CACHE_KEYS.siteSettings, 60, async () => {
    const row = await db.query.siteSettings.findFirst()
    if (!row) return DEFAULT_SITE_SETTINGS
    // The refund approval is the owner's own switch, not a detail the public pages show.
    const { id: _id, updatedAt: _updatedAt, refundApproval: _refundApproval, ...settings } = row
    return settings
  })
}

/** The 30-day guarantee's approval: 'automatic' until the owner switches it (and before the row exists). */
export async function getRefundApproval(db: Database): Promise<RefundApproval> {
  const row = await db.query.siteSettings.findFirst({ columns: { refundApproval: true } })
  return row?.refundApproval ?? 'automatic'
}
