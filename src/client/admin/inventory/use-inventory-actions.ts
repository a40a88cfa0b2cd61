// The inventory's one-click actions (SPEC §4, §8): duplicate, archive, delete (which a purchase turns into
// the archive offer) and 'Auto-Order by Day', each with its toast and a fresh list.
import type { InventoryType } from '../../../shared/constants.ts'
import { api, ApiError, unwrap } from '../../lib/api.ts'
import { type AdminInventoryItem, adminKeys } from '../shared/admin-queries.ts'
import { toastServerFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'
import { countOf } from '../../../shared/rules/plural.ts'

const lists = [adminKeys.inventory, adminKeys.publicInventory]
const idOf = (item: AdminInventoryItem) => ({ param: { id: String(item.id) } })

/** SPEC §4: the server refuses to delete an item with purchases and says it can be archived instead. */
export function offersArchive(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.body.canArchive === true
}

/** onDone closes the confirmation once a delete or archive has an answer; a refused delete offers the archive instead. */
export function useInventoryActions(handlers: { onDone(): void; onArchiveOffered(item: AdminInventoryItem): void }) {
  const duplicate = useAdminMutation({
    mutationFn: (item: AdminInventoryItem) => unwrap(api.api.inventory[':id'].duplicate.$post(idOf(item))),
    invalidates: lists,
    onSuccess: () =>
      toastSuccess('Inventory item duplicated successfully', 'The copy is inactive until you switch it on.'),
    onError: (error) => toastServerFailure(error, 'Failed to duplicate inventory item'),
  })
  const archive = useAdminMutation({
    mutationFn: (item: AdminInventoryItem) => unwrap(api.api.inventory[':id'].archive.$post(idOf(item))),
    invalidates: lists,
    onSuccess: () => toastSuccess('Inventory item archived successfully'),
    onError: (error) => toastServerFailure(error, 'Failed to archive inventory item'),
    onSettled: handlers.onDone,
  })
  const remove = useAdminMutation({
    mutationFn: (item: AdminInventoryItem) => unwrap(api.api.inventory[':id'].$delete(idOf(item))),
    invalidates: lists,
    onSuccess: () => {
      toastSuccess('Inventory item deleted successfully')
      handlers.onDone()
    },
    onError: (error, item) => {
      if (offersArchive(error)) return handlers.onArchiveOffered(item)
      toastServerFailure(error, 'Failed to delete inventory item')
      handlers.onDone()
    },
  })
  const autoOrder = useAdminMutation({
    mutationFn: (type: InventoryType) => unwrap(api.api.inventory['auto-order'].$post({ json: { type } })),
    invalidates: lists,
    onSuccess: ({ updated }) => toastSuccess(`Auto-ordered ${countOf(updated, 'item')} by day of week`),
    onError: (error) => toastServerFailure(error, 'Failed to auto-order items'),
  })
  return { duplicate, archive, remove, autoOrder }
}
