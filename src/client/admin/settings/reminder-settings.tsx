// The owner's switch for the day-before session reminders (Settings tab): on, buyers who agreed to hear
// from us get a short email (and a text with SMS consent) the day before each session.
import { Field, Label, Switch } from '@headlessui/react'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api.ts'
import { queryClient } from '../../lib/query-client.ts'
import { adminKeys, adminQueries } from '../shared/admin-queries.ts'
import { adminCard, adminSwitch } from '../shared/admin-styles.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { QueryView } from '../shared/query-view.tsx'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'

function useSetReminders() {
  return useAdminMutation({
    mutationFn: (remindersEnabled: boolean) => {
      // Flips at once, as the feature switches do; the server's answer replaces it.
      queryClient.setQueryData(adminKeys.reminderSettings, { remindersEnabled })
      return unwrap(api.api.admin['reminder-settings'].$put({ json: { remindersEnabled } }))
    },
    invalidates: [adminKeys.reminderSettings],
    onSuccess: (_, on) =>
      toastSuccess(
        'Reminders updated',
        on ? 'Buyers get a reminder the day before each session.' : 'No session reminders are sent.',
      ),
    onError: () => toastFailure('Failed to update reminders. Please try again.'),
  })
}

export function ReminderSettings() {
  const query = useQuery(adminQueries.reminderSettings())
  const set = useSetReminders()
  return (
    <section aria-labelledby="reminders-heading" className={adminCard}>
      <h3 id="reminders-heading" className="text-lg font-bold text-slate-900">
        Session reminders
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        The day before each pod session or booked call, buyers who agreed to hear from you get a short email, and a text
        if they agreed to texts.
      </p>
      <div className="mt-4">
        <QueryView query={query} what="the reminder setting">
          {({ remindersEnabled }) => (
            <Field className="flex items-center gap-3">
              <Switch checked={remindersEnabled} onChange={(on) => set.mutate(on)} className={adminSwitch.track}>
                <span aria-hidden="true" className={adminSwitch.knob} />
              </Switch>
              <Label className="text-sm font-semibold text-slate-800">Send session reminders</Label>
            </Field>
          )}
        </QueryView>
      </div>
    </section>
  )
}
