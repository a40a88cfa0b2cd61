// The FAQ manager's inline form (SPEC §5 "FAQ admin"): question and answer required, sort order a number
// from 0 (anything else becomes 0), active by default; create or edit one FAQ.
import { FAQ_REQUIRED_MESSAGE, faqSchema, parseSortOrder } from '../../../shared/schemas/content.ts'
import { SubmitButton } from '../../kit/submit-button.tsx'
import { TextField } from '../../kit/text-field.tsx'
import { TextareaField } from '../../kit/textarea-field.tsx'
import { useForm } from '../../kit/use-form.ts'
import { api, unwrap } from '../../lib/api.ts'
import { type AdminFaq, adminKeys, refresh } from '../shared/admin-queries.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { SwitchField } from '../shared/switch-field.tsx'

type FaqPayload = ReturnType<typeof faqSchema.parse>

interface FaqFormProps {
  /** The FAQ being edited; absent for a new one. */
  faq?: AdminFaq
  /** A new FAQ goes last: the list's length plus 1. */
  nextSortOrder: number
  onDone(): void
}

function saveFaq(faq: AdminFaq | undefined, json: FaqPayload) {
  return faq
    ? unwrap(api.api.faqs[':id'].$put({ param: { id: String(faq.id) }, json }))
    : unwrap(api.api.faqs.$post({ json }))
}

export function FaqForm({ faq, nextSortOrder, onDone }: FaqFormProps) {
  const words = faq ? { done: 'updated', doing: 'updating' } : { done: 'created', doing: 'creating' }
  const form = useForm({
    schema: faqSchema,
    initialValues: {
      question: faq?.question ?? '',
      answer: faq?.answer ?? '',
      sortOrder: String(faq?.sortOrder ?? nextSortOrder),
      isActive: String(faq?.isActive ?? true),
    },
    toPayload: (values) => ({
      question: values.question,
      answer: values.answer,
      sortOrder: parseSortOrder(values.sortOrder),
      isActive: values.isActive === 'true',
    }),
    submit: (json) => saveFaq(faq, json),
    onInvalid: () => toastFailure(FAQ_REQUIRED_MESSAGE, 'Validation Error'),
    onSuccess: async () => {
      toastSuccess(`FAQ ${words.done} successfully`)
      onDone()
      await refresh(adminKeys.faqs, adminKeys.publicFaqs)
    },
    onError: () =>
      toastFailure(`There was an error ${words.doing} the FAQ. Please try again.`, `Error ${words.doing} FAQ`),
  })

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={faq ? 'Edit FAQ' : 'New FAQ'}
      className="space-y-4 rounded-lg border border-slate-300 bg-slate-50 p-4"
    >
      <TextField label="Question" field={form.field('question')} maxLength={500} />
      <TextareaField label="Answer" field={form.field('answer')} maxLength={5000} rows={4} />
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <TextField
          label="Sort order"
          field={form.field('sortOrder')}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
        />
        <SwitchField label="Active" field={form.field('isActive')} />
      </div>
      {form.failed && (
        <p role="alert" className="text-sm font-medium text-red-700">
          There was an error {words.doing} the FAQ. Please try again.
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onDone} className={adminButton.secondary}>
          Cancel
        </button>
        <div className="w-40">
          <SubmitButton pending={form.isPending} label={faq ? 'Update FAQ' : 'Create FAQ'} pendingLabel="Saving..." />
        </div>
      </div>
    </form>
  )
}
