// SPEC §9 "Auto-sort of events": the admin's event dates are free text, so sorting by date needs the
// spec's own reading of them. Pure, so the admin UI can sort on screen and then send PATCH /api/events/reorder.

/** The year the spec's July and 'first thursday' rules refer to. */
export const AUTO_SORT_YEAR = 2025

const JULY = 6
const AUGUST = 7
const DAY_NUMBER = /\b(\d{1,2})(?:st|nd|rd|th)?\b/gi

/** The first number in the text that can be a day of the month (1-31), if any. */
function dayOfMonthIn(text: string): number | null {
  for (const match of text.matchAll(DAY_NUMBER)) {
    const day = Number(match[1])
    if (day >= 1 && day <= 31) return day
  }
  return null
}

/**
 * The day an event's date text means, as a UTC midnight timestamp, or null when it cannot be read:
 * text containing 'july' is that day in July 2025 (1 July when no day is given); 'first thursday' is
 * 1 August 2025, as the spec says; anything else is read as a normal date. Only the calendar day is kept,
 * so a date read in the browser's time zone sorts the same as one built in UTC.
 */
export function eventDateKey(date: string): number | null {
  const text = date.trim().toLowerCase()
  if (text.includes('july')) return Date.UTC(AUTO_SORT_YEAR, JULY, dayOfMonthIn(text) ?? 1)
  if (text.includes('first thursday')) return Date.UTC(AUTO_SORT_YEAR, AUGUST, 1)
  const parsed = new Date(date.trim())
  if (text === '' || Number.isNaN(parsed.getTime())) return null
  return Date.UTC(parsed.getFullYear(), parsed.getMonth(), parsed.getDate())
}

/** Earliest first; dates that cannot be read go last; ties keep their current order (a stable sort). */
export function sortEventsByDate<T extends { date: string }>(events: readonly T[]): T[] {
  const keyed = events.map((event, index) => ({ event, index, key: eventDateKey(event.date) }))
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1
    return a.key - b.key || a.index - b.index
  })
  return keyed.map(({ event }) => event)
}

/** The body of PATCH /api/events/reorder for the auto-sorted list: sort orders renumbered from 1. */
export function autoSortUpdates<T extends { id: number; date: string }>(
  events: readonly T[],
): { id: number; sortOrder: number }[] {
  return sortEventsByDate(events).map((event, index) => ({ id: event.id, sortOrder: index + 1 }))
}
