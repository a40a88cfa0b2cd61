// The 30-day guarantee as the owner runs it from Settings: approval automatic or by hand (a waiting request
// approves itself after 72 hours), the queue with Approve, and every refund asked for, made, declined or failed,
// with the owner's reason when he refunded what the guarantee did not cover.
import { Field, Label, Switch } from '@headlessui/react'
import { useQuery } from '@tanstack/react-query'
import { MANUAL_APPROVAL_HOURS, REFUND_WINDOW_DAYS } from '../../../shared/refunds.ts'
import { formatPrice } from '../../../shared/rules/inventory.ts'
import { api, unwrap } from '../../lib/api.ts'
import { type AdminRefunds, adminKeys, adminQueries } from '../shared/admin-queries.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { adminCard, adminSwitch } from '../shared/admin-styles.ts'
import { toastServerFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { EmptyState } from '../shared/empty-state.tsx'
import { formatPst } from '../shared/pst-time.ts'
import { QueryView } from '../shared/query-view.tsx'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'

type RefundRequest = AdminRefunds['requests'][number]

const STATUS_LOOK: Readonly<Record<RefundRequest['status'], { label: string; tone: string }>> = {
  'awaiting-approval': { label: 'Waiting for approval', tone: 'bg-amber-100 text-amber-900' },
  'awaiting-marks': { label: 'Waiting for your marks', tone: 'bg-amber-100 text-amber-900' },
  declined: { label: 'Declined: guarantee not met', tone: 'bg-slate-200 text-slate-900' },
  approved: { label: 'Approved', tone: 'bg-sky-100 text-sky-900' },
  refunding: { label: 'Refunding', tone: 'bg-sky-100 text-sky-900' },
  refunded: { label: 'Refunded', tone: 'bg-emerald-100 text-emerald-900' },
  failed: { label: 'Failed', tone: 'bg-red-100 text-red-900' },
}

function useApprovalSetting() {
  return useAdminMutation({
    mutationFn: (manual: boolean) =>
      unwrap(api.api.admin['refund-settings'].$put({ json: { refundApproval: manual ? 'manual' : 'automatic' } })),
    invalidates: [adminKeys.refunds],
    onSuccess: (result) =>
      toastSuccess(
        result.refundApproval === 'manual' ? 'Refunds now wait for your approval' : 'Refunds are now automatic',
        result.refundApproval === 'manual'
          ? `A request you do not answer is approved after ${MANUAL_APPROVAL_HOURS} hours.`
          : `Requests inside the ${REFUND_WINDOW_DAYS} days are refunded at once.`,
      ),
    onError: (error) => toastServerFailure(error, 'Failed to change refund approval'),
  })
}

function useApprove() {
  return useAdminMutation({
    mutationFn: (request: RefundRequest) =>
      unwrap(api.api.admin.refunds[':id'].approve.$post({ param: { id: String(request.id) } })),
    invalidates: [adminKeys.refunds, adminKeys.inventory, adminKeys.analytics],
    onSuccess: (result) =>
      toastSuccess(
        result.status === 'refunded' ? 'Refund made' : 'Refund approved',
        'The buyer gets an email when the money is on its way.',
      ),
    onError: (error) => toastServerFailure(error, 'Failed to approve the refund'),
  })
}

export function RefundsSection() {
  const query = useQuery(adminQueries.refunds())
  const setting = useApprovalSetting()
  const approve = useApprove()
  const manual = query.data?.refundApproval === 'manual'
  return (
    <section aria-labelledby="refunds-heading" className={adminCard}>
      <h3 id="refunds-heading" className="text-lg font-bold text-slate-900">
        Refunds (30-day guarantee)
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Buyers ask from the link in their receipt. Refunded seats go back on sale.
      </p>
      <Field className="mt-4 flex items-center gap-3">
        <Switch
          checked={manual}
          disabled={!query.data || setting.isPending}
          onChange={(on) => setting.mutate(on)}
          className={adminSwitch.track}
        >
          <span aria-hidden="true" className={adminSwitch.knob} />
        </Switch>
        <Label className="text-sm font-semibold text-slate-800">
          Approve refunds by hand (a request is approved by itself after {MANUAL_APPROVAL_HOURS} hours)
        </Label>
      </Field>
      <div className="mt-4">
        <QueryView
          query={query}
          what="refunds"
          isEmpty={(data) => data.requests.length === 0}
          empty={<EmptyState title="No refunds asked for." />}
        >
          {(data) => (
            <ul className="divide-y divide-slate-200" aria-label="Refund requests">
              {data.requests.map((request) => (
                <li
                  key={request.id}
                  className="flex flex-wrap items-start justify-between gap-3 py-3"
                  aria-label={`Refund for ${request.name}`}
                >
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-semibold text-slate-900">
                      {request.name} · {request.description} · {formatPrice(request.amount)}
                    </p>
                    <p className="text-slate-600">
                      Asked {formatPst(request.requestedAt)}
                      {request.status === 'awaiting-approval' &&
                        request.approveAfter &&
                        ` · approved by itself ${formatPst(request.approveAfter)}`}
                      {request.refundedAt && ` · refunded ${formatPst(request.refundedAt)}`}
                    </p>
                    {request.failureReason && request.status === 'declined' && (
                      <p className="mt-1 text-slate-800">Not met: {request.failureReason}</p>
                    )}
                    {request.failureReason && request.status !== 'declined' && (
                      <p className="mt-1 text-red-800">Reason: {request.failureReason}</p>
                    )}
                    {request.ownerReason && (
                      <p className="mt-1 text-slate-800">Your reason for refunding: {request.ownerReason}</p>
                    )}
                  </div>
                  <div className="flex items-center gap-2">
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_LOOK[request.status].tone}`}
                    >
                      {STATUS_LOOK[request.status].label}
                    </span>
                    {request.status === 'awaiting-approval' && (
                      <button
                        type="button"
                        onClick={() => approve.mutate(request)}
                        disabled={approve.isPending}
                        className={adminButton.primary}
                      >
                        Approve<span className="sr-only"> the refund for {request.name}</span>
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </section>
  )
}
