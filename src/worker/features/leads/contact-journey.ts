// One person across guide → application → strategy call → purchase, for the admin (one contact row links every form they sent).
import { asc, desc, eq } from 'drizzle-orm'
import type { LeadKind } from '../../../shared/schemas/leads-admin.ts'
import type { Database } from '../../platform/db/client.ts'
import { bookings, contacts, purchases } from '../../platform/db/schema.ts'
import { HttpError } from '../../platform/http-error.ts'
import { listLeads } from './leads-admin.ts'
import { consentRecordOf } from '../opt-outs/opt-outs.ts'
import { followUpJourney } from '../sequences/sequences.ts'

const ALL_OF_THEM = 10_000

export interface JourneyStep {
  kind: LeadKind | 'purchase'
  id: number
  status: string
  createdAt: string
  summary: string
  /** Cents, for purchases; null for leads. */
  amount: number | null
}

export const contactNotFound = () => new HttpError(404, 'Contact not found')

export async function contactJourney(db: Database, contactId: number) {
  const contact = await db.query.contacts.findFirst({ where: eq(contacts.id, contactId) })
  if (!contact) throw contactNotFound()
  const [leads, bought, consentRecord, followUps, sessions] = await Promise.all([
    listLeads(db, { contactId, limit: ALL_OF_THEM }),
    db
      .select()
      .from(purchases)
      .where(eq(purchases.contactId, contactId))
      .orderBy(asc(purchases.createdAt), asc(purchases.id)),
    consentRecordOf(db, contact),
    followUpJourney(db, contact),
    // His booked sessions with the owner's attendance marks, the latest first (decision 075).
    db
      .select({
        id: bookings.id,
        startsAt: bookings.startsAt,
        kind: bookings.kind,
        status: bookings.status,
        attendance: bookings.attendance,
      })
      .from(bookings)
      .where(eq(bookings.contactId, contactId))
      .orderBy(desc(bookings.startsAt)),
  ])
  const steps: JourneyStep[] = [
    // His purchases come from their own table below, with their payment status and amount.
    ...leads
      .filter((lead) => lead.kind !== 'purchase')
      .map((lead) => ({
        kind: lead.kind,
        id: lead.id,
        status: lead.status,
        createdAt: lead.createdAt,
        summary: lead.summary,
        amount: null,
      })),
    ...bought.map((purchase) => ({
      kind: 'purchase' as const,
      id: purchase.id,
      status: purchase.status,
      createdAt: purchase.createdAt,
      summary: purchase.description,
      amount: purchase.amount,
    })),
  ]
  // Oldest first: the order the person took the steps in.
  steps.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
  const { updatedAt: _updatedAt, ...person } = contact
  // Each consent given, and each unsubscribe, STOP and return, with its words, page and client (decision 066);
  // each follow-up sequence he entered: the emails, the next one, or why it stopped (decision 065).
  return { contact: person, timeline: steps, consentRecord, followUps, sessions }
}
