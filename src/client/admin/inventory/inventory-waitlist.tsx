// An item's waitlist in the Inventory tab: who waits in what place, the offers out and their deadlines,
// those whose email address is not confirmed yet (listed after the line, with no place),
// and removing someone (an offer they held passes to the next in line). Read when the owner opens it.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { api, messageOf, unwrap } from '../../lib/api.ts'
import { adminKeys } from '../shared/admin-queries.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { formatPst } from '../shared/pst-time.ts'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'

const waitlistKey = (itemId: number) => [...adminKeys.inventory, itemId, 'waitlist'] as const

function WaitlistEntries({ itemId }: { itemId: number }) {
  const line = useQuery({
    queryKey: waitlistKey(itemId),
    queryFn: () => unwrap(api.api.admin.inventory[':id'].waitlist.$get({ param: { id: String(itemId) } })),
    refetchOnMount: 'always',
  })
  const remove = useAdminMutation({
    mutationFn: (entryId: number) => unwrap(api.api.admin.waitlist[':id'].$delete({ param: { id: String(entryId) } })),
    invalidates: [waitlistKey(itemId), adminKeys.inventory],
    onSuccess: () =>
      toastSuccess('Removed from the waitlist', 'Any seat they were offered has gone to the next in line.'),
    onError: (error) => toastFailure(messageOf(error, 'Failed to remove from the waitlist')),
  })
  if (line.isPending) return <p className="text-sm text-slate-600">Loading the waitlist...</p>
  if (line.isError)
    return <p className="text-sm text-red-700">{messageOf(line.error, 'Could not load the waitlist')}</p>
  if (line.data.length === 0) return <p className="text-sm text-slate-600">No one is waiting.</p>
  return (
    <ol className="mt-2 space-y-2" aria-label="Waitlist">
      {line.data.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-800">
          <span>
            {entry.place === null ? '–' : `${entry.place}.`} {entry.firstName} · {entry.email} · {entry.phone} ·{' '}
            {entry.status === 'unconfirmed'
              ? 'Email not confirmed yet (not in line)'
              : entry.status === 'offered'
                ? entry.offerExpiresAt
                  ? `Offer out until ${formatPst(entry.offerExpiresAt)}`
                  : 'Offer being sent'
                : 'Waiting'}
          </span>
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() => remove.mutate(entry.id)}
            className={adminButton.dangerOutline}
          >
            Remove<span className="sr-only"> {entry.firstName} from the waitlist</span>
          </button>
        </li>
      ))}
    </ol>
  )
}

export function InventoryWaitlist({ itemId }: { itemId: number }) {
  const [open, setOpen] = useState(false)
  return (
    <details className="mt-3" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-semibold text-slate-800">Waitlist</summary>
      {open && <WaitlistEntries itemId={itemId} />}
    </details>
  )
}
