// Durations of videos (YouTube's ISO-8601 'PT1H2M3S') and podcast episodes (itunes:duration, which feeds
// write as plain seconds, MM:SS or HH:MM:SS), all shown as H:MM:SS or M:SS; 'N/A' when unreadable (SPEC §8).
export const UNKNOWN_DURATION = 'N/A'

const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/

/** Seconds in an ISO-8601 duration of days, hours, minutes and seconds; null when it is not one. */
export function isoDurationSeconds(value: string | null | undefined): number | null {
  const match = ISO_DURATION.exec(value?.trim() ?? '')
  // 'P' and 'PT' alone match the pattern but name no length at all.
  if (!match || match.slice(1).every((part) => part === undefined)) return null
  const [days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
  ]
  return Math.floor(((days * 24 + hours) * 60 + minutes) * 60 + seconds)
}

/** Seconds in an itunes:duration: '3723', '62:03' or '1:02:03'; null when unreadable. */
export function itunesDurationSeconds(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.floor(value) : null
  const text = value?.trim() ?? ''
  if (/^\d+(\.\d+)?$/.test(text)) return Math.floor(Number(text))
  const parts = text.split(':')
  if (parts.length < 2 || parts.length > 3 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null
  const numbers = parts.map(Number)
  const seconds = numbers.at(-1)!
  // The leading part may run past 59 (an MM:SS of 75:00 is common); the others may not.
  if (seconds > 59 || (numbers.length === 3 && numbers[1]! > 59)) return null
  return numbers.reduce((total, part) => total * 60 + part, 0)
}

/** 3723 → '1:02:03', 245 → '4:05'; a missing or zero length reads 'N/A'. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return UNKNOWN_DURATION
  const total = Math.floor(seconds)
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const secs = String(total % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`
}

/** A video's ISO duration as the social feed shows it. */
export function formatIsoDuration(value: string | null | undefined): string {
  return formatDuration(isoDurationSeconds(value))
}
