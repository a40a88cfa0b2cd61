// The coaching path a visitor chose with a pay button (SPEC §2: `paymentType` in local storage). Checkout
// reads it back when its address names no type, so a buyer who returns to a bare /checkout finds the path
// they chose rather than the free call (decision 048).
import { PURCHASE_TYPES, type PurchaseType } from '../../shared/constants.ts'

export const PAYMENT_TYPE_KEY = 'paymentType'

export function rememberPaymentType(type: string): void {
  try {
    localStorage.setItem(PAYMENT_TYPE_KEY, type)
  } catch {
    // Storage can be switched off; checkout still knows the type from the address.
  }
}

/** The remembered path, if it is one checkout knows; null when none was chosen or storage is off. */
export function rememberedPaymentType(): PurchaseType | null {
  try {
    const stored = localStorage.getItem(PAYMENT_TYPE_KEY)
    return (PURCHASE_TYPES as readonly (string | null)[]).includes(stored) ? (stored as PurchaseType) : null
  } catch {
    return null
  }
}
