// The items this isolate read last, so a buyer's seat is held and their purchase written without a D1 read
// first. A hint and never a price: the write that records the purchase reads the item again in the same
// transaction, and a price, name or sale state changed since is caught there, before anything reaches Stripe
// (reserve-on-hint.ts). Only items found on sale are kept, so unknown ids cannot grow the map.
import type { inventoryItems } from '../../platform/db/schema.ts'

type Item = typeof inventoryItems.$inferSelect

const items = new Map<number, Item>()

export function itemHint(itemId: number): Item | undefined {
  return items.get(itemId)
}

/** Forgets every item, as a new isolate starts. */
export function forgetAllItems(): void {
  items.clear()
}

/** What D1 just said about an item: on sale (kept) or not (forgotten). */
export function rememberItem(itemId: number, item: Item | undefined): void {
  if (item) items.set(itemId, item)
  else items.delete(itemId)
}
