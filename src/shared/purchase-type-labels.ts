// What a purchase type is called in the owner's messages, and what a purchase is called where it is paid for.
// Its own module, so the home page's bundle (which holds constants.ts) does not carry it.
import type { PurchaseType } from './constants.ts'

export const PURCHASE_TYPE_LABELS: Readonly<Record<PurchaseType, string>> = {
  'strategy-call': 'Free Strategy Call',
  brotherhood: 'Brotherhood Pod',
  'one-to-one': 'One-to-One Coaching',
}

/** What a purchase is called where it is paid for: Stripe, the receipt, checkout and the success page. */
const PURCHASE_TITLES: Readonly<Record<PurchaseType, string>> = {
  'strategy-call': 'Free Strategy Call',
  brotherhood: 'Brotherhood Pod (12 weeks)',
  'one-to-one': 'One-to-One Coaching (12 sessions)',
}

/** 'Brotherhood Pod (12 weeks): Tuesday Pod', or the type's title alone when no item is chosen. */
export function purchaseDescription(type: PurchaseType, itemName?: string | null): string {
  return itemName ? `${PURCHASE_TITLES[type]}: ${itemName}` : PURCHASE_TITLES[type]
}
