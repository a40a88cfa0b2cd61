// The Social tab's Facebook posts manager (SPEC §2): every post, titled by its first 100 characters, with
// add, edit and delete after confirmation.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { postTitle } from '../../../shared/schemas/facebook-posts.ts'
import { api, unwrap } from '../../lib/api.ts'
import { type AdminFacebookPost, adminKeys, adminQueries } from '../shared/admin-queries.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { adminCard } from '../shared/admin-styles.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { ConfirmDialog } from '../shared/confirm-dialog.tsx'
import { EmptyState } from '../shared/empty-state.tsx'
import { FacebookPostDialog } from './facebook-post-dialog.tsx'
import { QueryView } from '../shared/query-view.tsx'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'

type Form = { post?: AdminFacebookPost } | null

/** The confirmation closes either way; on failure the toast says so. */
function useDeletePost(onSettled: () => void) {
  return useAdminMutation({
    mutationFn: (post: AdminFacebookPost) =>
      unwrap(api.api['facebook-posts'][':id'].$delete({ param: { id: String(post.id) } })),
    invalidates: [adminKeys.facebookPosts],
    onSuccess: () => toastSuccess('Facebook post deleted successfully'),
    onError: () => toastFailure('Failed to delete Facebook post'),
    onSettled,
  })
}

export function FacebookPostsManager() {
  const query = useQuery(adminQueries.facebookPosts())
  const [form, setForm] = useState<Form>(null)
  const [toDelete, setToDelete] = useState<AdminFacebookPost | null>(null)
  const remove = useDeletePost(() => setToDelete(null))

  return (
    <section aria-labelledby="facebook-posts-heading" className={adminCard}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="facebook-posts-heading" className="text-lg font-bold text-slate-900">
          Facebook posts
        </h3>
        <button type="button" onClick={() => setForm({})} className={adminButton.primary}>
          Add Post
        </button>
      </div>
      <div className="mt-4">
        <QueryView
          query={query}
          what="Facebook posts"
          isEmpty={(posts) => posts.length === 0}
          empty={<EmptyState title="No Facebook posts yet.">Use Add Post to share one on the homepage.</EmptyState>}
        >
          {(posts) => (
            <ul className="space-y-3" aria-label="Facebook posts">
              {posts.map((post) => (
                <PostRow
                  key={post.id}
                  post={post}
                  onEdit={() => setForm({ post })}
                  onDelete={() => setToDelete(post)}
                />
              ))}
            </ul>
          )}
        </QueryView>
      </div>
      <FacebookPostDialog open={form !== null} onClose={() => setForm(null)} post={form?.post} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Facebook post"
        message="Are you sure you want to delete this Facebook post?"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </section>
  )
}

function PostRow({ post, onEdit, onDelete }: { post: AdminFacebookPost; onEdit(): void; onDelete(): void }) {
  const title = postTitle(post.content)
  return (
    <li className="rounded-lg border border-slate-200 p-4" aria-label={title}>
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-600">
        {(post.postDate ?? post.createdAt).slice(0, 10)} · {post.likes} likes · {post.comments} comments · {post.shares}{' '}
        shares
      </p>
      <div className="mt-3 flex gap-2">
        <button type="button" onClick={onEdit} className={adminButton.secondary}>
          Edit<span className="sr-only"> post: {title}</span>
        </button>
        <button type="button" onClick={onDelete} className={adminButton.dangerOutline}>
          Delete<span className="sr-only"> post: {title}</span>
        </button>
      </div>
    </li>
  )
}
