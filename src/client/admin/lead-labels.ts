// The words the owner reads for a lead's kind and status.
import type { LeadStatus } from '../../shared/constants.ts'
import type { LeadKind } from '../../shared/schemas/leads-admin.ts'

export const LEAD_KIND_LABELS: Readonly<Record<LeadKind, string>> = {
  'email-signup': 'Email signup',
  consultation: 'Consultation request',
  'strategy-call': 'Strategy call',
}

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = { new: 'New', contacted: 'Contacted' }

/** A timestamp for the list, in the business's time zone. */
export function leadTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { timeZone: 'Etc/GMT+8', dateStyle: 'medium', timeStyle: 'short' })
}
