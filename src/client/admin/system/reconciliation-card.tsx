// The last nightly reconciliation of Stripe against the site's sales, refunds and seats (decision 068): when it
// ran and what it covered, then each difference it found in words, or "No differences".
import { DIFFERENCE_LABELS } from '../../../shared/reconciliation.ts'
import { countOf } from '../../../shared/rules/plural.ts'
import type { AdminSystem } from '../shared/admin-queries.ts'
import { EmptyState } from '../shared/empty-state.tsx'
import { formatPst } from '../shared/pst-time.ts'
import { Card } from './system-card.tsx'

type Run = NonNullable<AdminSystem['reconciliation']>

function Covered({ run }: { run: Run }) {
  return (
    <>
      Checked {formatPst(run.finishedAt)}: {countOf(run.intents, 'payment')}, {countOf(run.refunds, 'refund')} and the
      seats of {countOf(run.items, 'item')}, from {formatPst(run.checkedFrom)} to {formatPst(run.checkedTo)}.
    </>
  )
}

export function ReconciliationCard({ run }: { run: AdminSystem['reconciliation'] }) {
  return (
    <Card id="system-reconciliation" title="Reconciliation with Stripe">
      {!run ? (
        <EmptyState title="No reconciliation has run yet.">
          Every night the site checks Stripe’s payments and refunds of the last 30 days against its sales, refunds and
          seats.
        </EmptyState>
      ) : run.differences === 0 ? (
        <EmptyState title="No differences">
          <Covered run={run} />
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-slate-800">
            <Covered run={run} />{' '}
            <strong className="text-red-800">
              {countOf(run.differences, 'difference')} ({run.newDifferences} new since the check before).
            </strong>
          </p>
          <ul className="mt-3 divide-y divide-slate-200" aria-label="Differences with Stripe">
            {run.found.map((found) => (
              <li key={found.key} className="py-3 text-sm">
                <span className="font-semibold text-slate-800">{DIFFERENCE_LABELS[found.kind]}</span>
                <p className="mt-1 text-slate-700">{found.detail}</p>
              </li>
            ))}
          </ul>
          {run.found.length < run.differences && (
            <p className="mt-3 text-sm text-slate-700">The first {run.found.length} are listed.</p>
          )}
        </>
      )}
    </Card>
  )
}
