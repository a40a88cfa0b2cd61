// The Events tab's actions (SPEC §8 event toasts): duplicate, delete and a new order. A new order shows at
// once, then goes to PATCH /api/events/reorder as the whole list renumbered from 1.
import { autoSortUpdates } from '../../../shared/rules/event-order.ts'
import { api, unwrap } from '../../lib/api.ts'
import { queryClient } from '../../lib/query-client.ts'
import { type AdminEvent, adminKeys } from '../shared/admin-queries.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'

const idOf = (event: AdminEvent) => ({ param: { id: String(event.id) } })

/** The body of PATCH /api/events/reorder for a list in its new order. */
export const renumbered = (events: readonly AdminEvent[]) =>
  events.map((event, index) => ({ id: event.id, sortOrder: index + 1 }))

/** Auto-sort by date (SPEC §9 rules): the list in the order autoSortUpdates gives it. */
export function sortedByDate(events: readonly AdminEvent[]): AdminEvent[] {
  const byId = new Map(events.map((event) => [event.id, event]))
  return autoSortUpdates(events).map(({ id }) => byId.get(id)!)
}

/** onDeleteSettled closes the confirmation, after a success or a failure alike (the toast says which). */
export function useEventActions(onDeleteSettled: () => void) {
  const duplicate = useAdminMutation({
    mutationFn: (event: AdminEvent) => unwrap(api.api.events[':id'].duplicate.$post(idOf(event))),
    invalidates: [adminKeys.events],
    onSuccess: () => toastSuccess('Event duplicated successfully'),
    onError: () => toastFailure('Failed to duplicate event'),
  })
  const remove = useAdminMutation({
    mutationFn: (event: AdminEvent) => unwrap(api.api.events[':id'].$delete(idOf(event))),
    invalidates: [adminKeys.events],
    onSuccess: () => toastSuccess('Event deleted successfully'),
    onError: () => toastFailure('Failed to delete event'),
    onSettled: onDeleteSettled,
  })
  const reorder = useAdminMutation({
    mutationFn: (ordered: AdminEvent[]) => {
      queryClient.setQueryData(adminKeys.events, ordered)
      return unwrap(api.api.events.reorder.$patch({ json: { eventUpdates: renumbered(ordered) } }))
    },
    invalidates: [adminKeys.events],
    onSuccess: () => toastSuccess('Event order updated successfully'),
    onError: () => toastFailure('Failed to update event order'),
  })
  return { duplicate, remove, reorder }
}
