// The business's clock (SPEC §9: Pacific time). Instants shown to the owner are on the Pacific clock, daylight
// time included; the analytics days are read by the server as UTC−8 all year (decision 013), so the picker's
// days keep that offset.
import { formatBusinessDateTime } from '../../../shared/rules/business-time.ts'

const PST_OFFSET_MS = -8 * 3_600_000

/** An ISO instant for people, on the Pacific clock: 'Dec 1, 2025, 6:00 PM PST', 'Jul 1, 2026, 10:00 AM PDT'. */
export function formatPst(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? iso : formatBusinessDateTime(iso)
}

/** Today's date on the business's calendar, YYYY-MM-DD, moved by some days. */
export function pstDay(offsetDays = 0, nowMs = Date.now()): string {
  return new Date(nowMs + PST_OFFSET_MS + offsetDays * 86_400_000).toISOString().slice(0, 10)
}
