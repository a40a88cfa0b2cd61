// The words the owner reads for a lead's kind and status.
import type { LeadStatus } from '../../../shared/constants.ts'
import type { LeadKind } from '../../../shared/schemas/leads-admin.ts'

export const LEAD_KIND_LABELS: Readonly<Record<LeadKind, string>> = {
  'email-signup': 'Email signup',
  consultation: 'Consultation request',
  'strategy-call': 'Strategy call',
  waitlist: 'Waitlist',
  purchase: 'Purchase',
}

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = { new: 'New', contacted: 'Contacted' }
