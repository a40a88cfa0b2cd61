// The VTIMEZONE a calendar needs to read times written with TZID (RFC 5545 §3.6.5). Rather than ship a
// copy of the time zone database, it is written from the runtime's own data: every change of offset from
// the last one before the events to the end of the events' last year, each as its own observance.
import { formatOffset, formatWallTime, offsetAt, wallFromUtcFields } from '../../../shared/rules/zone-time.ts'

const DAY_MS = 86_400_000

interface Transition {
  instant: number
  from: number
  to: number
}

/** The first instant in (low, high] at which the offset differs from the offset at `low`. */
function findChange(low: number, high: number, timeZone: string): number {
  const start = offsetAt(low, timeZone)
  while (high - low > 1000) {
    const middle = low + Math.floor((high - low) / 2000) * 1000
    if (offsetAt(middle, timeZone) === start) low = middle
    else high = middle
  }
  return high
}

function transitionsBetween(from: number, to: number, timeZone: string): Transition[] {
  const found: Transition[] = []
  let day = from
  let offset = offsetAt(day, timeZone)
  while (day < to) {
    const next = day + DAY_MS
    const nextOffset = offsetAt(next, timeZone)
    if (nextOffset !== offset) {
      found.push({ instant: findChange(day, next, timeZone), from: offset, to: nextOffset })
      offset = nextOffset
    }
    day = next
  }
  return found
}

/** Daylight saving is the larger of the year's offsets; this holds south of the equator too. */
function isDaylight(transition: Transition, timeZone: string): boolean {
  const year = new Date(transition.instant).getUTCFullYear()
  const standard = Math.min(offsetAt(Date.UTC(year, 0, 1), timeZone), offsetAt(Date.UTC(year, 6, 1), timeZone))
  return transition.to > standard
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', onsetLocal: string, from: number, to: number): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${onsetLocal}`,
    `TZOFFSETFROM:${formatOffset(from)}`,
    `TZOFFSETTO:${formatOffset(to)}`,
    `END:${kind}`,
  ]
}

/**
 * The VTIMEZONE lines for `timeZone`, correct for every instant from `first` (a year before it, so the
 * observance in force at `first` is included) to the end of the year of `last`.
 */
export function vtimezoneLines(timeZone: string, first: number, last: number): string[] {
  const from = Math.floor(first / DAY_MS) * DAY_MS - 366 * DAY_MS
  const to = Date.UTC(new Date(last).getUTCFullYear() + 1, 0, 1)
  const transitions = transitionsBetween(from, to, timeZone)
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`]
  if (transitions.length === 0) {
    // A zone without changes in the span: one standard observance holding its offset.
    const offset = offsetAt(first, timeZone)
    lines.push(...observance('STANDARD', '19700101T000000', offset, offset))
  }
  for (const transition of transitions) {
    // The onset is written in the local time that was in force just before the change.
    const onset = formatWallTime(wallFromUtcFields(transition.instant + transition.from))
    const kind = isDaylight(transition, timeZone) ? 'DAYLIGHT' : 'STANDARD'
    lines.push(...observance(kind, onset, transition.from, transition.to))
  }
  lines.push('END:VTIMEZONE')
  return lines
}
