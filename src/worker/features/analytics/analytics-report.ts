// The admin's Analytics figures over a period, from first-party events and the lead and purchase tables.
// Days run midnight to midnight in the business's time zone: SPEC §9 says PST, taken as UTC−8 all year.
import { and, count, eq, gt, inArray, isNotNull, isNull, type SQL, sql, sum } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { TIMEZONE } from '../../../shared/constants.ts'
import { classifyTrafficSource, TRAFFIC_GROUPS, type TrafficGroup } from '../../../shared/rules/traffic-source.ts'
import {
  type AnalyticsReport,
  type ConversionFigure,
  DEFAULT_REPORT_DAYS,
  MAX_REPORT_DAYS,
  type Rate,
} from '../../../shared/schemas/analytics-report.ts'
import type { Database } from '../../platform/db/client.ts'
import { reportDayOf } from '../../platform/db/report-calendar.ts'
import {
  analyticsEvents,
  consultationRequests,
  emailSignups,
  planPayments,
  purchases,
  refunds,
  strategyCalls,
} from '../../platform/db/schema.ts'
import { HttpError } from '../../platform/http-error.ts'
import { reportDay, reportDayStartMs } from '../../../shared/rules/business-clock.ts'
import { followUpReport } from '../sequences/sequences.ts'
import { attendanceByMonth } from '../bookings/bookings.ts'
import { guaranteeByMonth } from '../guarantee/guarantee.ts'

const DAY_MS = 86_400_000

export interface Period {
  from: string
  to: string
}

/** YYYY-MM-DD of an instant, on the report calendar (UTC−8 all year, shared/rules/business-clock.ts). */
export const businessDay = (instantMs: number): string => reportDay(instantMs)

const dayStartMs = reportDayStartMs
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** The period asked for; by default the last 30 days, today included. */
export function resolvePeriod(query: { from?: string; to?: string }, nowMs = Date.now()): Period {
  const to = query.to ?? (query.from ? maxDay(query.from, businessDay(nowMs)) : businessDay(nowMs))
  const from = query.from ?? addDays(to, 1 - DEFAULT_REPORT_DAYS)
  if (from > to) {
    const message = 'The start date must be on or before the end date'
    throw new HttpError(400, message, { fields: { from: message } })
  }
  if (dayCount({ from, to }) > MAX_REPORT_DAYS) {
    const message = `Please choose a period of at most ${MAX_REPORT_DAYS} days`
    throw new HttpError(400, message, { fields: { from: message } })
  }
  return { from, to }
}

const maxDay = (a: string, b: string) => (a > b ? a : b)
const dayCount = (period: Period) => Math.round((Date.parse(period.to) - Date.parse(period.from)) / DAY_MS) + 1

/** Timestamps are stored as ISO-8601 UTC text, so the period is a text range on them. */
function within(column: SQLiteColumn | SQL, period: Period): SQL {
  const start = new Date(dayStartMs(period.from)).toISOString()
  const end = new Date(dayStartMs(addDays(period.to, 1))).toISOString()
  return sql`(${column} >= ${start} and ${column} < ${end})`
}

export function rate(part: number, whole: number): Rate {
  return whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000
}

function conversion(offered: number, converted: number): ConversionFigure {
  return { offered, converted, rate: rate(converted, offered) }
}

const OFFER_EVENTS = ['page_view', 'exit_popup_shown', 'strategy_call_form_viewed', 'resource_dialog_opened'] as const

function perDay(rows: readonly { day: string; n: number | string | null }[]): Map<string, number> {
  const totals = new Map<string, number>()
  for (const row of rows) totals.set(row.day, (totals.get(row.day) ?? 0) + Number(row.n ?? 0))
  return totals
}

