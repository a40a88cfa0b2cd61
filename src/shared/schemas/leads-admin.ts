// The admin's Leads tab: every email signup, consultation request, strategy call, waitlist entry and purchase in one
// list.
import { z } from 'zod'
import { LEAD_STATUSES, type LeadStatus } from '../constants.ts'

export const LEAD_KINDS = ['email-signup', 'consultation', 'strategy-call', 'waitlist', 'purchase'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

/** One row of the list, whatever form it came from. */
export interface LeadRow {
  kind: LeadKind
  id: number
  contactId: number
  name: string | null
  email: string
  phone: string | null
  status: LeadStatus
  createdAt: string
  summary: string
}

export const LEADS_PAGE_DEFAULT = 200
export const LEADS_PAGE_MAX = 1000
export const LEADS_EXPORT_MAX = 10_000

const filters = {
  kind: z.enum(LEAD_KINDS, { error: 'Unknown lead kind' }).optional(),
  status: z.enum(LEAD_STATUSES, { error: 'Status must be new or contacted' }).optional(),
  q: z.string().trim().max(100, { error: 'Please keep the search under 100 characters' }).optional(),
}

const limit = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: 'Limit must be at least 1' })
    .max(max, { error: `Limit must be at most ${max}` })
    .default(fallback)

export const leadListQuerySchema = z.object({ ...filters, limit: limit(LEADS_PAGE_DEFAULT, LEADS_PAGE_MAX) })
export const leadExportQuerySchema = z.object({ ...filters, limit: limit(LEADS_EXPORT_MAX, LEADS_EXPORT_MAX) })
export type LeadFilters = z.output<typeof leadListQuerySchema>

export const leadStatusUpdateSchema = z.strictObject({
  status: z.enum(LEAD_STATUSES, { error: 'Status must be new or contacted' }),
})
