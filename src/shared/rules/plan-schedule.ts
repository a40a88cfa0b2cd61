// A payment plan's schedule: the first payment on the day of purchase, each later one a month after the
// one before, on the same day of the month (the month's last day when it is shorter). Days are the
// business's (Pacific), as the buyer reads them on the schedule; a payment is charged during its day.
import { PLAN_CHARGE_HOUR_UTC, PLAN_RETRY_DAYS } from '../constants.ts'
import { BUSINESS_TIME_ZONE } from './business-clock.ts'
import { dateFormat } from './date-formats.ts'

export interface ScheduledPayment {
  number: number
  dueOn: string
  amount: number
}

/** The Pacific day (YYYY-MM-DD) of an instant. */
export function businessDay(instant: Date): string {
  return dateFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant)
}

/** `day` moved by whole months, kept to the last day of a shorter month (Jan 31 + 1 month = Feb 28). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(date, lastDay))
  return target.toISOString().slice(0, 10)
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

export function planSchedule(firstDay: string, payments: number, amount: number): ScheduledPayment[] {
  return Array.from({ length: payments }, (_, index) => ({
    number: index + 1,
    dueOn: addMonths(firstDay, index),
    amount,
  }))
}

/** When a payment due on `day` is charged, after `failures` failed tries; null when the tries are used up. */
export function attemptTime(day: string, failures: number): string | null {
  const offset = failures === 0 ? 0 : PLAN_RETRY_DAYS[failures - 1]
  if (offset === undefined) return null
  return `${addDays(day, offset)}T${String(PLAN_CHARGE_HOUR_UTC).padStart(2, '0')}:00:00.000Z`
}
