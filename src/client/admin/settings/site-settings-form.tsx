// The business details of the Settings tab ({name}, {email} and the rest of the spec's placeholders),
// written whole with PUT /api/admin/site-settings.
import { useQuery } from '@tanstack/react-query'
import { formatUsPhone } from '../../../shared/rules/phone.ts'
import { siteSettingsSchema } from '../../../shared/schemas/site-settings.ts'
import type { SiteSettings } from '../../../shared/site.ts'
import { SelectField } from '../../kit/select-field.tsx'
import { SubmitButton } from '../../kit/submit-button.tsx'
import { TextField } from '../../kit/text-field.tsx'
import { useForm } from '../../kit/use-form.ts'
import { api, messageOf, unwrap } from '../../lib/api.ts'
import { adminKeys, adminQueries, refresh } from '../shared/admin-queries.ts'
import { adminCard } from '../shared/admin-styles.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { QueryView } from '../shared/query-view.tsx'
import { EMAIL_MAX } from '../../../shared/rules/email.ts'
import { PHONE_FIELD_MAX } from '../../../shared/rules/phone.ts'

const BOOKING_PAGE_LABELS = {
  site: 'This site: visitors pick an open time of your hours',
  external: 'The scheduling URL above',
} as const

export function SiteSettingsSection() {
  const query = useQuery(adminQueries.siteSettings())
  return (
    <section aria-labelledby="site-settings-heading" className={adminCard}>
      <h3 id="site-settings-heading" className="text-lg font-bold text-slate-900">
        Business details
      </h3>
      <div className="mt-4">
        <QueryView query={query} what="the business details">
          {/* Keyed by what is saved, so the form starts from the saved values after each save. */}
          {(settings) => <SiteSettingsForm key={JSON.stringify(settings)} settings={settings} />}
        </QueryView>
      </div>
    </section>
  )
}

function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const form = useForm({
    schema: siteSettingsSchema,
    initialValues: { ...settings, waitlistOfferHours: String(settings.waitlistOfferHours) },
    // The hours field is typed as text; the schema checks the number it holds.
    toPayload: (values) => ({ ...values, waitlistOfferHours: Number(values.waitlistOfferHours) }),
    formatters: { contactPhone: formatUsPhone, contactEmail: (value) => value.trim() },
    submit: (json) => unwrap(api.api.admin['site-settings'].$put({ json })),
    onSuccess: async () => {
      toastSuccess('Settings saved', 'The site shows the new details.')
      await refresh(adminKeys.siteSettings)
    },
    onError: (error) => toastFailure(messageOf(error, 'Failed to save settings')),
  })
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="Business details" className="grid gap-4 sm:grid-cols-2">
      <TextField label="Business name" field={form.field('businessName')} maxLength={200} />
      <TextField label="Coach name" field={form.field('coachName')} maxLength={200} />
      <TextField label="Contact email" field={form.field('contactEmail')} type="email" maxLength={EMAIL_MAX} />
      <TextField label="Contact phone" field={form.field('contactPhone')} type="tel" maxLength={PHONE_FIELD_MAX} />
      <TextField label="Website URL" field={form.field('websiteUrl')} type="url" maxLength={2000} />
      <TextField label="Scheduling URL" field={form.field('schedulingUrl')} type="url" maxLength={2000} />
      <SelectField
        label="Where 'book a free call' leads"
        field={form.field('bookingPage')}
        options={BOOKING_PAGE_LABELS}
        placeholder="Choose one"
      />
      <TextField
        label="Waitlist offer lasts (hours, 2 to 72)"
        field={form.field('waitlistOfferHours')}
        inputMode="numeric"
        maxLength={2}
      />
      <TextField
        label="Postal address (printed in marketing emails; none are sent without it)"
        field={form.field('postalAddress')}
        maxLength={300}
      />
      <div className="sm:col-span-2 sm:w-48">
        <SubmitButton pending={form.isPending} label="Save Settings" pendingLabel="Saving..." />
      </div>
    </form>
  )
}
