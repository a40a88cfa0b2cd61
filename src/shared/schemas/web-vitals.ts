// One field measurement as the browser sends it to POST /api/vitals: a metric, its value and the page, and
// nothing about the visitor.
import { z } from 'zod'
import { VITAL_MAX } from '../rules/vital-thresholds.ts'
import { VITAL_NAMES, VITAL_PAGES } from '../web-vitals.ts'

export const vitalSchema = z
  .strictObject({
    name: z.enum(VITAL_NAMES, { message: 'Unknown metric' }),
    value: z.number({ message: 'The value must be a number' }).min(0, { message: 'The value cannot be negative' }),
    page: z.enum(VITAL_PAGES, { message: 'Unknown page' }),
  })
  .refine((vital) => vital.value <= VITAL_MAX[vital.name], {
    message: 'The value is out of range',
    path: ['value'],
  })

export type Vital = z.infer<typeof vitalSchema>

/** One page's metric in one week: the 75th percentile of that week's visits, and how many there were. */
export interface VitalWeek {
  page: (typeof VITAL_PAGES)[number]
  name: (typeof VITAL_NAMES)[number]
  /** Monday of the week, YYYY-MM-DD on the report calendar. */
  week: string
  p75: number
  visits: number
}

export interface VitalsReport {
  /** Where the figures are read from: D1 here and in tests, Analytics Engine in production. */
  source: 'd1' | 'analytics-engine'
  weeks: VitalWeek[]
  /** Kept in Analytics Engine, but the deploy has no token to read it back with (docs/configuration.md). */
  unread?: true
}
