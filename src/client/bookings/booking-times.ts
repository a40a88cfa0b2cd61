// Open times as the visitor reads them: in his own zone (the browser's), grouped by his own day, with the coach's
// zone named beside them. The server sends instants; what the visitor clicks goes back as the same instant.

export interface DayOfTimes {
  day: string
  times: { iso: string; label: string }[]
}

/** The browser's zone, or the coach's when the browser does not say. */
export function visitorTimeZone(fallback: string): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback
}

const dayFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' })
const timeFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })

export function groupByDay(isoTimes: readonly string[], timeZone: string): DayOfTimes[] {
  const days = new Map<string, DayOfTimes>()
  const dayOf = dayFormat(timeZone)
  const timeOf = timeFormat(timeZone)
  for (const iso of isoTimes) {
    const day = dayOf.format(new Date(iso))
    const entry = days.get(day) ?? { day, times: [] }
    entry.times.push({ iso, label: timeOf.format(new Date(iso)) })
    days.set(day, entry)
  }
  return [...days.values()]
}

/** 'Tuesday, January 5 at 11:00 AM CST': one time in full, in the given zone. */
export function timeInFull(iso: string, timeZone: string): string {
  const at = new Date(iso)
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })
  return `${dayFormat(timeZone).format(at)} at ${time.format(at)}`
}

/** 'Pacific time (America/Los_Angeles)' for the coach's zone line. */
export function zoneName(timeZone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value
  return name ? `${name} (${timeZone})` : timeZone
}
