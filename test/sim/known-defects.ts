// Defects the simulator finds on the current production code, which others are fixing: the run inside `npm test`
// reports them without failing, `npm run sim` fails on them, and test/sim/regressions.test.ts keeps the seeds
// that found them as `it.fails` until the fix lands (then remove the entry and make those tests plain `it`).
import type { Violation } from './invariants.ts'

export interface KnownDefect {
  id: 'a' | 'b'
  title: string
  matches(violation: Violation): boolean
}

export const KNOWN_DEFECTS: KnownDefect[] = [
  {
    id: 'a',
    title: 'pay $499, be recorded as $1,800 (a reserve answered 409 rewrote the pending row being settled)',
    matches: (v) => v.invariant === 'captured = recorded',
  },
  {
    id: 'b',
    title: 'refund, then take the seat again for free (a settle after the refund sells a seat)',
    matches: (v) =>
      v.invariant === 'refunded holds no seat' ||
      (v.invariant === 'sold seat has a purchase' && v.detail.includes('refunded')),
  },
]

export const knownDefectOf = (violation: Violation) => KNOWN_DEFECTS.find((defect) => defect.matches(violation))
