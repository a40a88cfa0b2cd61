import type { TikTokLiveStatus } from '../../../shared/feeds.ts'
import { ExternalLink } from '../external-link.tsx'

/** SPEC §3 "TikTok live status": live with its title and viewers, or when to find us otherwise. */
export function TikTokLiveCard({ status }: { status: TikTokLiveStatus }) {
  const profileUrl = status.username ? `https://www.tiktok.com/@${encodeURIComponent(status.username)}` : null
  const watchUrl = status.liveUrl || (profileUrl && `${profileUrl}/live`)
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5">
      {status.isLive ? (
        <>
          <p className="flex items-center gap-2 font-bold text-red-700">
            <span aria-hidden="true" className="h-2.5 w-2.5 animate-pulse rounded-full bg-red-600" />
            Live now on TikTok
          </p>
          {status.liveTitle && <p className="mt-2 text-slate-900">{status.liveTitle}</p>}
          <p className="mt-1 text-sm text-slate-600">{status.viewerCount.toLocaleString('en-US')} watching</p>
          {watchUrl && (
            <ExternalLink
              href={watchUrl}
              className="mt-3 inline-block font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              Watch the live
            </ExternalLink>
          )}
        </>
      ) : (
        <>
          <p className="font-semibold text-slate-900">Not live right now</p>
          <p className="mt-1 text-sm text-slate-600">Follow along to catch the next live session.</p>
          {profileUrl && (
            <ExternalLink
              href={profileUrl}
              className="mt-3 inline-block font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              @{status.username} on TikTok
            </ExternalLink>
          )}
        </>
      )}
    </div>
  )
}
