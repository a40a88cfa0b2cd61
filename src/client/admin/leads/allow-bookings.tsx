// On an overdue plan: the owner lets the client book the sessions his payments have already opened (decision 082).
// His bookings stop while a payment is overdue; this lets them through for the payments overdue now.
import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'

export function AllowBookings({ purchaseId }: { purchaseId: number }) {
  const allow = useMutation({
    mutationFn: () =>
      unwrap(api.api.admin.plans[':purchaseId']['allow-bookings'].$post({ param: { purchaseId: String(purchaseId) } })),
  })
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <button
        type="button"
        className={adminButton.secondary}
        disabled={allow.isPending || allow.isSuccess}
        onClick={() => allow.mutate()}
      >
        {allow.isPending ? 'Allowing…' : 'Let him book while overdue'}
      </button>
      <span role="status">
        {allow.isSuccess
          ? allow.data.message
          : allow.isError
            ? allow.error.message
            : 'New sessions are stopped until the overdue payment is paid.'}
      </span>
    </p>
  )
}
