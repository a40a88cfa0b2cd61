// SPEC §3 "Facebook event": each event may carry one highlight, shown as a badge (SPEC §2): the one next
// event ('Next Event'), any event happening now ('Live Now'), and the one most recently finished, if it
// finished within the last week ('Recently Completed'). Computed when the list is served, so a cached copy
// never shows last hour's badges.
export const EVENT_HIGHLIGHTS = ['next-event', 'ongoing', 'recent-past'] as const
export type EventHighlight = (typeof EVENT_HIGHLIGHTS)[number]

export const HIGHLIGHT_LABELS: Readonly<Record<EventHighlight, string>> = {
  'next-event': 'Next Event',
  ongoing: 'Live Now',
  'recent-past': 'Recently Completed',
}

/** An event without an end time is taken to last this long (a typical live call). */
export const DEFAULT_EVENT_MS = 2 * 60 * 60 * 1000
/** How long a finished event stays 'Recently Completed'. */
export const RECENT_PAST_MS = 7 * 24 * 60 * 60 * 1000

export interface DatedEvent {
  date: string
  endDate?: string | null
}

interface Span {
  index: number
  start: number
  end: number
}

function spanOf(event: DatedEvent, index: number): Span | null {
  const start = Date.parse(event.date)
  if (!Number.isFinite(start)) return null
  const end = event.endDate ? Date.parse(event.endDate) : Number.NaN
  return { index, start, end: Number.isFinite(end) && end > start ? end : start + DEFAULT_EVENT_MS }
}

/** The highlight of each event, in the list's order; null for none (and for an unreadable date). */
export function eventHighlights(events: readonly DatedEvent[], now: number): (EventHighlight | null)[] {
  const highlights: (EventHighlight | null)[] = events.map(() => null)
  const spans = events.map(spanOf).filter((span): span is Span => span !== null)
  for (const span of spans) if (span.start <= now && now < span.end) highlights[span.index] = 'ongoing'
  const next = spans.filter((span) => span.start > now).sort((a, b) => a.start - b.start)[0]
  if (next) highlights[next.index] = 'next-event'
  const recent = spans
    .filter((span) => span.end <= now && now - span.end <= RECENT_PAST_MS)
    .sort((a, b) => b.end - a.end)[0]
  if (recent) highlights[recent.index] = 'recent-past'
  return highlights
}

/** The list with each event's highlight set. */
export function withHighlights<T extends DatedEvent>(
  events: readonly T[],
  now: number,
): (T & { highlight: EventHighlight | null })[] {
  const highlights = eventHighlights(events, now)
  return events.map((event, index) => ({ ...event, highlight: highlights[index] ?? null }))
}
