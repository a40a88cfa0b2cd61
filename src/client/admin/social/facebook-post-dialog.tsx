// The Facebook post create / edit dialog (SPEC §3 admin post, §5 post rules): content required; link,
// image address and post date optional; likes, comments and shares optional numbers (0 when blank).
import { useState } from 'react'
import { facebookPostSchema } from '../../../shared/schemas/facebook-posts.ts'
import { TextField } from '../../kit/text-field.tsx'
import { TextareaField } from '../../kit/textarea-field.tsx'
import { useForm } from '../../kit/use-form.ts'
import { api, unwrap } from '../../lib/api.ts'
import { DialogFormFooter } from '../shared/dialog-form-footer.tsx'
import { AdminDialog } from '../shared/admin-dialog.tsx'
import { type AdminFacebookPost, adminKeys, refresh } from '../shared/admin-queries.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { numberOrMissing } from '../shared/number-input.ts'

type PostPayload = ReturnType<typeof facebookPostSchema.parse>

function savePost(post: AdminFacebookPost | undefined, json: PostPayload) {
  return post
    ? unwrap(api.api['facebook-posts'][':id'].$put({ param: { id: String(post.id) }, json }))
    : unwrap(api.api['facebook-posts'].$post({ json }))
}

export function FacebookPostDialog({
  open,
  onClose,
  post,
}: {
  open: boolean
  onClose(): void
  post?: AdminFacebookPost
}) {
  return (
    <AdminDialog open={open} onClose={onClose} title={post ? 'Edit Facebook Post' : 'Add Facebook Post'}>
      <FacebookPostForm post={post} onClose={onClose} />
    </AdminDialog>
  )
}

function FacebookPostForm({ post, onClose }: { post?: AdminFacebookPost; onClose(): void }) {
  const words = post ? { done: 'updated', doing: 'update' } : { done: 'created', doing: 'create' }
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm({
    schema: facebookPostSchema,
    initialValues: {
      content: post?.content ?? '',
      link: post?.link ?? '',
      imageUrl: post?.imageUrl ?? '',
      postDate: post?.postDate?.slice(0, 10) ?? '',
      likes: post ? String(post.likes) : '',
      comments: post ? String(post.comments) : '',
      shares: post ? String(post.shares) : '',
    },
    toPayload: (values) => ({
      ...values,
      likes: numberOrMissing(values.likes),
      comments: numberOrMissing(values.comments),
      shares: numberOrMissing(values.shares),
    }),
    submit: (json) => savePost(post, json),
    onSuccess: async () => {
      toastSuccess(`Facebook post ${words.done} successfully`)
      onClose()
      await refresh(adminKeys.facebookPosts)
    },
    onError: () => {
      setFailure(`Failed to ${words.doing} Facebook post`)
      toastFailure(`Failed to ${words.doing} Facebook post`)
    },
  })

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setFailure(null)
        form.handleSubmit(event)
      }}
      aria-label={post ? 'Edit Facebook post' : 'New Facebook post'}
      className="space-y-4"
    >
      <TextareaField label="Content" field={form.field('content')} rows={5} maxLength={5000} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Link"
          field={form.field('link')}
          optional
          type="url"
          inputMode="url"
          maxLength={2000}
          placeholder="https://"
        />
        <TextField
          label="Image URL"
          field={form.field('imageUrl')}
          optional
          type="url"
          inputMode="url"
          maxLength={2000}
          placeholder="https://"
        />
      </div>
      <TextField label="Post date" field={form.field('postDate')} optional type="date" />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Likes"
          field={form.field('likes')}
          optional
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
        />
        <TextField
          label="Comments"
          field={form.field('comments')}
          optional
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
        />
        <TextField
          label="Shares"
          field={form.field('shares')}
          optional
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
        />
      </div>
      <DialogFormFooter
        failure={failure}
        pending={form.isPending}
        submitLabel={post ? 'Save Changes' : 'Create Post'}
        onCancel={onClose}
      />
    </form>
  )
}
