// The free guide signup (SPEC §5 "Guide form", §8): first name and email, source 'guide'.
import { consentWords } from '../../shared/consent-words.ts'
import { LEAD_FORM_POSTS } from '../../shared/lead-form-posts.ts'
import { emailSignupSchema } from '../../shared/schemas/leads.ts'
import { messageOf } from '../lib/api.ts'
import { toast } from '../lib/toast-store.ts'
import { EmailHint } from '../kit/email-hint.tsx'
import { postEmailSignup } from './lead-requests.ts'
import { trackEmailSignup } from './lead-tracking.ts'
import { SubmitButton } from '../kit/submit-button.tsx'
import { TextField } from '../kit/text-field.tsx'
import { useForm } from '../kit/use-form.ts'
import { CONTACT_FORMATTERS, EMAIL_INPUT } from '../kit/contact-inputs.ts'

export function GuideSignupForm() {
  const form = useForm({
    schema: emailSignupSchema,
    initialValues: { firstName: '', email: '' },
    formatters: { email: CONTACT_FORMATTERS.email },
    toPayload: (values) => ({ ...values, ...LEAD_FORM_POSTS.guide.fixed }),
    submit: postEmailSignup,
    onInvalid: () =>
      toast({ title: 'Please complete all fields', description: 'Make sure all information is filled out correctly' }),
    onSuccess(answer) {
      trackEmailSignup('free_guide')
      toast(
        answer.withheld
          ? { title: 'Not sent', description: answer.message }
          : { title: 'Success!', description: 'Your free guide will be sent to your email shortly.' },
      )
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: messageOf(error, 'Failed to sign up. Please try again.'),
        variant: 'destructive',
      }),
  })
  const email = form.field('email')

  return (
    <form
      action={LEAD_FORM_POSTS.guide.action}
      method="post"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label="Get the free guide"
      className="space-y-4"
    >
      <TextField label="First Name" field={form.field('firstName')} autoComplete="given-name" maxLength={100} />
      <TextField
        label="Email Address"
        field={email}
        {...EMAIL_INPUT}
        hint={<EmailHint email={email.value} hidden={Boolean(email.error)} text="✓ Valid email address" />}
      />
      <SubmitButton pending={form.isPending} label="Send Me The Free Guide" />
      <p className="text-sm text-slate-600">{consentWords('guide')}</p>
      {form.succeeded && (
        <p role="status" className="text-sm font-medium text-green-700">
          Your free guide will be sent to your email shortly.
        </p>
      )}
    </form>
  )
}
