// The data-deletion promise of the legal pages: a person's leads, their contact record and the messages
// not yet sent to or about them are deleted; their purchases, the calls they booked at checkout and the sessions
// booked on the coach's calendar stay for the books with the person removed (name 'Deleted', no email or phone),
// so a booked seat stays counted as sold and a booked time stays taken (no link opens it any more); sent messages
// keep only the fact that something was sent; their payment plans and follow-ups stop; their consents go and their
// unsubscribes stay, without where they came from (decision 066). His coaching record keeps only what the
// guarantee's books need: his intake answers go; his actions keep their due and done times but lose their words
// and their Done links; a declined claim loses its reasons; his agreement's tick keeps its version and time but not
// his address or browser.
// Everything happens in one D1 batch, which is one transaction: all of it or none of it.
import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import {
  actionLinks,
  actions,
  agreementAcceptances,
  bookingLinks,
  bookings,
  clientSessions,
  consultationRequests,
  contacts,
  emailSignups,
  intakeAnswers,
  outbox,
  purchases,
  refundRequests,
  strategyCalls,
} from '../../platform/db/schema.ts'
import { contactNotFound } from './contact-journey.ts'
import { stopPlanStatements } from '../plans/plans.ts'
import { forgetConsentStatements } from '../opt-outs/opt-outs.ts'
import { forgetEnrolments } from '../sequences/sequences.ts'

export const DELETED_NAME = 'Deleted'

export interface DeletionReport {
  contactId: number
  removed: {
    contact: number
    emailSignups: number
    consultationRequests: number
    strategyCalls: number
    queuedMessages: number
    consents: number
    followUps: number
    intakeAnswers: number
  }
  anonymized: {
    purchases: number
    actions: number
    agreementTicks: number
    bookedCalls: number
    bookings: number
    sentMessages: number
    optOutChoices: number
  }
}

/**
 * Messages to the person (guide, resource, receipt) or about them (the owner's new-lead email names their
 * email; the owner's sale SMS names their purchase; a text reminding them of a call names the call).
 */
function messagesAbout(email: string, purchaseIds: number[], callIds: number[]) {
  return or(
    eq(outbox.recipient, email),
    sql`json_extract(${outbox.payload}, '$.email') = ${email}`,
    inArray(sql`json_extract(${outbox.payload}, '$.purchaseId')`, purchaseIds),
    inArray(sql`json_extract(${outbox.payload}, '$.strategyCallId')`, callIds),
  )
}

