// What a one-to-one package may hold booked (decision 082): a pure function of the purchase's terms, what has
// been paid and the clock, so the booking's guarded insert, My coaching's words and the simulator's invariants
// (booked ≤ open) all read one rule.
import type { SessionRelease } from '../constants.ts'
import { formatDueDay } from '../plan-terms.ts'
import { countOf } from '../rules/plural.ts'
import { businessDay } from '../rules/plan-schedule.ts'

const STEP_MS = 30 * 86_400_000

/** The purchase as sold: its sessions, plan, release rule and the moment it was paid for. */
export interface PackageTerms {
  sessionsIncluded: number
  /** Payments of the plan; null when paid in full. */
  planPayments: number | null
  sessionRelease: SessionRelease | null
  sessionCap: number | null
  /** When its first payment was taken (fulfilled), ISO. */
  soldAt: string
}

/** One payment of the plan as D1 holds it (number 1 is the purchase's own). */
export interface PlanPaymentState {
  number: number
  status: string
  dueOn: string
}

export interface PackageState {
  included: number
  open: number
  booked: number
  /** Sessions he may book now: open less booked, and none while an overdue payment stops new bookings. */
  bookable: number
  /** How many more open next, and on which day (YYYY-MM-DD), with a payment or with time; null when all are. */
  next: { count: number; on: string; with: 'payment' | 'time' } | null
  stopped: 'overdue' | null
}

const stepsSince = (soldAt: string, now: number) => Math.floor(Math.max(0, now - Date.parse(soldAt)) / STEP_MS) + 1

/** Sessions open after `paid` payments received at `now`: the one rule. */
export function sessionsOpen(terms: PackageTerms, paid: number, now: number): number {
  const total = terms.sessionsIncluded
  if (paid <= 0) return 0
  if (terms.sessionRelease === 'all-at-once') return total
  if (terms.sessionRelease === 'per-30-days') {
    const cap = terms.sessionCap ?? total
    return Math.min(total, cap * stepsSince(terms.soldAt, now))
  }
  const payments = terms.planPayments ?? 1
  if (paid >= payments) return total
  return Math.max(1, Math.floor((total * paid) / payments))
}

/** Payments received: every paid plan payment, or the one payment of a purchase paid in full. */
export const paymentsPaid = (terms: Pick<PackageTerms, 'planPayments'>, plan: readonly PlanPaymentState[]) =>
  terms.planPayments ? plan.filter((payment) => payment.status === 'paid').length : 1

/** Whether an overdue payment the owner has not let pass stops new bookings. */
export function stoppedByOverdue(plan: readonly PlanPaymentState[], allowedThrough: number | null): boolean {
  return plan.some((payment) => payment.status === 'overdue' && payment.number > (allowedThrough ?? 0))
}

function nextOpening(terms: PackageTerms, plan: readonly PlanPaymentState[], paid: number, open: number, now: number) {
  if (open >= terms.sessionsIncluded) return null
  if (terms.sessionRelease === 'per-30-days') {
    const on = Date.parse(terms.soldAt) + stepsSince(terms.soldAt, now) * STEP_MS
    return { count: sessionsOpen(terms, paid, on) - open, on: businessDay(new Date(on)), with: 'time' as const }
  }
  const unpaid = plan.filter((payment) => payment.status !== 'paid').sort((a, b) => a.number - b.number)[0]
  if (!unpaid) return null
  return { count: sessionsOpen(terms, paid + 1, now) - open, on: unpaid.dueOn, with: 'payment' as const }
}

export function packageState(
  terms: PackageTerms,
  plan: readonly PlanPaymentState[],
  booked: number,
  allowedThrough: number | null,
  now: number,
): PackageState {
  const paid = paymentsPaid(terms, plan)
  const open = sessionsOpen(terms, paid, now)
  const stopped = stoppedByOverdue(plan, allowedThrough) ? ('overdue' as const) : null
  return {
    included: terms.sessionsIncluded,
    open,
    booked,
    bookable: stopped ? 0 : Math.max(0, open - booked),
    next: nextOpening(terms, plan, paid, open, now),
    stopped,
  }
}

/** 'When more open': ', 2 more with your payment on Jan 3, 2031' or ', 2 more on Feb 1, 2031'. */
function nextWords(next: PackageState['next']): string {
  if (!next) return ''
  const how = next.with === 'payment' ? ' with your payment' : ''
  return `, ${next.count} more${how} on ${formatDueDay(next.on)}`
}

/** '2 of 12 sessions open now, 2 more with your payment on Jan 3, 2031'; '12 of 12 sessions open'. */
export function openWords(state: Pick<PackageState, 'open' | 'included' | 'next'>): string {
  if (state.open >= state.included) return `${state.open} of ${countOf(state.included, 'session')} open`
  return `${state.open} of ${countOf(state.included, 'session')} open now${nextWords(state.next)}`
}

/** Why nothing can be booked now, or null when something can. */
export function notBookableWords(state: PackageState): string | null {
  if (state.bookable > 0) return null
  if (state.stopped === 'overdue') return OVERDUE_STOP
  if (state.open >= state.included) return NO_CREDITS
  const next = state.next
  const how = next?.with === 'payment' ? ' with your payment' : ''
  const more = next ? ` ${next.count} more open${how} on ${formatDueDay(next.on)}.` : ''
  return `The sessions open so far are all booked.${more}`
}

export const OVERDUE_STOP =
  'A payment of your plan is overdue, so new sessions cannot be booked until it is paid. Sessions already booked ' +
  'stay. Update your card from your plan link to pay it.'
export const NO_CREDITS =
  'Every session of this package is booked or used, so none is left to book. You can buy another package.'
