// The FAQ feature's edit control (SPEC §2 "FAQ management dialog"): every FAQ with the count, 'Add New
// FAQ', and edit and delete per item, the form opening inline where the owner clicked.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { api, unwrap } from '../../lib/api.ts'
import { AdminDialog } from '../shared/admin-dialog.tsx'
import { type AdminFaq, adminKeys, adminQueries } from '../shared/admin-queries.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { ConfirmDialog } from '../shared/confirm-dialog.tsx'
import { EmptyState } from '../shared/empty-state.tsx'
import { FaqForm } from './faq-form.tsx'
import { QueryView } from '../shared/query-view.tsx'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'
import { countOf } from '../../../shared/rules/plural.ts'

/** Which form is open: none, the new FAQ's, or one FAQ's by id. */
type Editing = null | 'new' | number

/** The confirmation closes either way; on failure the toast says so. */
function useDeleteFaq(onSettled: () => void) {
  return useAdminMutation({
    mutationFn: (faq: AdminFaq) => unwrap(api.api.faqs[':id'].$delete({ param: { id: String(faq.id) } })),
    invalidates: [adminKeys.faqs, adminKeys.publicFaqs],
    onSuccess: () => toastSuccess('FAQ deleted successfully'),
    onError: () => toastFailure('There was an error deleting the FAQ. Please try again.', 'Error deleting FAQ'),
    onSettled,
  })
}

export function FaqManagerDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const query = useQuery({ ...adminQueries.faqs(), enabled: open })
  const [editing, setEditing] = useState<Editing>(null)
  const [toDelete, setToDelete] = useState<AdminFaq | null>(null)
  const remove = useDeleteFaq(() => setToDelete(null))
  const count = query.data?.length ?? 0
  const close = () => {
    setEditing(null)
    onClose()
  }

  return (
    <AdminDialog
      open={open}
      onClose={close}
      title="Manage FAQs"
      subtitle={query.data && countOf(count, 'FAQ')}
      width="xl"
    >
      <div className="space-y-4">
        {editing === 'new' ? (
          <FaqForm nextSortOrder={count + 1} onDone={() => setEditing(null)} />
        ) : (
          <button type="button" onClick={() => setEditing('new')} className={adminButton.primary}>
            Add New FAQ
          </button>
        )}
        <QueryView
          query={query}
          what="FAQs"
          isEmpty={(faqs) => faqs.length === 0}
          empty={
            <EmptyState title="No FAQs yet.">
              The homepage shows its six built-in questions until you add one.
            </EmptyState>
          }
        >
          {(faqs) => (
            <ol className="space-y-3" aria-label="FAQs">
              {faqs.map((faq) =>
                editing === faq.id ? (
                  <li key={faq.id}>
                    <FaqForm faq={faq} nextSortOrder={count + 1} onDone={() => setEditing(null)} />
                  </li>
                ) : (
                  <FaqRow key={faq.id} faq={faq} onEdit={() => setEditing(faq.id)} onDelete={() => setToDelete(faq)} />
                ),
              )}
            </ol>
          )}
        </QueryView>
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete FAQ"
        message="Are you sure you want to delete this FAQ?"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </AdminDialog>
  )
}

function FaqRow({ faq, onEdit, onDelete }: { faq: AdminFaq; onEdit(): void; onDelete(): void }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">{faq.question}</p>
          <p className="mt-1 line-clamp-2 text-sm text-slate-700">{faq.answer}</p>
          <p className="mt-2 text-xs text-slate-600">
            Sort order {faq.sortOrder} · {faq.isActive ? 'Active' : 'Inactive'}
          </p>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={onEdit}
            className={adminButton.secondary}
            aria-label={`Edit FAQ: ${faq.question}`}
          >
            Edit
          </button>
          <button
            type="button"
            onClick={onDelete}
            className={adminButton.dangerOutline}
            aria-label={`Delete FAQ: ${faq.question}`}
          >
            Delete
          </button>
        </div>
      </div>
    </li>
  )
}
