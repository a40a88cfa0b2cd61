// The coach's hours and booking rules, written whole with PUT /api/admin/booking-rules.
// The weekly hours and dates off are typed one a line; the form's own schema reads them into the rules' shape,
// naming the line that is wrong, and the shared rules schema checks the rest.
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { parseDatesOff, parseWeeklyHours, weeklyHoursText } from '../../../shared/bookings/weekly-hours-text.ts'
import { type BookingRules, bookingRulesSchema } from '../../../shared/schemas/booking-rules.ts'
import { SubmitButton } from '../../kit/submit-button.tsx'
import { TextareaField } from '../../kit/textarea-field.tsx'
import { TextField } from '../../kit/text-field.tsx'
import { useForm } from '../../kit/use-form.ts'
import { api, messageOf, unwrap } from '../../lib/api.ts'
import { adminKeys, adminQueries, refresh } from '../shared/admin-queries.ts'
import { adminCard } from '../shared/admin-styles.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { QueryView } from '../shared/query-view.tsx'

const rule = bookingRulesSchema.shape
const typedNumber = z.string().transform((value) => (value.trim() === '' ? Number.NaN : Number(value)))

// Each field's text read into the rules' shape and then checked by the rules' own schema, so each message lands
// on its field.
const formSchema = z.strictObject({
  weeklyHours: z
    .string()
    .transform((text, ctx) => {
      const read = parseWeeklyHours(text)
      if ('error' in read) ctx.addIssue({ code: 'custom', message: read.error })
      return 'periods' in read ? read.periods : []
    })
    .pipe(rule.weeklyHours),
  datesOff: z
    .string()
    .transform((text, ctx) => {
      const read = parseDatesOff(text)
      if ('error' in read) ctx.addIssue({ code: 'custom', message: read.error })
      return 'dates' in read ? read.dates : []
    })
    .pipe(rule.datesOff),
  bufferMinutes: typedNumber.pipe(rule.bufferMinutes),
  minNoticeHours: typedNumber.pipe(rule.minNoticeHours),
  horizonDays: typedNumber.pipe(rule.horizonDays),
  strategyCallMinutes: typedNumber.pipe(rule.strategyCallMinutes),
  oneToOneMinutes: typedNumber.pipe(rule.oneToOneMinutes),
  moveNoticeHours: typedNumber.pipe(rule.moveNoticeHours),
  maxMoves: typedNumber.pipe(rule.maxMoves),
  clientHoursPercent: typedNumber.pipe(rule.clientHoursPercent.unwrap()),
  videoLink: rule.videoLink,
})

export function BookingRulesSection() {
  const query = useQuery(adminQueries.bookingRules())
  return (
    <section aria-labelledby="booking-rules-heading" className={adminCard}>
      <h3 id="booking-rules-heading" className="text-lg font-bold text-slate-900">
        Coach's hours and booking rules
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Times are in Pacific time (America/Los_Angeles). Pod sessions block their hours on their own.
      </p>
      <div className="mt-4">
        <QueryView query={query} what="the booking rules">
          {(rules) => <BookingRulesForm key={JSON.stringify(rules)} rules={rules} />}
        </QueryView>
      </div>
    </section>
  )
}

type NumberField = Exclude<keyof typeof formSchema.shape, 'weeklyHours' | 'datesOff' | 'videoLink'>

function BookingRulesForm({ rules }: { rules: BookingRules }) {
  const form = useForm({
    schema: formSchema,
    initialValues: {
      weeklyHours: weeklyHoursText(rules.weeklyHours),
      datesOff: rules.datesOff.join('\n'),
      bufferMinutes: String(rules.bufferMinutes),
      minNoticeHours: String(rules.minNoticeHours),
      horizonDays: String(rules.horizonDays),
      strategyCallMinutes: String(rules.strategyCallMinutes),
      oneToOneMinutes: String(rules.oneToOneMinutes),
      moveNoticeHours: String(rules.moveNoticeHours),
      maxMoves: String(rules.maxMoves),
      clientHoursPercent: String(rules.clientHoursPercent),
      videoLink: rules.videoLink ?? '',
    },
    submit: (json) => unwrap(api.api.admin['booking-rules'].$put({ json })),
    onSuccess: async () => {
      toastSuccess('Booking rules saved', 'Visitors see the open times under the new rules.')
      await refresh(adminKeys.bookingRules)
    },
    onError: (error) => toastFailure(messageOf(error, 'Failed to save the booking rules')),
  })
  const number = (name: NumberField, label: string) => (
    <TextField label={label} field={form.field(name)} inputMode="numeric" maxLength={4} />
  )
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="Booking rules" className="grid gap-4 sm:grid-cols-2">
      <TextareaField
        label="Weekly hours, one period a line (monday 09:00-12:00)"
        field={form.field('weeklyHours')}
        rows={8}
        maxLength={3000}
      />
      <TextareaField
        label="Dates off, one a line (YYYY-MM-DD)"
        field={form.field('datesOff')}
        rows={8}
        maxLength={5000}
        optional
      />
      {number('strategyCallMinutes', 'Free call length (minutes)')}
      {number('oneToOneMinutes', 'One-to-one session length (minutes)')}
      {number('bufferMinutes', 'Buffer between sessions (minutes)')}
      {number('minNoticeHours', 'Minimum notice to book (hours)')}
      {number('horizonDays', 'How far ahead one can book (days)')}
      {number('moveNoticeHours', 'Notice to move or cancel (hours)')}
      {number('maxMoves', 'Moves allowed per booking')}
      {number('clientHoursPercent', "Share of each period kept for clients' sessions (%; free calls get the rest)")}
      <TextField
        label="Video-call link (sent in every invitation)"
        field={form.field('videoLink')}
        type="url"
        maxLength={2000}
      />
      <div className="sm:col-span-2 sm:w-48">
        <SubmitButton pending={form.isPending} label="Save Booking Rules" pendingLabel="Saving..." />
      </div>
    </form>
  )
}
