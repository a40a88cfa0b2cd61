// A plan's schedule as the buyer reads it: each payment's date and amount (and, once the plan runs, what
// became of it), with the terms beside it. Used before paying, on the success page and on the plan's page.
import { formatDueDay, type PlanView, planTerms } from '../../shared/plan-terms.ts'
import { formatPrice } from '../../shared/rules/inventory.ts'
import { countOf } from '../../shared/rules/plural.ts'

const STATUS_WORDS: Record<string, string> = {
  paid: 'Paid',
  scheduled: 'Scheduled',
  retrying: 'Failed, will retry',
  processing: 'Processing at your bank',
  overdue: 'Overdue',
  canceled: 'Canceled',
}

export function PlanSchedule({
  plan,
  title = 'Your payment schedule',
  showTerms = true,
}: {
  plan: PlanView
  title?: string
  showTerms?: boolean
}) {
  const withStatus = plan.schedule.some((payment) => payment.status)
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 p-4 text-left">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <table className="mt-2 w-full text-sm text-slate-800">
        <thead className="sr-only">
          <tr>
            <th>Payment</th>
            <th>Date</th>
            <th>Amount</th>
            {withStatus && <th>Status</th>}
          </tr>
        </thead>
        <tbody>
          {plan.schedule.map((payment) => (
            <tr key={payment.number} className="border-t border-slate-100">
              <td className="py-1">Payment {payment.number}</td>
              <td className="py-1">
                {payment.number === 1 && !withStatus
                  ? `Today, ${formatDueDay(payment.dueOn)}`
                  : formatDueDay(payment.dueOn)}
              </td>
              <td className="py-1 text-right font-semibold">{formatPrice(payment.amount)}</td>
              {withStatus && <td className="py-1 pl-3">{STATUS_WORDS[payment.status ?? ''] ?? ''}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-slate-700">
        Total {formatPrice(plan.total)} in {countOf(plan.payments, 'payment')}
      </p>
      {showTerms && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {planTerms(plan).map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
