// What a purchase type is called in the owner's messages and on the buyer's success page. Its own module, so
// the home page's bundle (which holds constants.ts) does not carry it.
import type { PurchaseType } from './constants.ts'

export const PURCHASE_TYPE_LABELS: Readonly<Record<PurchaseType, string>> = {
  'strategy-call': 'Free Strategy Call',
  brotherhood: 'Brotherhood Pod',
  'one-to-one': 'One-to-One Coaching',
}
