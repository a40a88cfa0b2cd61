// The business's clock (SPEC §9: PST, taken as UTC−8 all year, as the server reads it).
const PST_OFFSET_MS = -8 * 3_600_000

/** An ISO instant as the value of a datetime-local field, in PST: '2025-09-01T18:00'. */
export function toPstLocalInput(iso: string | null): string {
  if (!iso) return ''
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? '' : new Date(ms + PST_OFFSET_MS).toISOString().slice(0, 16)
}

/** An ISO instant for people, in PST: 'Sep 1, 2025, 6:00 PM PST'. */
export function formatPst(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  // Etc/GMT+8 is UTC−8 (the sign is inverted in these zone names).
  return `${date.toLocaleString('en-US', { timeZone: 'Etc/GMT+8', dateStyle: 'medium', timeStyle: 'short' })} PST`
}

/** Today's date on the business's calendar, YYYY-MM-DD, moved by some days. */
export function pstDay(offsetDays = 0, nowMs = Date.now()): string {
  return new Date(nowMs + PST_OFFSET_MS + offsetDays * 86_400_000).toISOString().slice(0, 10)
}
