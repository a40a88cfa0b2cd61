// The admin's Analytics tab: real figures over a chosen period, in place of SPEC §2's static ones.
import { z } from 'zod'
import type { TrafficGroup } from '../rules/traffic-source.ts'
import type { GuaranteeMonth } from '../guarantee.ts'

export const DEFAULT_REPORT_DAYS = 30
export const MAX_REPORT_DAYS = 366

const isCalendarDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date like 2025-07-31`, abort: true })
    .refine(isCalendarDay, { error: `${label} must be a real calendar date` })
    .optional()

export const analyticsQuerySchema = z.object({ from: day('From'), to: day('To') })

/** A share of a count: null, not NaN, when nothing was counted. */
export type Rate = number | null

export interface ConversionFigure {
  /** How often the chance was offered (popup shown, form viewed, dialog opened). */
  offered: number
  /** How often it was taken (signup, booking, download). */
  converted: number
  rate: Rate
}

export interface AnalyticsReport {
  from: string
  to: string
  /** Days run midnight to midnight in the business's time zone (SPEC §9: PST, UTC−8). */
  timezone: 'PST'
  visits: number
  exitPopup: ConversionFigure
  strategyCallForm: ConversionFigure
  resourceDownloads: ConversionFigure
  traffic: { source: TrafficGroup; visits: number; share: Rate }[]
  /** `revenue` is net: the refunds made in the period are taken off (`refunds`). */
  purchases: { count: number; revenue: number; freeBookings: number; refunds: { count: number; amount: number } }
  daily: { date: string; visits: number; leads: number; revenue: number }[]
  /** Each month of the period with sessions the owner marked: attended, no-shows, and the no-show rate (0–1). */
  attendance: { month: string; attended: number; noShows: number; noShowRate: number | null }[]
  /** Each month of the period: actions due and the share done on time; guarantee claims by how they ended. */
  guarantee: GuaranteeMonth[]
  /**
   * Every follow-up email (decision 065): sent in the period, and of the men it reached, how many booked a call,
   * bought or unsubscribed with it as the last follow-up they had had.
   */
  followUps: {
    sequenceId: number
    sequence: string
    stepId: number
    position: number
    delayDays: number
    subject: string
    sent: number
    booked: number
    bought: number
    unsubscribed: number
  }[]
}
