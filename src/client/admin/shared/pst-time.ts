// The business's clock (SPEC §9: PST). The form's closing date and the analytics days are read by the server
// as UTC−8 all year, so the two that must match it keep that offset; instants shown to the owner are on the
// Pacific clock, daylight time included.
import { formatBusinessDateTime } from '../../../shared/rules/business-time.ts'

const PST_OFFSET_MS = -8 * 3_600_000

/** An ISO instant as the value of a datetime-local field, in PST: '2025-09-01T18:00'. */
export function toPstLocalInput(iso: string | null): string {
  if (!iso) return ''
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? '' : new Date(ms + PST_OFFSET_MS).toISOString().slice(0, 16)
}

/** An ISO instant for people, on the Pacific clock: 'Dec 1, 2025, 6:00 PM PST', 'Jul 1, 2026, 10:00 AM PDT'. */
export function formatPst(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? iso : formatBusinessDateTime(iso)
}

/** Today's date on the business's calendar, YYYY-MM-DD, moved by some days. */
export function pstDay(offsetDays = 0, nowMs = Date.now()): string {
  return new Date(nowMs + PST_OFFSET_MS + offsetDays * 86_400_000).toISOString().slice(0, 10)
}
