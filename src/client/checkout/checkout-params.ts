import { PURCHASE_TYPES, type PurchaseType } from '../../shared/constants.ts'

/** SPEC §2: `type` defaults to the strategy call; `inventoryId` is optional. */
export function checkoutParams(search: string): { type: PurchaseType; inventoryId: number | null } {
  const params = new URLSearchParams(search)
  const raw = params.get('type')
  const type = (PURCHASE_TYPES as readonly string[]).includes(raw ?? '') ? (raw as PurchaseType) : 'strategy-call'
  const id = Number.parseInt(params.get('inventoryId') ?? '', 10)
  return { type, inventoryId: Number.isInteger(id) && id > 0 ? id : null }
}

export const TRACKING_CATEGORY: Record<PurchaseType, 'mastermind' | '1on1coaching' | 'consultation'> = {
  brotherhood: 'mastermind',
  'one-to-one': '1on1coaching',
  'strategy-call': 'consultation',
}