export async function analyticsReport(db: Database, period: Period): Promise<AnalyticsReport> {
  const e = analyticsEvents
  const paidAt = sql`coalesce(${purchases.fulfilledAt}, ${purchases.createdAt})`
  // A refunded sale was still a sale that day; its refund is taken off revenue on the day it was made.
  const succeeded = and(inArray(purchases.status, ['succeeded', 'refunded']), within(paidAt, period))
  const refunded = and(
    eq(refunds.kind, 'refund'),
    inArray(refunds.status, ['pending', 'succeeded']),
    within(refunds.createdAt, period),
  )
  // Revenue is money received: a plan's purchase row holds its first payment, and each later payment
  // counts on the day it is charged, never before.
  const laterPaid = and(
    eq(planPayments.status, 'paid'),
    gt(planPayments.number, 1),
    within(planPayments.paidAt, period),
  )
  const leadsByDay = (table: typeof emailSignups | typeof consultationRequests | typeof strategyCalls, only?: SQL) =>
    db
      .select({ day: reportDayOf(table.createdAt), n: count() })
      .from(table)
      .where(and(within(table.createdAt, period), only))
      .groupBy(reportDayOf(table.createdAt))
  // A call booked at checkout is a free booking, not a lead from the form: each is counted once, as what it is.
  const fromForm = isNull(strategyCalls.holdId)

  const [
    events,
    sources,
    visitsDaily,
    signups,
    calls,
    bookings,
    sales,
    revenueDaily,
    signupsDaily,
    consultationsDaily,
    callsDaily,
    refundTotals,
    refundsDaily,
    planRevenue,
    planRevenueDaily,
  ] = await db.batch([
    db
      .select({ name: e.name, n: count() })
      .from(e)
      .where(and(inArray(e.name, [...OFFER_EVENTS]), within(e.createdAt, period)))
      .groupBy(e.name),
    db
      .select({ source: e.source, n: count() })
      .from(e)
      .where(and(eq(e.name, 'page_view'), within(e.createdAt, period)))
      .groupBy(e.source),
    db
      .select({ day: reportDayOf(e.createdAt), n: count() })
      .from(e)
      .where(and(eq(e.name, 'page_view'), within(e.createdAt, period)))
      .groupBy(reportDayOf(e.createdAt)),
    db
      .select({ source: emailSignups.source, n: count() })
      .from(emailSignups)
      .where(within(emailSignups.createdAt, period))
      .groupBy(emailSignups.source),
    db
      .select({ n: count() })
      .from(strategyCalls)
      .where(and(fromForm, within(strategyCalls.createdAt, period))),
    db
      .select({ n: count() })
      .from(strategyCalls)
      .where(and(isNotNull(strategyCalls.holdId), within(strategyCalls.createdAt, period))),
    db
      .select({ paid: count(), revenue: sum(purchases.amount) })
      .from(purchases)
      .where(succeeded),
    db
      .select({ day: reportDayOf(paidAt), n: sum(purchases.amount) })
      .from(purchases)
      .where(succeeded)
      .groupBy(reportDayOf(paidAt)),
    leadsByDay(emailSignups),
    leadsByDay(consultationRequests),
    leadsByDay(strategyCalls, fromForm),
    db
      .select({ n: count(), amount: sum(refunds.amount) })
      .from(refunds)
      .where(refunded),
    db
      .select({ day: reportDayOf(refunds.createdAt), n: sum(refunds.amount) })
      .from(refunds)
      .where(refunded)
      .groupBy(reportDayOf(refunds.createdAt)),
    db
      .select({ revenue: sum(planPayments.amount) })
      .from(planPayments)
      .where(laterPaid),
    db
      .select({ day: reportDayOf(planPayments.paidAt), n: sum(planPayments.amount) })
      .from(planPayments)
      .where(laterPaid)
      .groupBy(reportDayOf(planPayments.paidAt)),
  ])

  const offered = (name: (typeof OFFER_EVENTS)[number]) => events.find((row) => row.name === name)?.n ?? 0
  const signedUp = (source: (typeof emailSignups.$inferSelect)['source']) =>
    signups.find((row) => row.source === source)?.n ?? 0
  const visits = offered('page_view')

  const traffic = new Map<TrafficGroup, number>(TRAFFIC_GROUPS.map((group) => [group, 0]))
  for (const row of sources) {
    const group = classifyTrafficSource(row.source)
    traffic.set(group, traffic.get(group)! + row.n)
  }

  const visitsPerDay = perDay(visitsDaily)
  const leadsPerDay = perDay([...signupsDaily, ...consultationsDaily, ...callsDaily])
  const revenuePerDay = perDay([...revenueDaily, ...planRevenueDaily])
  const refundsPerDay = perDay(refundsDaily)
  const refundedAmount = Number(refundTotals[0]?.amount ?? 0)
  const daily = Array.from({ length: dayCount(period) }, (_, index) => {
    const date = addDays(period.from, index)
    return {
      date,
      visits: visitsPerDay.get(date) ?? 0,
      leads: leadsPerDay.get(date) ?? 0,
      revenue: (revenuePerDay.get(date) ?? 0) - (refundsPerDay.get(date) ?? 0),
    }
  })

  return {
    from: period.from,
    to: period.to,
    timezone: TIMEZONE,
    visits,
    exitPopup: conversion(offered('exit_popup_shown'), signedUp('exit_intent_popup')),
    strategyCallForm: conversion(offered('strategy_call_form_viewed'), calls[0]?.n ?? 0),
    resourceDownloads: conversion(offered('resource_dialog_opened'), signedUp('resource_library')),
    traffic: TRAFFIC_GROUPS.map((source) => ({
      source,
      visits: traffic.get(source)!,
      share: rate(traffic.get(source)!, visits),
    })),
    purchases: {
      count: Number(sales[0]?.paid ?? 0),
      revenue: Number(sales[0]?.revenue ?? 0) + Number(planRevenue[0]?.revenue ?? 0) - refundedAmount,
      // Every free call booked in the period: from the home page's form (the form's bookings beside) and at checkout.
      freeBookings: (calls[0]?.n ?? 0) + (bookings[0]?.n ?? 0),
      refunds: { count: refundTotals[0]?.n ?? 0, amount: refundedAmount },
    },
    daily,
    // The no-show rate of each month of the period with marked sessions (decision 075).
    attendance: await attendanceByMonth(
      db,
      new Date(dayStartMs(period.from)).toISOString(),
      new Date(dayStartMs(addDays(period.to, 1))).toISOString(),
    ),
    // The share of actions done on time and the guarantee's claims, each month of the period (decision 107).
    guarantee: await guaranteeByMonth(
      db,
      new Date(dayStartMs(period.from)).toISOString(),
      new Date(dayStartMs(addDays(period.to, 1))).toISOString(),
      new Date().toISOString(),
    ),
    followUps: await followUpReport(
      db,
      new Date(dayStartMs(period.from)).toISOString(),
      new Date(dayStartMs(addDays(period.to, 1))).toISOString(),
    ),
  }
}
