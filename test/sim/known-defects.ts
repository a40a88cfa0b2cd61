// Defects the simulator finds that are not fixed yet: the run inside `npm test` reports them without failing,
// `npm run sim` fails on them, and test/sim/regressions.test.ts keeps the seeds that found them as `it.fails`
// until the fix lands (then remove the entry and make those tests plain `it`).
import type { Violation } from './invariants.ts'

export interface KnownDefect {
  id: 'a' | 'a-item' | 'a-stuck' | 'b' | 'move-lost'
  title: string
  matches(violation: Violation): boolean
}

/**
 * One open, found by the sessions (decision 094): 'move-lost'. Defects a and b (a reserve answered 409 after
 * rewriting the row being settled; a settle after a refund selling a seat) were fixed by the purchase state machine
 * (decision 052). Their seeds stay as plain tests in regressions.test.ts. A defect found later and not fixed at
 * once is listed here with its matcher.
 */
export const KNOWN_DEFECTS: KnownDefect[] = [
  {
    id: 'move-lost',
    title:
      'a move whose calendar write was made but whose D1 write never followed leaves D1 at the old time, which the ' +
      'calendar freed and another booking or move takes: two sessions at one hour in D1 until the night mends it ' +
      '(decision 093; sim seed 1535)',
    matches: (violation) => violation.invariant === 'no two bookings overlap' && violation.detail.startsWith('D1:'),
  },
]

export const knownDefectOf = (violation: Violation) => KNOWN_DEFECTS.find((defect) => defect.matches(violation))
