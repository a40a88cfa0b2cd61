// The consultation application (SPEC §3, §5, §8): every field required, phone formatted as typed.
import { LEAD_FORM_POSTS } from '../../shared/lead-form-posts.ts'
import { consultationRequestSchema } from '../../shared/schemas/leads.ts'
import { CHALLENGE_LABELS } from '../../shared/lead-answer-labels.ts'
import { messageOf } from '../lib/api.ts'
import { toast } from '../lib/toast-store.ts'
import { postConsultationRequest } from './lead-requests.ts'
import { SelectField } from '../kit/select-field.tsx'
import { SubmitButton } from '../kit/submit-button.tsx'
import { TextareaField } from '../kit/textarea-field.tsx'
import { TextField } from '../kit/text-field.tsx'
import { useForm } from '../kit/use-form.ts'
import { CONTACT_FORMATTERS, EMAIL_INPUT, PHONE_INPUT } from '../kit/contact-inputs.ts'

const SUCCESS_TEXT = 'Thank you! We will be in touch within 24 hours.'

export function ConsultationForm() {
  const form = useForm({
    schema: consultationRequestSchema,
    initialValues: { firstName: '', lastName: '', email: '', phone: '', challenge: '', message: '' },
    formatters: CONTACT_FORMATTERS,
    submit: postConsultationRequest,
    onInvalid: () =>
      toast({
        title: 'Please complete all required fields',
        description: 'Make sure all information is filled out correctly',
      }),
    onSuccess: () => toast({ title: 'Application Received!', description: SUCCESS_TEXT }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: messageOf(error, 'Failed to submit consultation request. Please try again.'),
        variant: 'destructive',
      }),
  })

  return (
    <form
      action={LEAD_FORM_POSTS.consultation.action}
      method="post"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label="Apply for a consultation"
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" field={form.field('firstName')} autoComplete="given-name" maxLength={100} />
        <TextField label="Last Name" field={form.field('lastName')} autoComplete="family-name" maxLength={100} />
      </div>
      <TextField label="Email Address" field={form.field('email')} {...EMAIL_INPUT} />
      <TextField label="Phone Number" field={form.field('phone')} {...PHONE_INPUT} />
      <SelectField
        label="Your Biggest Challenge"
        field={form.field('challenge')}
        options={CHALLENGE_LABELS}
        placeholder="Select your biggest challenge"
      />
      <TextareaField label="Tell Us About Your Situation" field={form.field('message')} maxLength={5000} />
      <SubmitButton pending={form.isPending} label="Submit Application" pendingLabel="Submitting..." />
      {form.succeeded && (
        <p role="status" className="text-sm font-medium text-green-700">
          {SUCCESS_TEXT}
        </p>
      )}
    </form>
  )
}
