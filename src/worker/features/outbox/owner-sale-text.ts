// The owner's text for every sale, also sent by the test-notification button in Settings.
import type { PurchaseType } from '../../../shared/constants.ts'
import { PURCHASE_TYPE_LABELS } from '../../../shared/purchase-type-labels.ts'
import { formatPrice } from '../../../shared/rules/inventory.ts'

export function ownerSmsText(
  customerName: string,
  type: PurchaseType,
  amountCents: number,
  planPayments: number | null = null,
): string {
  const price = planPayments
    ? `${planPayments} × ${formatPrice(amountCents)} (first payment made)`
    : formatPrice(amountCents)
  return `New purchase: ${customerName} bought ${PURCHASE_TYPE_LABELS[type]} for ${price}.`
}
