/** How many other times a refusal offers. */
export const NEXT_TIMES_OFFERED = 3

/** The first open times after the one asked for (or the earliest, when none follows it). */
export function nextTimesNear(open: readonly number[], asked: number): number[] {
  const after = open.filter((start) => start > asked)
  return (after.length > 0 ? after : open).slice(0, NEXT_TIMES_OFFERED)
}
