// The last lines `npm test` prints: each part's outcome and the names of what failed. CI keeps only the tail of
// a run's output, and the parts' own reports come one after the other, so without this a failure early in the
// output (Playwright's, printed before the Worker tests' log) can be cut from what CI shows.
import { stripVTControlCharacters } from 'node:util'

const plain = (log: string) => stripVTControlCharacters(log).split('\n')

/** How many lines of a failure's report the summary keeps: its error and what was expected and received. */
export const FAILURE_LINES = 8

/**
 * Each failure's heading ("1) e2e/x.spec.ts:12:3 › title") and the first lines of its error, up to the call log
 * or the source excerpt: without them CI's tail names a failed test but not why it failed.
 */
function playwrightFailures(lines: string[]): string[] {
  const heading = /^\s+\d+\) \S/
  const endOfError = /^\s+(Call log:|at |Error Context:|attachment #|> ?\d+ \||\d+ \|)/
  const kept: string[] = []
  lines.forEach((line, index) => {
    if (!heading.test(line)) return
    kept.push(line)
    const error = lines.slice(index + 1).filter((next) => next.trim() !== '')
    const end = error.findIndex((next) => heading.test(next) || endOfError.test(next))
    kept.push(...error.slice(0, Math.min(end === -1 ? error.length : end, FAILURE_LINES)))
  })
  return kept
}

/** Playwright's closing block, from its first count ("4 failed", "217 passed (18.1m)"), after each failure's error. */
export function playwrightOutcome(log: string): string[] {
  const lines = plain(log)
  const counts = /^\s+\d+ (failed|flaky|passed|skipped|did not run|interrupted)\b/
  const start = lines.findIndex((line) => counts.test(line))
  if (start === -1) return ['(no summary: Playwright stopped before reporting)']
  return [...playwrightFailures(lines.slice(0, start)), ...lines.slice(start).filter(Boolean)]
}

/** Vitest's counts and each failed test's name, once. */
export function vitestOutcome(log: string): string[] {
  const lines = plain(log)
  const failed = [...new Set(lines.filter((line) => /^\s*FAIL\s/.test(line)).map((line) => line.trim()))]
  const counts = lines.filter((line) => /^\s+(Test Files|Tests)\s/.test(line)).map((line) => line.trim())
  return [...counts, ...failed]
}
