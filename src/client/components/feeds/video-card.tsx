import type { Video } from '../../../shared/feeds.ts'
import { formatIsoDuration } from '../../../shared/rules/durations.ts'
import { formatFeedDate } from '../../../shared/rules/feed-dates.ts'
import { formatViewCount } from '../../../shared/rules/view-count.ts'
import { ExternalLink } from '../external-link.tsx'
import { plural } from '../../../shared/rules/plural.ts'

/** SPEC §3 "Video": thumbnail, title, views with K and M, duration ('N/A' when unreadable), date. */
export function VideoCard({ video }: { video: Video }) {
  const duration = formatIsoDuration(video.duration)
  return (
    <li className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <ExternalLink
        href={video.url}
        className="group block focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
      >
        <div className="relative aspect-video bg-slate-800">
          {video.thumbnail && (
            <img
              src={video.thumbnail}
              alt=""
              loading="lazy"
              decoding="async"
              width={320}
              height={180}
              className="h-full w-full object-cover"
            />
          )}
          <span className="absolute bottom-2 right-2 rounded bg-black/80 px-1.5 py-0.5 text-xs font-semibold text-white">
            <span className="sr-only">Duration: </span>
            {duration}
          </span>
        </div>
        <div className="p-4">
          <h4 className="font-semibold text-slate-900 group-hover:text-brand-700">{video.title}</h4>
          <p className="mt-1 text-sm text-slate-600">
            {formatViewCount(video.viewCount)} {plural(video.viewCount, 'view')} · {formatFeedDate(video.publishedAt)}
          </p>
        </div>
      </ExternalLink>
    </li>
  )
}
