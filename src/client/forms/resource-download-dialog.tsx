// The resource library's 'Get Free Access' dialog (SPEC §2, §4, §8): one email, source 'resource_library'.
import { consentWords } from '../../shared/consent-words.ts'
import { useEffect, useState } from 'react'
import { emailSignupSchema } from '../../shared/schemas/leads.ts'
import { refusalOr } from '../lib/http.ts'
import { toast } from '../lib/toast-store.ts'
import { track } from '../lib/tracking.ts'
import { DIALOG_FAILURE, DialogFailure, DialogFrame } from '../kit/dialog-frame.tsx'
import { postEmailSignup } from './lead-requests.ts'
import { trackEmailSignup } from './lead-tracking.ts'
import { SubmitButton } from '../kit/submit-button.tsx'
import { TextField } from '../kit/text-field.tsx'
import { useForm } from '../kit/use-form.ts'
import { CONTACT_FORMATTERS, EMAIL_INPUT } from '../kit/contact-inputs.ts'

interface Resource {
  id: string
  title: string
}

export function ResourceDownloadDialog({ resource, onClose }: { resource: Resource | null; onClose: () => void }) {
  // The request outlives a closed dialog; its toast still names the resource it was for.
  const [lastResource, setLastResource] = useState<Resource | null>(resource)
  if (resource && resource !== lastResource) setLastResource(resource)

  const form = useForm({
    schema: emailSignupSchema,
    initialValues: { email: '' },
    formatters: { email: CONTACT_FORMATTERS.email },
    toPayload: (values) => ({ ...values, source: 'resource_library', resourceId: lastResource?.id }),
    submit: postEmailSignup,
    onSuccess(answer) {
      trackEmailSignup('resource_library')
      toast(
        answer.withheld
          ? { title: 'Not sent', description: answer.message }
          : {
              title: 'Download Started!',
              description: `${lastResource?.title ?? 'Your resource'} has been sent to your email.`,
            },
      )
      onClose()
    },
    onError: (error) =>
      toast({ title: 'Error', description: refusalOr(error, DIALOG_FAILURE), variant: 'destructive' }),
  })

  const resourceId = resource?.id
  useEffect(() => {
    if (resourceId) track('resource_dialog_opened', { category: 'resource_library' })
  }, [resourceId])

  const { clearErrors } = form
  function close() {
    // What was typed stays for the next resource; an old message would only confuse.
    clearErrors()
    onClose()
  }

  return (
    <DialogFrame open={resource !== null} onClose={close} title={`Download ${resource?.title ?? ''}`}>
      <form noValidate onSubmit={form.handleSubmit} className="mt-4 space-y-4">
        <TextField label="Email Address" field={form.field('email')} {...EMAIL_INPUT} data-autofocus />
        <SubmitButton pending={form.isPending} label="Send Me The Download" />
        <DialogFailure failed={form.failed} failure={form.failure} />
        <p className="text-center text-sm text-slate-600">{consentWords('resource-library')}</p>
      </form>
    </DialogFrame>
  )
}
