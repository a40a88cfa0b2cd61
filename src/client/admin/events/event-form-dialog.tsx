// The event create / edit dialog (SPEC §3 event, §5 event rules): title, date, time, type and location
// required; description and link optional. Date and time are free text, as the owner writes them.
import { useState } from 'react'
import { EVENT_LOCATIONS, EVENT_TYPES, eventSchema } from '../../../shared/schemas/events.ts'
import { SelectField } from '../../kit/select-field.tsx'
import { TextField } from '../../kit/text-field.tsx'
import { TextareaField } from '../../kit/textarea-field.tsx'
import { useForm } from '../../kit/use-form.ts'
import { api, unwrap } from '../../lib/api.ts'
import { DialogFormFooter } from '../shared/dialog-form-footer.tsx'
import { AdminDialog } from '../shared/admin-dialog.tsx'
import { type AdminEvent, adminKeys, refresh } from '../shared/admin-queries.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'

type EventPayload = ReturnType<typeof eventSchema.parse>

const TYPE_LABELS: Readonly<Record<(typeof EVENT_TYPES)[number], string>> = {
  free: 'Free',
  paid: 'Paid',
  'free to FB group': 'Free to FB group',
  'members only': 'Members only',
}
const LOCATION_LABELS = Object.fromEntries(EVENT_LOCATIONS.map((location) => [location, location])) as Record<
  (typeof EVENT_LOCATIONS)[number],
  string
>

function saveEvent(event: AdminEvent | undefined, json: EventPayload) {
  return event
    ? unwrap(api.api.events[':id'].$put({ param: { id: String(event.id) }, json }))
    : unwrap(api.api.events.$post({ json }))
}

export function EventFormDialog({ open, onClose, event }: { open: boolean; onClose(): void; event?: AdminEvent }) {
  return (
    <AdminDialog open={open} onClose={onClose} title={event ? 'Edit Event' : 'Add Event'}>
      <EventForm event={event} onClose={onClose} />
    </AdminDialog>
  )
}

function EventForm({ event, onClose }: { event?: AdminEvent; onClose(): void }) {
  const words = event ? { done: 'updated', doing: 'update' } : { done: 'created', doing: 'create' }
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm({
    schema: eventSchema,
    initialValues: {
      title: event?.title ?? '',
      date: event?.date ?? '',
      time: event?.time ?? '',
      type: event?.type ?? '',
      location: event?.location ?? '',
      description: event?.description ?? '',
      link: event?.link ?? '',
    },
    submit: (json) => saveEvent(event, json),
    onSuccess: async () => {
      toastSuccess(`Event ${words.done} successfully`)
      onClose()
      await refresh(adminKeys.events)
    },
    onError: () => {
      setFailure(`Failed to ${words.doing} event`)
      toastFailure(`Failed to ${words.doing} event`)
    },
  })

  return (
    <form
      noValidate
      onSubmit={(submitEvent) => {
        setFailure(null)
        form.handleSubmit(submitEvent)
      }}
      aria-label={event ? 'Edit event' : 'New event'}
      className="space-y-4"
    >
      <TextField label="Title" field={form.field('title')} maxLength={200} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Date" field={form.field('date')} maxLength={100} placeholder="Thursday, July 17" />
        <TextField label="Time" field={form.field('time')} maxLength={100} placeholder="6:00 PM PST" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Type" field={form.field('type')} options={TYPE_LABELS} placeholder="Choose a type" />
        <SelectField
          label="Location"
          field={form.field('location')}
          options={LOCATION_LABELS}
          placeholder="Choose a location"
        />
      </div>
      <TextareaField label="Description" field={form.field('description')} optional rows={3} maxLength={2000} />
      <TextField
        label="Link"
        field={form.field('link')}
        optional
        type="url"
        inputMode="url"
        maxLength={2000}
        placeholder="https://"
      />
      <DialogFormFooter
        failure={failure}
        pending={form.isPending}
        submitLabel={event ? 'Save Changes' : 'Create Event'}
        onCancel={onClose}
      />
    </form>
  )
}
