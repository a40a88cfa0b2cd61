import type { RefundApproval } from '../../../shared/refunds.ts'
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '../../../shared/site.ts'
import type { Database } from '../../platform/db/client.ts'
import { siteSettings } from '../../platform/db/schema.ts'
import { CACHE_KEYS, cached, invalidate } from '../../platform/read-cache.ts'

const SINGLE_ROW_ID = 1

export function getSiteSettings(db: Database): Promise<SiteSettings> {
  return cached(CACHE_KEYS.siteSettings, 60, async () => {
    const row = await db.query.siteSettings.findFirst()
    if (!row) return DEFAULT_SITE_SETTINGS
    // The reminders switch and the refund approval are the owner's, not details the pages show: each has its own reader.
    const {
      id: _id,
      updatedAt: _updatedAt,
      remindersEnabled: _reminders,
      refundApproval: _refundApproval,
      ...settings
    } = row
    return settings
  })
}

/** The owner's reminders switch (on until the owner turns it off, and on before the settings row exists). */
export async function remindersEnabled(db: Database): Promise<boolean> {
  const row = await db.query.siteSettings.findFirst({ columns: { remindersEnabled: true } })
  return row?.remindersEnabled ?? true
}

/** The 30-day guarantee's approval: 'automatic' until the owner switches it (and before the row exists). */
export async function getRefundApproval(db: Database): Promise<RefundApproval> {
  const row = await db.query.siteSettings.findFirst({ columns: { refundApproval: true } })
  return row?.refundApproval ?? 'automatic'
}

/** The owner's switches kept on the settings row. */
export interface OwnerSwitches {
  remindersEnabled?: boolean
  refundApproval?: RefundApproval
}

/**
 * Saves the owner's switches. Before the owner has saved any details, the row starts from the defaults every
 * page already shows, and the pages' cached copy is dropped because the row may have just been written.
 */
export async function saveOwnerSwitches(db: Database, switches: OwnerSwitches): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ id: SINGLE_ROW_ID, ...DEFAULT_SITE_SETTINGS, ...switches })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...switches, updatedAt: new Date().toISOString() } })
  invalidate(CACHE_KEYS.siteSettings)
}
