// The owner refunds a client's purchase whatever the guarantee's record says (decision 106): his reason is
// required, kept beside the request and shown in Settings → Refunds.
import { useState } from 'react'
import { OWNER_REASON_MAX } from '../../../shared/refunds.ts'
import { api, messageOf, unwrap } from '../../lib/api.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { AdminDialog, DialogError } from '../shared/admin-dialog.tsx'
import { adminKeys, type CoachingClientRow } from '../shared/admin-queries.ts'
import { toastSuccess } from '../shared/admin-toasts.ts'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'

export function OwnerRefundDialog({ client, onClose }: { client: CoachingClientRow | null; onClose(): void }) {
  const [reason, setReason] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const refund = useAdminMutation({
    mutationFn: (row: CoachingClientRow) =>
      unwrap(api.api.admin.refunds.purchase[':id'].$post({ param: { id: String(row.purchaseId) }, json: { reason } })),
    invalidates: [adminKeys.coachingClients, adminKeys.refunds, adminKeys.analytics],
    onSuccess: (result) => {
      toastSuccess(result.status === 'refunded' ? 'Refund made' : 'Refund under way', 'Your reason is kept with it.')
      setReason('')
      onClose()
    },
    onError: (error) => setFailure(messageOf(error, 'The refund could not be made. Please try again.')),
  })
  const close = () => {
    setFailure(null)
    onClose()
  }
  return (
    <AdminDialog
      open={client !== null}
      onClose={close}
      title={client ? `Refund ${client.name}` : 'Refund'}
      subtitle={client && `${client.description} · ${client.guarantee.words ?? 'No guarantee'}`}
      width="md"
    >
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault()
          setFailure(null)
          if (client) refund.mutate(client)
        }}
      >
        <DialogError message={failure} />
        <p className="text-sm text-slate-700">Every payment received for it so far comes back to his card.</p>
        <label htmlFor="owner-refund-reason" className="block text-sm font-semibold text-slate-800">
          Why are you refunding? (kept with the refund)
        </label>
        <textarea
          id="owner-refund-reason"
          required
          minLength={3}
          maxLength={OWNER_REASON_MAX}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="w-full rounded-md border border-slate-400 p-2 text-sm"
        />
        <div className="flex justify-end gap-2">
          <button type="button" onClick={close} className={adminButton.secondary}>
            Cancel
          </button>
          <button type="submit" disabled={refund.isPending} className={adminButton.danger}>
            Refund
          </button>
        </div>
      </form>
    </AdminDialog>
  )
}
