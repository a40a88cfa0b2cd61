// Defects the simulator finds on the current production code, which others are fixing: the run inside `npm test`
// reports them without failing, `npm run sim` fails on them, and test/sim/regressions.test.ts keeps the seeds
// that found them as `it.fails` until the fix lands (then remove the entry and make those tests plain `it`).
import type { Violation } from './invariants.ts'

export interface KnownDefect {
  id: 'a' | 'a-item' | 'a-stuck' | 'b'
  title: string
  matches(violation: Violation): boolean
}

export const KNOWN_DEFECTS: KnownDefect[] = [
  {
    id: 'a',
    title: 'pay $499, be recorded as $1,800 (a reserve answered 409 rewrote the pending row being settled)',
    matches: (v) => v.invariant === 'captured = recorded' && !sameMoney(v.detail),
  },
  {
    id: 'a-item',
    title: 'the same defect at one price: paid for one pod, seated and recorded in another (its seat given back)',
    matches: (v) => v.invariant === 'captured = recorded' && sameMoney(v.detail),
  },
  {
    id: 'a-stuck',
    title:
      'the same defect, settled later: the rewritten row no longer matches its authorization, which stays on the card',
    matches: (v) => v.invariant === 'no authorization without a seat' && v.detail.includes('disagree'),
  },
  {
    id: 'b',
    title: 'refund, then take the seat again for free (a settle after the refund sells a seat)',
    matches: (v) =>
      v.invariant === 'refunded holds no seat' ||
      (v.invariant === 'sold seat has a purchase' && v.detail.includes('refunded')),
  },
]

/** "captured 49900 for brotherhood item 2, recorded succeeded 49900 for brotherhood item 1": only the item differs. */
function sameMoney(detail: string): boolean {
  const match = /captured (\d+) for (\S+) item \S*, recorded \S+ (\d+) for (\S+) item/.exec(detail)
  return match !== null && match[1] === match[3] && match[2] === match[4]
}

export const knownDefectOf = (violation: Violation) => KNOWN_DEFECTS.find((defect) => defect.matches(violation))
