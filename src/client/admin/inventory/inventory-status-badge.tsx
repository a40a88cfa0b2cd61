import type { InventoryStatus } from '../../../shared/rules/inventory.ts'

const TONE: Record<InventoryStatus | 'Archived', string> = {
  Inactive: 'bg-slate-200 text-slate-800',
  'Sold Out': 'bg-red-100 text-red-900',
  'Low Stock': 'bg-amber-100 text-amber-900',
  Available: 'bg-emerald-100 text-emerald-900',
  Archived: 'bg-slate-700 text-white',
}

/** SPEC §4 admin status of an item (Inactive, Sold Out, Low Stock, Available), or Archived. */
export function InventoryStatusBadge({ status }: { status: InventoryStatus | 'Archived' }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}>{status}</span>
  )
}
