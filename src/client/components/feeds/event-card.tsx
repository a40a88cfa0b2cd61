import type { HighlightedEvent } from '../../../shared/feeds.ts'
import { HIGHLIGHT_LABELS, type EventHighlight } from '../../../shared/rules/event-highlight.ts'
import { formatEventDate } from '../../../shared/rules/feed-dates.ts'
import { EVENT_DESCRIPTION_LIMIT, truncateText } from '../../../shared/rules/truncate.ts'
import { ExternalLink } from '../external-link.tsx'

const BADGE_STYLE: Readonly<Record<EventHighlight, string>> = {
  'next-event': 'bg-brand-500 text-ink',
  ongoing: 'bg-red-700 text-white',
  'recent-past': 'bg-slate-700 text-white',
}

/** SPEC §2 "events": one event, its highlight badge, its description cut at 200 characters. */
export function EventCard({ event }: { event: HighlightedEvent }) {
  const counts = [
    event.attendingCount > 0 && `${event.attendingCount} going`,
    event.maybeCount > 0 && `${event.maybeCount} interested`,
  ].filter(Boolean)
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {event.highlight && (
        <span
          className={`mb-3 self-start rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide ${BADGE_STYLE[event.highlight]}`}
        >
          {HIGHLIGHT_LABELS[event.highlight]}
        </span>
      )}
      <h3 className="text-lg font-bold text-slate-900">{event.title}</h3>
      <p className="mt-1 text-sm font-medium text-slate-700">
        <time dateTime={Number.isFinite(Date.parse(event.date)) ? event.date : undefined}>
          {formatEventDate(event.date)}
        </time>
        {event.location && <> · {event.location}</>}
      </p>
      {event.description && (
        <p className="mt-3 flex-1 text-slate-700">{truncateText(event.description, EVENT_DESCRIPTION_LIMIT)}</p>
      )}
      {counts.length > 0 && <p className="mt-3 text-sm text-slate-600">{counts.join(' · ')}</p>}
      {event.facebookUrl && (
        <ExternalLink
          href={event.facebookUrl}
          className="mt-4 self-start font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Event details
        </ExternalLink>
      )}
    </li>
  )
}