export async function deleteContactData(db: Database, contactId: number): Promise<DeletionReport> {
  const contact = await db.query.contacts.findFirst({ where: eq(contacts.id, contactId) })
  if (!contact) throw contactNotFound()
  const theirPurchases = or(eq(purchases.contactId, contactId), eq(purchases.email, contact.email))
  const purchaseIds = (await db.select({ id: purchases.id }).from(purchases).where(theirPurchases)).map((row) => row.id)
  const theirCalls = eq(strategyCalls.contactId, contactId)
  const theirBookings = eq(bookings.contactId, contactId)
  const callIds = (await db.select({ id: strategyCalls.id }).from(strategyCalls).where(theirCalls)).map((row) => row.id)
  const about = messagesAbout(contact.email, purchaseIds, callIds)

  const [forgottenConsents, strippedChoices] = forgetConsentStatements(db, contact)
  const [
    signups,
    consultations,
    calls,
    booked,
    queued,
    redacted,
    anonymized,
    _bookingLinks,
    anonymizedBookings,
    followUps,
    removedContact,
    consentsGone,
    choices,
    answers,
    _actionLinks,
    wordlessActions,
    _reasons,
    ticks,
  ] = await db.batch([
    db.delete(emailSignups).where(eq(emailSignups.contactId, contactId)).returning({ id: emailSignups.id }),
    db
      .delete(consultationRequests)
      .where(eq(consultationRequests.contactId, contactId))
      .returning({ id: consultationRequests.id }),
    db
      .delete(strategyCalls)
      .where(and(theirCalls, isNull(strategyCalls.holdId)))
      .returning({ id: strategyCalls.id }),
    db
      .update(strategyCalls)
      .set({ contactId: null, name: DELETED_NAME, email: '', phone: '', emailConsent: false, smsConsent: false })
      .where(and(theirCalls, isNotNull(strategyCalls.holdId)))
      .returning({ id: strategyCalls.id }),
    db
      .delete(outbox)
      .where(and(about, ne(outbox.status, 'sent')))
      .returning({ id: outbox.id }),
    db
      .update(outbox)
      .set({
        recipient: sql`case when ${outbox.recipient} = ${contact.email} then '' else ${outbox.recipient} end`,
        payload: { redacted: true },
      })
      .where(and(about, eq(outbox.status, 'sent')))
      .returning({ id: outbox.id }),
    db
      .update(purchases)
      .set({
        contactId: null,
        firstName: DELETED_NAME,
        lastName: '',
        email: '',
        phone: '',
        emailConsent: false,
        smsConsent: false,
      })
      .where(inArray(purchases.id, purchaseIds))
      .returning({ id: purchases.id }),
    // His booked sessions keep their times on the coach's calendar, with nothing of his, and no link opens them.
    db
      .delete(bookingLinks)
      .where(inArray(bookingLinks.bookingId, db.select({ id: bookings.id }).from(bookings).where(theirBookings))),
    db
      .update(bookings)
      .set({ contactId: null, name: DELETED_NAME, email: '', phone: '', bookedFrom: null })
      .where(theirBookings)
      .returning({ id: bookings.id }),
    // His follow-ups end with him: no step can be claimed for an enrolment that is gone (decision 065).
    forgetEnrolments(db, contactId),
    db.delete(contacts).where(eq(contacts.id, contactId)).returning({ id: contacts.id }),
    forgottenConsents,
    strippedChoices,
    db
      .delete(intakeAnswers)
      .where(inArray(intakeAnswers.purchaseId, purchaseIds))
      .returning({ id: intakeAnswers.questionId }),
    db
      .delete(actionLinks)
      .where(
        inArray(
          actionLinks.actionId,
          db.select({ id: actions.id }).from(actions).where(inArray(actions.purchaseId, purchaseIds)),
        ),
      ),
    db
      .update(actions)
      .set({ title: DELETED_NAME, detail: null, note: null, withdrawnReason: null })
      .where(inArray(actions.purchaseId, purchaseIds))
      .returning({ id: actions.id }),
    // A declined claim's reasons quote his actions' words.
    db.update(refundRequests).set({ failureReason: null }).where(inArray(refundRequests.purchaseId, purchaseIds)),
    db
      .update(agreementAcceptances)
      .set({ clientAddress: null, userAgent: null })
      .where(inArray(agreementAcceptances.purchaseId, purchaseIds))
      .returning({ id: agreementAcceptances.id }),
    // His sessions on "My coaching" end with him (its sign-in codes keep only hashes).
    db.delete(clientSessions).where(sql`lower(${clientSessions.email}) = ${contact.email.toLowerCase()}`),
    // Nobody is charged after they asked to be forgotten: their plans stop (a payment being charged right now
    // is left to its charger, which stops it if the card refuses and records it if the money came).
    ...stopPlanStatements(db, purchaseIds, 'deletion', new Date()),
  ])
  return {
    contactId,
    removed: {
      contact: removedContact.length,
      emailSignups: signups.length,
      consultationRequests: consultations.length,
      strategyCalls: calls.length,
      queuedMessages: queued.length,
      consents: consentsGone.length,
      followUps: followUps.length,
      intakeAnswers: answers.length,
    },
    anonymized: {
      purchases: anonymized.length,
      actions: wordlessActions.length,
      agreementTicks: ticks.length,
      bookedCalls: booked.length,
      bookings: anonymizedBookings.length,
      sentMessages: redacted.length,
      optOutChoices: choices.length,
    },
  }
}
