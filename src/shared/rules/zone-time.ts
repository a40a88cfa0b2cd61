// Wall-clock times in a named time zone and the instants they stand for, from the runtime's own time zone
// data (Intl), so the series follows the zone's daylight-saving rules as the runtime knows them.

/** A local date and time in some zone, as written on a calendar: no offset attached. */
export interface WallTime {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

// Wall times already read, by zone and whole second (the clock shows no milliseconds). Reading one through Intl
// costs microseconds, and a list of open times reads thousands (each start checked a day either side), the same
// ones for every visitor asking at once: fifty at once spent most of a second here. What a clock showed at an
// instant never changes, so the memory is exact; it is emptied when full so a long-lived isolate's stays small.
const seen = new Map<string, Map<number, Readonly<WallTime>>>()
const SEEN_KEPT = 20_000
let seenCount = 0

/** What a clock in `timeZone` shows at `instant` (milliseconds since the epoch). */
export function wallTimeAt(instant: number, timeZone: string): WallTime {
  const whole = instant - (((instant % 1000) + 1000) % 1000)
  let zone = seen.get(timeZone)
  const known = zone?.get(whole)
  if (known) return { ...known }
  if (seenCount >= SEEN_KEPT) {
    seen.clear()
    seenCount = 0
    zone = undefined
  }
  if (!zone) seen.set(timeZone, (zone = new Map()))
  const wall = readWallTime(whole, timeZone)
  zone.set(whole, wall)
  seenCount += 1
  return { ...wall }
}

function readWallTime(instant: number, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  )
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  }
}

/** The wall time read as if it were UTC, in milliseconds: the base of all the arithmetic below. */
export function wallAsUtc(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
}

export function wallFromUtcFields(ms: number): WallTime {
  const date = new Date(ms)
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  }
}

/** The zone's offset from UTC at `instant`, in milliseconds (Los Angeles in winter: −8 h). */
export function offsetAt(instant: number, timeZone: string): number {
  const whole = instant - (((instant % 1000) + 1000) % 1000)
  return wallAsUtc(wallTimeAt(whole, timeZone)) - whole
}

const DAY_MS = 86_400_000

/**
 * The instant a wall time in `timeZone` stands for, read as RFC 5545 §3.3.5 reads DTSTART with a TZID:
 * a time that occurs twice (the autumn change) is the first of them, and a time the spring change skips
 * is read with the offset from before the change.
 */
export function wallTimeToInstant(wall: WallTime, timeZone: string): number {
  const asUtc = wallAsUtc(wall)
  const before = offsetAt(asUtc - DAY_MS, timeZone)
  const after = offsetAt(asUtc + DAY_MS, timeZone)
  const candidates = [asUtc - before, asUtc - after].filter(
    (instant) => instant + offsetAt(instant, timeZone) === asUtc,
  )
  return candidates.length > 0 ? Math.min(...candidates) : asUtc - before
}

/** YYYYMMDDTHHMMSS, the local DATE-TIME form used with TZID. */
export function formatWallTime(wall: WallTime): string {
  const two = (n: number) => String(n).padStart(2, '0')
  const date = `${String(wall.year).padStart(4, '0')}${two(wall.month)}${two(wall.day)}`
  return `${date}T${two(wall.hour)}${two(wall.minute)}${two(wall.second)}`
}

/** YYYYMMDDTHHMMSSZ, the UTC form DTSTAMP requires. */
export function formatUtc(instant: number): string {
  return `${formatWallTime(wallFromUtcFields(instant))}Z`
}

/** A UTC offset as iCalendar writes it: -0800, +0530, +013045 when seconds are needed. */
export function formatOffset(offsetMs: number): string {
  const sign = offsetMs < 0 ? '-' : '+'
  const total = Math.abs(Math.round(offsetMs / 1000))
  const two = (n: number) => String(n).padStart(2, '0')
  const seconds = total % 60
  return `${sign}${two(Math.floor(total / 3600))}${two(Math.floor(total / 60) % 60)}${seconds ? two(seconds) : ''}`
}
