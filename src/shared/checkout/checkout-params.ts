import { PURCHASE_TYPES, type PurchaseType } from '../constants.ts'

/**
 * SPEC §2: `type` defaults to the strategy call; `inventoryId` is optional. With no `type` in the address the
 * path the visitor chose with a pay button (`remembered`) comes first: the default is for a visitor who chose none.
 */
export function checkoutParams(
  search: string,
  remembered: PurchaseType | null = null,
): { type: PurchaseType; inventoryId: number | null } {
  const params = new URLSearchParams(search)
  const raw = params.get('type')
  const named = (PURCHASE_TYPES as readonly string[]).includes(raw ?? '') ? (raw as PurchaseType) : null
  const type = named ?? (raw === null ? remembered : null) ?? 'strategy-call'
  const id = Number.parseInt(params.get('inventoryId') ?? '', 10)
  return { type, inventoryId: Number.isInteger(id) && id > 0 ? id : null }
}

export const TRACKING_CATEGORY: Record<PurchaseType, 'mastermind' | '1on1coaching' | 'consultation'> = {
  brotherhood: 'mastermind',
  'one-to-one': '1on1coaching',
  'strategy-call': 'consultation',
}
