// The business's clock, both of its readings in one place (decision 013 and its 2026-11-26 note). SPEC §9
// says the time zone is "always PST", which the code reads two ways, on purpose:
// - the Pacific clock, daylight time included (PDT from March to November): every moment a person reads or
//   acts by (closing dates, sessions, reminders, deadlines, plan due days, the owner's lists), because that is
//   what the clocks on the business's walls and in its customers' calendars say;
// - the report day, UTC−8 all year: the Analytics tab's days, so every reported day is 24 hours long and a
//   period reads the same in June as in January.

/** The Pacific clock, daylight time included: the IANA zone every shown moment uses. */
export const BUSINESS_TIME_ZONE = 'America/Los_Angeles'

/** The Analytics tab's days: UTC−8 all year (SPEC §9 "always PST"), so a day starts at 08:00Z. */
export const REPORT_DAY_UTC_OFFSET_HOURS = -8

const HOUR_MS = 3_600_000

/** YYYY-MM-DD of an instant on the report calendar (UTC−8), moved by some days. */
export function reportDay(instantMs: number, offsetDays = 0): string {
  return new Date(instantMs + REPORT_DAY_UTC_OFFSET_HOURS * HOUR_MS + offsetDays * 24 * HOUR_MS)
    .toISOString()
    .slice(0, 10)
}

/** The instant a report day (YYYY-MM-DD) starts: 08:00Z. */
export function reportDayStartMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - REPORT_DAY_UTC_OFFSET_HOURS * HOUR_MS
}
