// The exit-intent popup's dialog: one email for the free guide, source 'exit_intent_popup'.
import { consentWords } from '../../shared/consent-words.ts'
import { emailSignupSchema } from '../../shared/schemas/leads.ts'
import { refusalOr } from '../lib/http.ts'
import { toast } from '../lib/toast-store.ts'
import { DIALOG_FAILURE, DialogFailure, DialogFrame } from '../kit/dialog-frame.tsx'
import { postEmailSignup } from './lead-requests.ts'
import { trackEmailSignup } from './lead-tracking.ts'
import { SubmitButton } from '../kit/submit-button.tsx'
import { TextField } from '../kit/text-field.tsx'
import { useForm } from '../kit/use-form.ts'
import { CONTACT_FORMATTERS, EMAIL_INPUT } from '../kit/contact-inputs.ts'

export function ExitIntentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm({
    schema: emailSignupSchema,
    initialValues: { email: '' },
    formatters: { email: CONTACT_FORMATTERS.email },
    toPayload: (values) => ({ ...values, source: 'exit_intent_popup' }),
    submit: postEmailSignup,
    onSuccess(answer) {
      trackEmailSignup('exit_intent_popup')
      toast(
        answer.withheld
          ? { title: 'Not sent', description: answer.message }
          : { title: 'Success!', description: 'Your free guide will be sent to your email shortly.' },
      )
      onClose()
    },
    onError: (error) =>
      toast({ title: 'Error', description: refusalOr(error, DIALOG_FAILURE), variant: 'destructive' }),
  })

  return (
    <DialogFrame open={open} onClose={onClose} title="Wait! Before You Go...">
      <p className="mt-2 text-slate-700">
        Get our free 32-page guide for married men (a $97 value), sent straight to your inbox.
      </p>
      <form noValidate onSubmit={form.handleSubmit} className="mt-4 space-y-4">
        <TextField label="Email Address" field={form.field('email')} {...EMAIL_INPUT} data-autofocus />
        <SubmitButton pending={form.isPending} label="Send Me The Free Guide" />
        <p className="text-center text-sm text-slate-600">{consentWords('guide')}</p>
        <DialogFailure failed={form.failed} failure={form.failure} />
        <button
          type="button"
          onClick={onClose}
          className="w-full text-center text-sm text-slate-600 underline hover:text-slate-900"
        >
          No thanks
        </button>
      </form>
    </DialogFrame>
  )
}
