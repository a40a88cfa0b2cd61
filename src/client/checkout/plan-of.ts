// An item's payment plan, priced from the item the server sent, with its schedule from today: what checkout's
// "How would you like to pay?" offers beside paying in full. The server recomputes every amount when the seat is held.
import { businessDay, planSchedule } from '../../shared/rules/plan-schedule.ts'

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
