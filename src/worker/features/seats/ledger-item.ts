// What an InventoryLedger reads from D1 about its item, through the Drizzle schema (a renamed column then
// fails to compile rather than breaking seats) and the same "on sale" and "closed" rules as pricing.
import { eq } from 'drizzle-orm'
import { WAITLIST_OFFER_HOURS } from '../../../shared/constants.ts'
import type { Database } from '../../platform/db/client.ts'
import { siteSettings } from '../../platform/db/schema.ts'
import { enrollmentClosed, findItemOnSale } from '../../platform/db/on-sale.ts'

/** The free seats a ledger starts from, read once in the item's life; null for an item not on sale. */
export async function startingSeats(db: Database, itemId: number): Promise<number | null> {
  const [item] = await findItemOnSale(db, itemId)
  return item ? item.availableSlots : null
}

/** Whether freed seats may be offered to the waitlist now, and for how many hours each offer holds. */
export async function offerTerms(db: Database, itemId: number): Promise<{ open: boolean; hours: number }> {
  const [items, settings] = await db.batch([
    findItemOnSale(db, itemId),
    db.select({ hours: siteSettings.waitlistOfferHours }).from(siteSettings).where(eq(siteSettings.id, 1)),
  ])
  const item = items[0]
  return {
    open: item !== undefined && !enrollmentClosed(item),
    hours: settings[0]?.hours ?? WAITLIST_OFFER_HOURS.default,
  }
}
