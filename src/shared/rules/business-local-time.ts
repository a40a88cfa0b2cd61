// A date and time the owner types without an offset (a datetime-local field) is a time on the business's
// clock: Pacific, daylight time included, as the same instant is shown back to them (business-time.ts).
import { BUSINESS_TIME_ZONE } from './business-clock.ts'
import { wallTimeAt, wallTimeToInstant } from './zone-time.ts'

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?$/

/** '2026-07-01T18:00' on the Pacific clock as an ISO instant ('2026-07-02T01:00:00.000Z'); null when unreadable. */
export function businessLocalToIso(local: string): string | null {
  const match = LOCAL_DATE_TIME.exec(local)
  if (!match) return null
  const [year, month, day, hour, minute, second = 0] = match.slice(1, 7).map((part) => Number(part ?? 0))
  const fraction = match[7] ? Math.round(Number(match[7]) * 1000) : 0
  const wall = { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second }
  return new Date(wallTimeToInstant(wall, BUSINESS_TIME_ZONE) + fraction).toISOString()
}

/** An ISO instant as a datetime-local field's value on the Pacific clock ('2026-07-01T18:00'); '' when unreadable. */
export function isoToBusinessLocal(iso: string | null): string {
  const ms = iso ? Date.parse(iso) : Number.NaN
  if (Number.isNaN(ms)) return ''
  const wall = wallTimeAt(ms, BUSINESS_TIME_ZONE)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${String(wall.year).padStart(4, '0')}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}`
}
