// One person's journey (GET /api/admin/contacts/:id): every signup, application, call and purchase in the
// order they happened, his follow-up emails, and 'Delete this person's data', the data-deletion promise of the
// legal pages.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatPrice } from '../../../shared/rules/inventory.ts'
import { FollowUpJourney } from './follow-up-journey.tsx'
import { api, unwrap } from '../../lib/api.ts'
import { AdminDialog } from '../shared/admin-dialog.tsx'
import { adminKeys, adminQueries, type ContactJourney } from '../shared/admin-queries.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { ConfirmDialog } from '../shared/confirm-dialog.tsx'
import { LEAD_KIND_LABELS } from './lead-labels.ts'
import { ConsentRecord } from './consent-record.tsx'
import { formatPst } from '../shared/pst-time.ts'
import { QueryView } from '../shared/query-view.tsx'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'
import { SessionRecord } from './session-record.tsx'
import { ClientActionsRecord } from './client-actions.tsx'
import { IntakeAnswers } from './intake-answers.tsx'

const STEP_LABELS: Readonly<Record<ContactJourney['timeline'][number]['kind'], string>> = {
  ...LEAD_KIND_LABELS,
  purchase: 'Purchase',
}

function useDeletePerson(handlers: { onDeleted(): void; onFailed(): void }) {
  return useAdminMutation({
    mutationFn: (contactId: number) =>
      unwrap(api.api.admin.contacts[':id'].$delete({ param: { id: String(contactId) } })),
    invalidates: [adminKeys.leads, adminKeys.analytics],
    onSuccess: () => {
      toastSuccess("Person's data deleted", 'Their leads are gone; any purchases are kept without their name.')
      handlers.onDeleted()
    },
    onError: () => {
      toastFailure("Failed to delete this person's data")
      handlers.onFailed()
    },
  })
}

export function LeadJourneyDialog({ contactId, onClose }: { contactId: number | null; onClose(): void }) {
  const query = useQuery({ ...adminQueries.contact(contactId ?? 0), enabled: contactId !== null })
  const [confirming, setConfirming] = useState(false)
  const remove = useDeletePerson({
    onDeleted: () => {
      setConfirming(false)
      onClose()
    },
    onFailed: () => setConfirming(false),
  })

  return (
    <AdminDialog open={contactId !== null} onClose={onClose} title="Contact journey">
      <QueryView query={query} what="this person's journey">
        {(journey) => (
          <div className="space-y-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-semibold text-slate-700">Name</dt>
              <dd>{[journey.contact.firstName, journey.contact.lastName].filter(Boolean).join(' ') || '—'}</dd>
              <dt className="font-semibold text-slate-700">Email</dt>
              <dd>{journey.contact.email}</dd>
              <dt className="font-semibold text-slate-700">Phone</dt>
              <dd>{journey.contact.phone ?? '—'}</dd>
            </dl>
            <ol className="space-y-2 border-l-2 border-slate-200 pl-4" aria-label="Journey">
              {journey.timeline.map((step) => (
                <li key={`${step.kind}-${step.id}`} className="text-sm">
                  <p className="font-semibold text-slate-900">
                    {STEP_LABELS[step.kind]} · {formatPst(step.createdAt)}
                  </p>
                  <p className="text-slate-700">
                    {step.summary}
                    {step.amount !== null && ` · ${formatPrice(step.amount)}`} · {step.status}
                  </p>
                  {step.kind === 'purchase' && <IntakeAnswers purchaseId={step.id} />}
                </li>
              ))}
            </ol>
            {journey.sessions.length > 0 && <SessionRecord sessions={journey.sessions} />}
            {contactId !== null && <ClientActionsRecord contactId={contactId} />}
            {journey.followUps.length > 0 && <FollowUpJourney followUps={journey.followUps} />}
            <ConsentRecord events={journey.consentRecord} />
            <div className="border-t border-slate-200 pt-4">
              <button type="button" onClick={() => setConfirming(true)} className={adminButton.danger}>
                Delete this person&apos;s data
              </button>
            </div>
          </div>
        )}
      </QueryView>
      <ConfirmDialog
        open={confirming}
        title="Delete this person's data"
        message={
          "Are you sure you want to delete this person's data? Their signups, applications and calls are " +
          'deleted, and their purchases are kept without their name. This cannot be undone.'
        }
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => contactId !== null && remove.mutate(contactId)}
        onClose={() => setConfirming(false)}
      />
    </AdminDialog>
  )
}
