// The free strategy call booking (SPEC §3, §5, §7, §8): name, email and phone required; three optional
// selects whose values are exactly the shared schema's; the biggest challenge required, as the spec's
// browser `required` attribute says.
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { LEAD_FORM_POSTS } from '../../shared/lead-form-posts.ts'
import {
  type MARRIAGE_LENGTHS,
  type PREVIOUS_COACHING,
  strategyCallSchema,
  type TIMELINES,
} from '../../shared/schemas/leads.ts'
import { refusalOr } from '../lib/http.ts'
import { toast } from '../lib/toast-store.ts'
import { track } from '../lib/tracking.ts'
import { EmailHint } from '../kit/email-hint.tsx'
import { postStrategyCall } from './lead-requests.ts'
import { trackStrategyCallBooked } from './lead-tracking.ts'
import { SelectField } from '../kit/select-field.tsx'
import { SubmitButton } from '../kit/submit-button.tsx'
import { TextareaField } from '../kit/textarea-field.tsx'
import { TextField } from '../kit/text-field.tsx'
import { useForm } from '../kit/use-form.ts'
import { CONTACT_FORMATTERS, EMAIL_INPUT, PHONE_INPUT } from '../kit/contact-inputs.ts'
import type { Booker } from '../bookings/slot-picker.tsx'

const MARRIAGE_LENGTH_LABELS: Record<(typeof MARRIAGE_LENGTHS)[number], string> = {
  'less-than-2': 'Less than 2 years',
  '2-5': '2 to 5 years',
  '5-10': '5 to 10 years',
  '10-15': '10 to 15 years',
  '15-20': '15 to 20 years',
  '20-plus': '20 years or more',
}

const PREVIOUS_COACHING_LABELS: Record<(typeof PREVIOUS_COACHING)[number], string> = {
  never: 'Never',
  'individual-therapy': 'Individual therapy',
  'couples-therapy': 'Couples therapy',
  'mens-coaching': "Men's coaching",
  multiple: 'More than one of these',
}

const TIMELINE_LABELS: Record<(typeof TIMELINES)[number], string> = {
  immediate: 'Right away',
  '1-3-months': 'In 1 to 3 months',
  '3-6-months': 'In 3 to 6 months',
  '6-12-months': 'In 6 to 12 months',
  gradual: 'Gradually, at my own pace',
}

const SUCCESS_TEXT = 'Your strategy call request has been received. We will contact you within 24 hours to schedule it.'

// The open times load only once the form is sent, so the home page's first script stays as it was.
const SlotPicker = lazy(() => import('../bookings/slot-picker.tsx'))

export function StrategyCallForm() {
  const formRef = useViewedOnce()
  const [booker, setBooker] = useState<Booker | null>(null)
  const form = useForm({
    schema: strategyCallSchema,
    initialValues: {
      name: '',
      email: '',
      phone: '',
      marriageLength: '',
      previousCoaching: '',
      timeline: '',
      biggestChallenge: '',
      message: '',
    },
    formatters: CONTACT_FORMATTERS,
    submit: postStrategyCall,
    onInvalid: () =>
      toast({
        title: 'Please complete all required fields',
        description: 'Make sure all information is filled out correctly',
      }),
    onSuccess(_result, sent) {
      setBooker({ name: sent.name, email: sent.email, phone: sent.phone })
      trackStrategyCallBooked()
      toast({ title: 'Strategy Call Requested!', description: SUCCESS_TEXT })
    },
    // This form's failure reads the spec's own sentence (a rejected field still shows its reason inline), unless
    // the server asks the visitor to wait.
    onError: (error) =>
      toast({
        title: 'Error',
        description: refusalOr(error, 'Failed to book strategy call. Please try again.'),
        variant: 'destructive',
      }),
  })
  const email = form.field('email')

  return (
    <>
      <form
        ref={formRef}
        action={LEAD_FORM_POSTS['strategy-call'].action}
        method="post"
        noValidate
        onSubmit={form.handleSubmit}
        aria-label="Book your free strategy call"
        className="space-y-4"
      >
        <TextField label="Full Name" field={form.field('name')} autoComplete="name" maxLength={200} />
        <TextField
          label="Email Address"
          field={email}
          {...EMAIL_INPUT}
          hint={<EmailHint email={email.value} hidden={Boolean(email.error)} text="Valid email address" />}
        />
        <TextField label="Phone Number" field={form.field('phone')} {...PHONE_INPUT} />
        <SelectField
          label="How long have you been married?"
          field={form.field('marriageLength')}
          options={MARRIAGE_LENGTH_LABELS}
          placeholder="Select one"
          optional
        />
        <SelectField
          label="Have you had coaching or therapy before?"
          field={form.field('previousCoaching')}
          options={PREVIOUS_COACHING_LABELS}
          placeholder="Select one"
          optional
        />
        <SelectField
          label="When do you want to start?"
          field={form.field('timeline')}
          options={TIMELINE_LABELS}
          placeholder="Select one"
          optional
        />
        <TextareaField
          label="What is your biggest challenge right now?"
          field={form.field('biggestChallenge')}
          maxLength={5000}
        />
        <TextareaField
          label="Anything else we should know?"
          field={form.field('message')}
          maxLength={5000}
          rows={3}
          optional
        />
        <SubmitButton pending={form.isPending} label="Book My Free Strategy Call" pendingLabel="Booking..." />
        {form.succeeded && (
          <p role="status" className="text-sm font-medium text-green-700">
            {SUCCESS_TEXT}
          </p>
        )}
      </form>
      {booker && (
        <Suspense
          fallback={
            <p role="status" className="mt-6 text-slate-700">
              Loading open times...
            </p>
          }
        >
          <SlotPicker booker={booker} />
        </Suspense>
      )}
    </>
  )
}

/**
 * Counts the form as seen once any of it is on screen (a tall form may never be half visible on a phone):
 * the denominator of the owner's form conversion figure.
 */
function useViewedOnce() {
  const ref = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || !('IntersectionObserver' in window)) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        track('strategy_call_form_viewed', { category: 'consultation' })
      },
      { threshold: 0 },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return ref
}
