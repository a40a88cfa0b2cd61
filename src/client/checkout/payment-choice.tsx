// "Pay in full" or the item's plan, both priced from the item the server sent; the plan's schedule and
// terms show before the buyer pays. The server recomputes every amount from the item when the seat is held.
import { PAYMENT_CHOICES, type PaymentChoice as Choice } from '../../shared/constants.ts'
import { formatPrice } from '../../shared/rules/inventory.ts'
import { businessDay, planSchedule } from '../../shared/rules/plan-schedule.ts'
import { PlanSchedule } from '../plans/plan-schedule.tsx'

interface Priced {
  price: number
  planPayments: number | null
  planAmount: number | null
}

export function planOf(option: Priced) {
  if (!option.planPayments || !option.planAmount) return null
  const { planPayments: payments, planAmount: amount } = option
  return {
    payments,
    amount,
    total: payments * amount,
    schedule: planSchedule(businessDay(new Date()), payments, amount),
  }
}

export function PaymentChoice({
  option,
  value,
  onChange,
}: {
  option: Priced
  value: Choice
  onChange(value: Choice): void
}) {
  const plan = planOf(option)
  if (!plan) return null
  const labels: Record<Choice, string> = {
    full: `Pay in full: ${formatPrice(option.price)}`,
    plan: `${plan.payments} monthly payments of ${formatPrice(plan.amount)} (${formatPrice(plan.total)} in all)`,
  }
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold text-slate-900">How would you like to pay?</legend>
      {PAYMENT_CHOICES.map((choice) => (
        <label key={choice} className="flex items-center gap-3 rounded-md border border-slate-200 p-3 text-slate-800">
          <input
            type="radio"
            name="payment-choice"
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
            className="h-4 w-4"
          />
          <span>{labels[choice]}</span>
        </label>
      ))}
      {value === 'plan' && <PlanSchedule plan={plan} />}
    </fieldset>
  )
}
