// The business's clock (SPEC §9: Pacific time; both readings in shared/rules/business-clock.ts). Instants shown
// to the owner are on the Pacific clock, daylight time included; the analytics days are the report days (UTC−8
// all year, decision 013), so the picker's days are too.
import { reportDay } from '../../../shared/rules/business-clock.ts'
import { formatBusinessDateTime } from '../../../shared/rules/business-time.ts'

/** An ISO instant for people, on the Pacific clock: 'Dec 1, 2025, 6:00 PM PST', 'Jul 1, 2026, 10:00 AM PDT'. */
export function formatPst(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? iso : formatBusinessDateTime(iso)
}

/** Today's report day (UTC−8), YYYY-MM-DD, moved by some days: what the Analytics tab asks for. */
export function pstDay(offsetDays = 0, nowMs = Date.now()): string {
  return reportDay(nowMs, offsetDays)
}
