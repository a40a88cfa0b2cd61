// What a buyer on a payment plan agrees to, shown beside the schedule before paying and in the receipt.
import { PLAN_RETRY_DAYS } from './constants.ts'
import { formatPrice } from './rules/inventory.ts'

export interface PlanPaymentView {
  number: number
  dueOn: string
  amount: number
  status?: string
}

export interface PlanView {
  payments: number
  amount: number
  total: number
  schedule: PlanPaymentView[]
}

export function planTerms(plan: Pick<PlanView, 'payments' | 'amount'>): string[] {
  return [
    `Your card is charged ${formatPrice(plan.amount)} today and ${formatPrice(plan.amount)} on each ` +
      `later date above, ${plan.payments} payments in all. Your seat is yours from the first payment.`,
    'We save your card with Stripe for these payments only.',
    `If a payment does not go through, we email you a link to update your card and try again ` +
      `${PLAN_RETRY_DAYS.join(', ').replace(/, (\d+)$/, ' and $1')} days later. The same link in your ` +
      `receipt updates your card at any time.`,
  ]
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * 'Dec 23, 2026' for a YYYY-MM-DD day, read as that calendar day wherever the reader is: en-US's short date, written
 * out rather than asked of Intl, whose first use in a page is a long task (decision 063).
 */
export function formatDueDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  return `${MONTHS[month! - 1]} ${date}, ${year}`
}
