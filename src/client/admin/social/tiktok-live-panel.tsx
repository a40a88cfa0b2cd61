// The Social tab's TikTok live panel (SPEC §3, §4): Go Live sets isLive; Stop Live clears it and the viewer
// count; the viewer count field shows only while live and is read as a whole number, 0 when it is not one.
import { useQuery } from '@tanstack/react-query'
import { parseViewerCount, tiktokLiveSchema } from '../../../shared/schemas/tiktok-live.ts'
import { SubmitButton } from '../../kit/submit-button.tsx'
import { TextField } from '../../kit/text-field.tsx'
import { useForm } from '../../kit/use-form.ts'
import { api, unwrap } from '../../lib/api.ts'
import { adminKeys, adminQueries, refresh, type TiktokLiveStatus } from '../shared/admin-queries.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { adminCard } from '../shared/admin-styles.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { QueryView } from '../shared/query-view.tsx'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'

type LivePayload = ReturnType<typeof tiktokLiveSchema.parse>

const postStatus = (json: LivePayload) => unwrap(api.api['tiktok-live'].$post({ json }))
const updated = () => toastSuccess('TikTok live status updated!')
const failed = () => toastFailure('Failed to update live status')

export function TiktokLivePanel() {
  const query = useQuery(adminQueries.tiktokLive())
  return (
    <section aria-labelledby="tiktok-heading" className={adminCard}>
      <h3 id="tiktok-heading" className="text-lg font-bold text-slate-900">
        TikTok live
      </h3>
      <div className="mt-4">
        <QueryView query={query} what="the TikTok live status">
          {/* Keyed by what the server holds, so the form starts again from each saved status. */}
          {(status) => <TiktokLiveForm key={JSON.stringify(status)} status={status} />}
        </QueryView>
      </div>
    </section>
  )
}

function TiktokLiveForm({ status }: { status: TiktokLiveStatus }) {
  const form = useForm({
    schema: tiktokLiveSchema,
    initialValues: {
      username: status.username,
      liveTitle: status.liveTitle ?? '',
      liveUrl: status.liveUrl ?? '',
      viewerCount: status.isLive ? String(status.viewerCount) : '',
    },
    // Submitting goes (or stays) live; Stop Live is its own button.
    toPayload: (values) => ({ ...values, isLive: true, viewerCount: parseViewerCount(values.viewerCount) }),
    submit: postStatus,
    onSuccess: async () => {
      updated()
      await refresh(adminKeys.tiktokLive)
    },
    onError: failed,
  })
  const stop = useAdminMutation({
    mutationFn: () =>
      postStatus({
        username: status.username,
        liveTitle: status.liveTitle,
        liveUrl: status.liveUrl,
        isLive: false,
        viewerCount: 0,
      }),
    invalidates: [adminKeys.tiktokLive],
    onSuccess: updated,
    onError: failed,
  })

  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="TikTok live status" className="space-y-4">
      <p role="status" className="flex items-center gap-2 text-sm font-semibold">
        <span
          aria-hidden="true"
          className={`h-2.5 w-2.5 rounded-full ${status.isLive ? 'bg-red-600' : 'bg-slate-400'}`}
        />
        {status.isLive ? `Live now${status.viewerCount > 0 ? ` · ${status.viewerCount} watching` : ''}` : 'Not live'}
      </p>
      <TextField label="TikTok username" field={form.field('username')} maxLength={100} autoComplete="off" />
      <TextField label="Live title" field={form.field('liveTitle')} optional maxLength={200} />
      <TextField
        label="Live URL"
        field={form.field('liveUrl')}
        optional
        type="url"
        inputMode="url"
        maxLength={2000}
        placeholder="https://"
      />
      {status.isLive && (
        <TextField label="Viewer count" field={form.field('viewerCount')} optional inputMode="numeric" maxLength={12} />
      )}
      <div className="flex flex-wrap gap-3">
        <div className="w-44">
          <SubmitButton
            pending={form.isPending}
            label={status.isLive ? 'Update Live Status' : 'Go Live'}
            pendingLabel="Saving..."
          />
        </div>
        {status.isLive && (
          <button type="button" onClick={() => stop.mutate()} disabled={stop.isPending} className={adminButton.danger}>
            {stop.isPending ? 'Stopping…' : 'Stop Live'}
          </button>
        )}
      </div>
    </form>
  )
}
