// One inventory item as the owner sees it: status, price, seats, schedule, sales, and its actions.
import { formatPrice } from '../../../shared/rules/inventory.ts'
import type { AdminInventoryItem } from '../shared/admin-queries.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { DAY_LABELS, INVENTORY_TYPE_LABELS } from './inventory-labels.ts'
import { InventoryStatusBadge } from './inventory-status-badge.tsx'
import { InventoryWaitlist } from './inventory-waitlist.tsx'
import { formatPst } from '../shared/pst-time.ts'

export interface InventoryRowActions {
  onEdit(item: AdminInventoryItem): void
  onDuplicate(item: AdminInventoryItem): void
  onArchive(item: AdminInventoryItem): void
  onDelete(item: AdminInventoryItem): void
}

/**
 * 'Tuesday, 6:40 PM PST, from 2027-01-05': the zone added only when the owner's time slot does not already say
 * it, the start date when the owner has set one (buyers' calendar invitations start from it).
 */
function schedule(item: AdminInventoryItem): string | null {
  const parts = [item.dayOfWeek && DAY_LABELS[item.dayOfWeek], item.timeSlot].filter(Boolean)
  if (parts.length === 0) return item.startsOn ? `From ${item.startsOn}` : null
  const text = parts.join(', ')
  const zoned = item.timeSlot?.includes(item.timezone) ? text : `${text} (${item.timezone})`
  return item.startsOn ? `${zoned}, from ${item.startsOn}` : zoned
}

export function InventoryItemRow({ item, actions }: { item: AdminInventoryItem; actions: InventoryRowActions }) {
  const when = schedule(item)
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" aria-label={item.name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="font-semibold text-slate-900">{item.name}</h4>
            <InventoryStatusBadge status={item.status} />
            {item.isArchived && <InventoryStatusBadge status="Archived" />}
          </div>
          <p className="mt-1 text-sm text-slate-700">
            {INVENTORY_TYPE_LABELS[item.type]} · {formatPrice(item.price)}
            {item.planPayments && item.planAmount
              ? ` or ${item.planPayments} × ${formatPrice(item.planAmount)}`
              : ''} · {item.availableSlots} of {item.totalSlots} available
            {item.heldSlots > 0 && ` (${item.heldSlots} being paid for)`} · {item.purchaseCount} sold
          </p>
          {(when || item.closingDate) && (
            <p className="mt-1 text-sm text-slate-600">
              {when}
              {when && item.closingDate && ' · '}
              {item.closingDate && `Closes ${formatPst(item.closingDate)}`}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => actions.onEdit(item)} className={adminButton.secondary}>
            Edit<span className="sr-only"> {item.name}</span>
          </button>
          <button type="button" onClick={() => actions.onDuplicate(item)} className={adminButton.secondary}>
            Duplicate<span className="sr-only"> {item.name}</span>
          </button>
          {!item.isArchived && (
            <button type="button" onClick={() => actions.onArchive(item)} className={adminButton.secondary}>
              Archive<span className="sr-only"> {item.name}</span>
            </button>
          )}
          <button type="button" onClick={() => actions.onDelete(item)} className={adminButton.dangerOutline}>
            Delete<span className="sr-only"> {item.name}</span>
          </button>
        </div>
      </div>
      {item.type !== 'consultation' && <InventoryWaitlist itemId={item.id} />}
    </li>
  )
}
