// The last lines `npm test` prints: each part's outcome and the names of what failed. CI keeps only the tail of
// a run's output, and the parts' own reports come one after the other, so without this a failure early in the
// output (Playwright's, printed before the Worker tests' log) can be cut from what CI shows.
import { stripVTControlCharacters } from 'node:util'

const plain = (log: string) => stripVTControlCharacters(log).split('\n')

/** Playwright's closing block: from its first count ("4 failed", "217 passed (18.1m)") to the end. */
export function playwrightOutcome(log: string): string[] {
  const lines = plain(log)
  const counts = /^\s+\d+ (failed|flaky|passed|skipped|did not run|interrupted)\b/
  const start = lines.findIndex((line) => counts.test(line))
  return start === -1 ? ['(no summary: Playwright stopped before reporting)'] : lines.slice(start).filter(Boolean)
}

/** Vitest's counts and each failed test's name, once. */
export function vitestOutcome(log: string): string[] {
  const lines = plain(log)
  const failed = [...new Set(lines.filter((line) => /^\s*FAIL\s/.test(line)).map((line) => line.trim()))]
  const counts = lines.filter((line) => /^\s+(Test Files|Tests)\s/.test(line)).map((line) => line.trim())
  return [...counts, ...failed]
}
