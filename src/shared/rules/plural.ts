// Counts in English, for every number the owner or a visitor reads beside a noun: '1 seat', '0 seats',
// '2 seats'. One rule, so no sentence says '1 free strategy calls booked' (lint refuses a hand-written
// `n === 1 ? 'seat' : 'seats'`; see eslint.config.js).

/** The noun for `count`: `one` for exactly 1, otherwise `many` (the noun and an s unless given: 'try', 'tries'). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many
}

/** The count and its noun: countOf(1, 'seat') is '1 seat', countOf(3, 'failed try', 'failed tries') '3 failed tries'. */
export function countOf(count: number, one: string, many?: string): string {
  return `${count} ${plural(count, one, many)}`
}
