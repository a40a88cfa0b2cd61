// The inventory's Overview sub-tab: per type, how many items are on sale, the seats left, what is sold
// out or low, and sales; then every item with its status.
import { INVENTORY_TYPES } from '../../../shared/constants.ts'
import type { AdminInventoryItem } from '../shared/admin-queries.ts'
import { adminCard } from '../shared/admin-styles.ts'
import { InventoryItemRow, type InventoryRowActions } from './inventory-item-row.tsx'
import { INVENTORY_TYPE_LABELS } from './inventory-labels.ts'

function summary(items: readonly AdminInventoryItem[]) {
  const onSale = items.filter((item) => item.isActive && !item.isArchived)
  return {
    onSale: onSale.length,
    seats: onSale.reduce((sum, item) => sum + item.availableSlots, 0),
    soldOut: onSale.filter((item) => item.status === 'Sold Out').length,
    lowStock: onSale.filter((item) => item.status === 'Low Stock').length,
    sold: items.reduce((sum, item) => sum + item.purchaseCount, 0),
  }
}

export function InventoryOverview({
  items,
  actions,
}: {
  items: readonly AdminInventoryItem[]
  actions: InventoryRowActions
}) {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-3">
        {INVENTORY_TYPES.map((type) => {
          const figures = summary(items.filter((item) => item.type === type))
          return (
            <div key={type} className={adminCard}>
              <h4 className="font-bold text-slate-900">{INVENTORY_TYPE_LABELS[type]}s</h4>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                <dt className="text-slate-600">On sale</dt>
                <dd className="font-semibold text-slate-900">{figures.onSale}</dd>
                <dt className="text-slate-600">Seats left</dt>
                <dd className="font-semibold text-slate-900">{figures.seats}</dd>
                <dt className="text-slate-600">Sold out</dt>
                <dd className="font-semibold text-slate-900">{figures.soldOut}</dd>
                <dt className="text-slate-600">Low stock</dt>
                <dd className="font-semibold text-slate-900">{figures.lowStock}</dd>
                <dt className="text-slate-600">Sold</dt>
                <dd className="font-semibold text-slate-900">{figures.sold}</dd>
              </dl>
            </div>
          )
        })}
      </div>
      <ul className="space-y-3" aria-label="All inventory items">
        {items.map((item) => (
          <InventoryItemRow key={item.id} item={item} actions={actions} />
        ))}
      </ul>
    </div>
  )
}
