// The Leads list as a table, with each lead's status changed in place (New / Contacted).
import { LEAD_STATUSES, type LeadStatus } from '../../../shared/constants.ts'
import { api, unwrap } from '../../lib/api.ts'
import { type AdminLead, adminKeys } from '../shared/admin-queries.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from './lead-labels.ts'
import { formatPst } from '../shared/pst-time.ts'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'

const personOf = (lead: AdminLead) => lead.name ?? lead.email

function useSetLeadStatus() {
  return useAdminMutation({
    mutationFn: ({ lead, status }: { lead: AdminLead; status: LeadStatus }) =>
      unwrap(
        api.api.admin.leads[':kind'][':id'].$patch({
          param: { kind: lead.kind, id: String(lead.id) },
          json: { status },
        }),
      ),
    invalidates: [adminKeys.leads],
    onSuccess: (_, { lead, status }) =>
      toastSuccess('Lead status updated', `${personOf(lead)} is marked ${LEAD_STATUS_LABELS[status]}.`),
    onError: () => toastFailure('Failed to update lead status'),
  })
}

export function LeadsTable({
  leads,
  onShowJourney,
}: {
  leads: readonly AdminLead[]
  onShowJourney(contactId: number): void
}) {
  const setStatus = useSetLeadStatus()
  return (
    // Relative: the table's screen-reader-only labels are positioned, and would otherwise escape this box's scroll
    // and widen a phone's page to the table's width.
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Leads, newest first</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2">
              Received
            </th>
            <th scope="col" className="px-3 py-2">
              Kind
            </th>
            <th scope="col" className="px-3 py-2">
              Name
            </th>
            <th scope="col" className="px-3 py-2">
              Email
            </th>
            <th scope="col" className="px-3 py-2">
              Details
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={`${lead.kind}-${lead.id}`} className="border-t border-slate-200 align-top">
              <td className="whitespace-nowrap px-3 py-2 text-slate-700">{formatPst(lead.createdAt)}</td>
              <td className="px-3 py-2">{LEAD_KIND_LABELS[lead.kind]}</td>
              <td className="px-3 py-2 font-semibold text-slate-900">{lead.name ?? '—'}</td>
              <td className="px-3 py-2">
                {lead.email}
                {lead.phone && <div className="text-slate-600">{lead.phone}</div>}
              </td>
              <td className="max-w-xs px-3 py-2 text-slate-700">{lead.summary}</td>
              <td className="px-3 py-2">
                <select
                  aria-label={`Status of ${personOf(lead)} (${LEAD_KIND_LABELS[lead.kind]})`}
                  value={lead.status}
                  onChange={(event) => setStatus.mutate({ lead, status: event.target.value as LeadStatus })}
                  className={
                    'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 ' +
                    'focus-visible:outline-2 focus-visible:outline-brand-700'
                  }
                >
                  {LEAD_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {LEAD_STATUS_LABELS[status]}
                    </option>
                  ))}
                </select>
              </td>
              <td className="px-3 py-2">
                <button type="button" onClick={() => onShowJourney(lead.contactId)} className={adminButton.secondary}>
                  Journey<span className="sr-only"> of {personOf(lead)}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
