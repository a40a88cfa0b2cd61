// The Sequences tab's actions that are not forms: add or remove an email, delete a sequence, choose which
// sequence a signup form starts. Each toasts its outcome (the worker's reason when it refuses) and reads the
// list again either way.
import type { EmailSignupSource } from '../../../shared/schemas/leads.ts'
import { EMAIL_SIGNUP_SOURCE_LABELS } from '../../../shared/schemas/leads.ts'
import { api, unwrap } from '../../lib/api.ts'
import { adminKeys } from '../shared/admin-queries.ts'
import { toastServerFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'

const invalidates = [adminKeys.sequences]

export function useAddStep(onAdded: (stepId: number) => void) {
  return useAdminMutation({
    mutationFn: (sequenceId: number) =>
      unwrap(api.api.admin.sequences[':id'].steps.$post({ param: { id: String(sequenceId) } })),
    invalidates,
    onSuccess: (step) => {
      toastSuccess('Email added', 'It is last in the sequence, three days after the one before. Write it now.')
      onAdded(step.id)
    },
    onError: (error) => toastServerFailure(error, 'Failed to add an email'),
  })
}

export function useRemoveStep(onSettled: () => void) {
  return useAdminMutation({
    mutationFn: ({ sequenceId, stepId }: { sequenceId: number; stepId: number }) =>
      unwrap(
        api.api.admin.sequences[':id'].steps[':stepId'].$delete({
          param: { id: String(sequenceId), stepId: String(stepId) },
        }),
      ),
    invalidates,
    onSuccess: () => toastSuccess('Email removed', 'Leads who had not had it get the next one on its day.'),
    onError: (error) => toastServerFailure(error, 'Failed to remove the email'),
    onSettled,
  })
}

export function useDeleteSequence(onSettled: () => void) {
  return useAdminMutation({
    mutationFn: (sequenceId: number) =>
      unwrap(api.api.admin.sequences[':id'].$delete({ param: { id: String(sequenceId) } })),
    invalidates,
    onSuccess: () => toastSuccess('Sequence deleted'),
    onError: (error) => toastServerFailure(error, 'Failed to delete the sequence'),
    onSettled,
  })
}

export function useChooseSequence(names: ReadonlyMap<number, string>) {
  return useAdminMutation({
    mutationFn: ({ source, sequenceId }: { source: EmailSignupSource; sequenceId: number | null }) =>
      unwrap(api.api.admin['sequence-sources'][':source'].$put({ param: { source }, json: { sequenceId } })),
    invalidates,
    onSuccess: ({ source, sequenceId }) =>
      toastSuccess(
        'Saved',
        sequenceId === null
          ? `${EMAIL_SIGNUP_SOURCE_LABELS[source]} signups start no follow-up.`
          : `${EMAIL_SIGNUP_SOURCE_LABELS[source]} signups start “${names.get(sequenceId) ?? 'the sequence'}”.`,
      ),
    onError: (error) => toastServerFailure(error, 'Failed to save the choice'),
  })
}
