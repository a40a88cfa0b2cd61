// The free strategy call booking (SPEC §3, §5, §7, §8): name, email and phone required; three optional
// selects whose values are exactly the shared schema's; the biggest challenge required, as the spec's
// browser `required` attribute says.
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { LEAD_FORM_POSTS } from '../../shared/lead-form-posts.ts'
import { strategyCallSchema } from '../../shared/schemas/leads.ts'
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
import { MARRIAGE_LENGTH_LABELS, PREVIOUS_COACHING_LABELS, TIMELINE_LABELS } from '../../shared/lead-answer-labels.ts'

/** The site offers its open times right below, so this never promises a call back to arrange one. */
const SUCCESS_TEXT = 'Your free strategy call request has been received. Pick a time for your call below.'

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
        {/* Once the times are offered they say what comes next (and 'Booked: …' after), so this line goes. */}
        {form.succeeded && !booker && (
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
