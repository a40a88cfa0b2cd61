// The Inventory tab (SPEC §2): Overview, Brotherhood Pods and Coaching Slots; 'Add New Item' and the
// create / edit modal; duplicate, archive and delete with their confirmations (a delete refused for an
// item with purchases offers the archive in the spec's words); 'Auto-Order by Day' on the two type tabs.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { InventoryType } from '../../../shared/constants.ts'
import { HAS_PURCHASES_MESSAGE } from '../../../shared/schemas/inventory.ts'
import { type AdminInventoryItem, adminQueries } from '../shared/admin-queries.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { ConfirmDialog } from '../shared/confirm-dialog.tsx'
import { EmptyState } from '../shared/empty-state.tsx'
import { InventoryFormDialog } from './inventory-form-dialog.tsx'
import { InventoryItemRow, type InventoryRowActions } from './inventory-item-row.tsx'
import { InventoryOverview } from './inventory-overview.tsx'
import { QueryView } from '../shared/query-view.tsx'
import { subTabClass } from '../shared/tab-styles.ts'
import { useInventoryActions } from './use-inventory-actions.ts'
import { CONSULTATIONS_RETIRED } from './inventory-labels.ts'

const TYPE_TABS: readonly {
  type: Extract<InventoryType, 'brotherhood_pod' | 'coaching_slot'>
  label: string
  noun: string
}[] = [
  { type: 'brotherhood_pod', label: 'Brotherhood Pods', noun: 'pods' },
  { type: 'coaching_slot', label: 'Coaching Slots', noun: 'coaching slots' },
]

type Confirmation = { kind: 'delete' | 'archive' | 'archive-offer'; item: AdminInventoryItem } | null
type Form = { item?: AdminInventoryItem } | null

const CONFIRMATIONS = {
  delete: {
    title: 'Delete inventory item',
    message: 'Are you sure you want to delete this inventory item? This cannot be undone.',
    confirmLabel: 'Delete',
  },
  archive: {
    title: 'Archive inventory item',
    message:
      'Are you sure you want to archive this item? This will hide it from public view but preserve purchase history.',
    confirmLabel: 'Archive',
  },
  'archive-offer': { title: 'Cannot delete this item', message: HAS_PURCHASES_MESSAGE, confirmLabel: 'Archive' },
} as const

export function InventoryTab() {
  const query = useQuery(adminQueries.inventory())
  const [tabIndex, setTabIndex] = useState(0)
  const [form, setForm] = useState<Form>(null)
  const [confirmation, setConfirmation] = useState<Confirmation>(null)
  const actions = useInventoryActions({
    onDone: () => setConfirmation(null),
    onArchiveOffered: (item) => setConfirmation({ kind: 'archive-offer', item }),
  })
  const rowActions: InventoryRowActions = {
    onEdit: (item) => setForm({ item }),
    onDuplicate: (item) => actions.duplicate.mutate(item),
    onArchive: (item) => setConfirmation({ kind: 'archive', item }),
    onDelete: (item) => setConfirmation({ kind: 'delete', item }),
  }
  // A new item starts as the type of the sub-tab the owner is on.
  const newItemType = TYPE_TABS[tabIndex - 1]?.type ?? 'brotherhood_pod'
  const confirm = () => {
    if (!confirmation) return
    if (confirmation.kind === 'delete') actions.remove.mutate(confirmation.item)
    else actions.archive.mutate(confirmation.item)
  }

  return (
    <section aria-labelledby="inventory-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="inventory-heading" className="text-xl font-bold text-slate-900">
          Inventory
        </h2>
        <button type="button" onClick={() => setForm({})} className={adminButton.primary}>
          Add New Item
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-600">{CONSULTATIONS_RETIRED}</p>
      <TabGroup selectedIndex={tabIndex} onChange={setTabIndex} className="mt-4">
        <TabList aria-label="Inventory views" className="flex flex-wrap gap-2 border-b border-slate-200">
          {['Overview', ...TYPE_TABS.map((t) => t.label)].map((label) => (
            <Tab key={label} className={subTabClass}>
              {label}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-4">
          <TabPanel>
            <QueryView
              query={query}
              what="inventory"
              isEmpty={(items) => items.length === 0}
              empty={
                <EmptyState title="No inventory items yet.">Add a pod or a coaching slot to put it on sale.</EmptyState>
              }
            >
              {(items) => <InventoryOverview items={items} actions={rowActions} />}
            </QueryView>
          </TabPanel>
          {TYPE_TABS.map(({ type, label, noun }) => (
            <TabPanel key={type} className="space-y-4">
              <div className="flex justify-end">
                <button
                  type="button"
                  onClick={() => actions.autoOrder.mutate(type)}
                  disabled={actions.autoOrder.isPending}
                  className={adminButton.secondary}
                >
                  {actions.autoOrder.isPending ? 'Ordering…' : 'Auto-Order by Day'}
                </button>
              </div>
              <QueryView
                query={query}
                what={noun}
                isEmpty={(items) => !items.some((item) => item.type === type)}
                empty={<EmptyState title={`No ${noun} yet.`}>Use Add New Item to create one.</EmptyState>}
              >
                {(items) => (
                  <ul className="space-y-3" aria-label={label}>
                    {items
                      .filter((item) => item.type === type)
                      .map((item) => (
                        <InventoryItemRow key={item.id} item={item} actions={rowActions} />
                      ))}
                  </ul>
                )}
              </QueryView>
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
      <InventoryFormDialog
        open={form !== null}
        onClose={() => setForm(null)}
        item={form?.item}
        defaultType={newItemType}
      />
      <ConfirmDialog
        open={confirmation !== null}
        {...CONFIRMATIONS[confirmation?.kind ?? 'delete']}
        pending={actions.remove.isPending || actions.archive.isPending}
        onConfirm={confirm}
        onClose={() => setConfirmation(null)}
      />
    </section>
  )
}
