// The owner's view of every payment plan (in the Leads tab): for each buyer, the schedule with what was
// paid, what is due and when, and each failed try with Stripe's reason. Overdue plans come first.
import { useQuery } from '@tanstack/react-query'
import { formatDueDay } from '../../../shared/plan-terms.ts'
import { formatPrice } from '../../../shared/rules/inventory.ts'
import { type AdminPlan, adminQueries } from '../shared/admin-queries.ts'
import { EmptyState } from '../shared/empty-state.tsx'
import { formatPst } from '../shared/pst-time.ts'
import { QueryView } from '../shared/query-view.tsx'
import { failedTriesWords } from '../../../shared/rules/failed-tries.ts'
import { AllowBookings } from './allow-bookings.tsx'

const PLAN_LABELS: Record<NonNullable<AdminPlan['planStatus']>, string> = {
  active: 'Active',
  overdue: 'Overdue',
  completed: 'Paid in full',
  canceled: 'Canceled',
}
const PAYMENT_LABELS: Record<AdminPlan['payments'][number]['status'], string> = {
  scheduled: 'Scheduled',
  retrying: 'Failed, will retry',
  processing: 'Processing at the bank',
  paid: 'Paid',
  overdue: 'Overdue',
  canceled: 'Canceled',
}

function PaymentLine({ payment }: { payment: AdminPlan['payments'][number] }) {
  const when =
    payment.status === 'paid' && payment.paidAt
      ? `paid ${formatPst(payment.paidAt)}`
      : payment.nextAttemptAt && payment.status === 'retrying'
        ? `next try ${formatPst(payment.nextAttemptAt)}`
        : `due ${formatDueDay(payment.dueOn)}`
  return (
    <li className="flex flex-wrap gap-x-3 text-sm text-slate-700">
      <span className="font-semibold">Payment {payment.number}</span>
      <span>{formatPrice(payment.amount)}</span>
      <span>{PAYMENT_LABELS[payment.status]}</span>
      <span>{when}</span>
      {payment.lastError && payment.status !== 'paid' ? (
        <span className="text-red-700">{failedTriesWords(payment.attempts, payment.lastError)}</span>
      ) : null}
    </li>
  )
}

function PlanCard({ plan }: { plan: AdminPlan }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4" aria-label={`Payment plan of ${plan.name}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {plan.name} <span className="font-normal text-slate-600">({plan.email})</span>
        </p>
        <span className={plan.planStatus === 'overdue' ? 'font-bold text-red-700' : 'text-slate-700'}>
          {plan.planStatus ? PLAN_LABELS[plan.planStatus] : ''}
        </span>
      </div>
      <p className="text-sm text-slate-600">{plan.description}</p>
      <p className="mt-1 text-sm text-slate-800">
        Paid {formatPrice(plan.paid)} · Due {formatPrice(plan.due)}
        {plan.nextDue ? ` · Next ${formatPrice(plan.nextDue.amount)} on ${formatDueDay(plan.nextDue.dueOn)}` : ''}
      </p>
      <ul className="mt-2 space-y-1">
        {plan.payments.map((payment) => (
          <PaymentLine key={payment.number} payment={payment} />
        ))}
      </ul>
      {plan.planStatus === 'overdue' && <AllowBookings purchaseId={plan.purchaseId} />}
    </li>
  )
}

export function PaymentPlans() {
  const query = useQuery(adminQueries.plans())
  return (
    <section aria-labelledby="plans-heading" className="space-y-3">
      <h2 id="plans-heading" className="text-xl font-bold text-slate-900">
        Payment plans
      </h2>
      <QueryView
        query={query}
        what="payment plans"
        isEmpty={(plans) => plans.length === 0}
        empty={<EmptyState title="No payment plans yet.">Buyers who choose a plan at checkout appear here.</EmptyState>}
      >
        {(plans) => (
          <ul className="space-y-3">
            {plans.map((plan) => (
              <PlanCard key={plan.purchaseId} plan={plan} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  )
}
