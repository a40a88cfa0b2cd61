// The step editor's live preview: the email as the outbox would send it now, rendered by the worker from the
// words in the form (saved or not) a moment after the owner stops typing, in a sandboxed frame (no script, its
// links open in a new tab); and 'Send me a test', which sends those words to the signed-in owner.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import { safeParse } from 'zod/mini'
import { followUpDraftSchema } from '../../../shared/schemas/follow-ups.ts'
import { fieldErrors } from '../../../shared/schemas/fields.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { api, messageOf, unwrap } from '../../lib/api.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { useDebouncedValue } from '../shared/use-debounced-value.ts'

interface Draft {
  subject: string
  body: string
}

const frameLook = 'h-[28rem] w-full rounded-md border border-slate-300 bg-white'

/** Its links open outside the dashboard; the frame itself runs nothing. */
const framed = (html: string) => `<!doctype html><base target="_blank"><body style="margin:16px">${html}</body>`

export function EmailPreview({ draft }: { draft: Draft }) {
  // Each string on its own: a string that did not change is the same value, so nothing asks again.
  const settled = { subject: useDebouncedValue(draft.subject, 400), body: useDebouncedValue(draft.body, 400) }
  const parsed = safeParse(followUpDraftSchema, settled)
  const problem = parsed.success ? null : Object.values(fieldErrors(parsed.error))[0]!
  const preview = useQuery({
    queryKey: ['admin', 'sequence-preview', settled.subject, settled.body],
    queryFn: () => unwrap(api.api.admin.sequences.preview.$post({ json: settled })),
    enabled: parsed.success,
    // The last good preview stays while the next one is made, so the frame does not blink at every pause.
    placeholderData: keepPreviousData,
  })
  const test = useMutation({
    mutationFn: () => unwrap(api.api.admin.sequences['test-email'].$post({ json: draft })),
    onSuccess: (result) =>
      result.sent
        ? toastSuccess('Test sent', `Sent to ${result.to}.`)
        : toastFailure(`Not sent to ${result.to}: ${result.reason ?? 'the outbox will retry it'}`, 'Test not sent'),
    onError: (error) => toastFailure(messageOf(error, 'Failed to send the test'), 'Test not sent'),
  })
  const email = preview.data
  // Dimmed while it shows words older than the form's.
  const stale = problem !== null || preview.isPlaceholderData
  return (
    <section aria-labelledby="email-preview-heading" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="email-preview-heading" className="font-semibold text-slate-900">
          Preview
        </h3>
        <button
          type="button"
          onClick={() => test.mutate()}
          disabled={test.isPending || !safeParse(followUpDraftSchema, draft).success}
          aria-busy={test.isPending || undefined}
          className={adminButton.secondary}
        >
          {test.isPending ? 'Sending…' : 'Send me a test'}
        </button>
      </div>
      {problem && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          The preview follows once this is fixed: {problem}
        </p>
      )}
      {preview.isError && !problem && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Could not make the preview: {messageOf(preview.error, 'please try again')}
        </p>
      )}
      {email && (
        <>
          {email.problem && (
            <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              Leads will not get it yet. {email.problem}
            </p>
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            <dt className="font-semibold text-slate-700">To</dt>
            <dd className="truncate">{email.to} (a lead's address when it is sent)</dd>
            <dt className="font-semibold text-slate-700">Subject</dt>
            <dd>{email.subject}</dd>
          </dl>
          <iframe
            title="The email as it will be sent"
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            srcDoc={framed(email.html)}
            className={`${frameLook} ${stale ? 'opacity-50' : ''}`}
          />
        </>
      )}
    </section>
  )
}
