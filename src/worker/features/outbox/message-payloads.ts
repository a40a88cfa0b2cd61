// What each outbox template's payload carries: queueEmail and queueSms take a message only when its payload
// fits its template, and each template renders from these fields. `purchaseId`, `strategyCallId` and `email`
// also let data deletion find the messages about a person (leads/data-deletion.ts reads them from the JSON).
import type { PurchaseType } from '../../../shared/constants.ts'
import type { DifferenceKind } from '../../../shared/reconciliation.ts'
import type { PlanView } from '../../../shared/plan-terms.ts'
import type { OutboxAttachment } from '../../platform/db/schema.ts'

/** A booking's reminder names the booking it is about: a purchase, or a free call (which has no purchase). */
export type BookingRef = { purchaseId: number } | { strategyCallId: number }

/** What the owner hears about a refund; each has its own subject line. */
export type OwnerRefundEvent = 'requested' | 'refunded' | 'failed'

type Greeting = { firstName: string; description: string }

type SessionReminder = Greeting & BookingRef & { when: string; session: number }

/** A session booked at a time of the coach's calendar (features/bookings): when, where, and its link to move it. */
type BookedSession = Greeting & {
  bookingRef: string
  /** The time in the business's zone and in the person's own. */
  when: string
  /**
   * `/booking#<token>` for a free call, the same in every email of the booking, so an old one opens it as it is now;
   * `/my-coaching` for a one-to-one session, which the client manages beside his package (decision 077).
   */
  managePath: string
  videoLink: string | null
  /** A free call's: booked at whatever address was typed, so an address that unsubscribed gets none of its emails. */
  freeCall?: boolean
}

/** An action as his emails list it: the due time in words and its one-tap Done link (`/action#<token>`). */
export type ActionLine = { title: string; detail: string | null; due: string; donePath: string }

export type EmailPayloads = {
  'guide-email': { firstName: string | null }
  // The resource asked for is kept for the record but never rendered: a visitor chose the words.
  'resource-email': { resourceId: string | undefined }
  'purchase-receipt': Greeting & {
    amount: number
    type: PurchaseType
    /** The receipt has the calendar invitation attached. */
    calendar: boolean
    /** A pod's day, time and first session in words (absent on receipts queued before it was written). */
    schedule?: string | null
    /** A one-to-one package's first open times to book, in the coach's zone. */
    openTimes?: string[]
    refundPath: string | null
    plan: PlanView | null
    planToken: string | null
  }
  'booking-invitation': Greeting & { firstSession: string }
  'calendar-update': Greeting & { firstSession: string }
  'calendar-cancel': Greeting
  'booking-confirmed': BookedSession
  'booking-moved': BookedSession & { byOwner: boolean }
  'booking-reminder': BookedSession
  'booking-cancelled': Greeting & {
    bookingRef: string
    when: string
    byOwner: boolean
    /** Where to book again: the free call's section, My coaching for a session; null after a refund. */
    bookAgainPath?: string | null
    freeCall?: boolean
  }
  'session-reminder': SessionReminder
  /** The intake not finished 48 hours before his first session (decision 109). */
  'intake-reminder': Greeting & { purchaseId: number; when: string }
  'refund-confirmation': Greeting & { amount: number }
  /** A guarantee refund asked before every call was marked, decided by the coach's marks (decision 106). */
  'guarantee-claim-decided': Greeting & {
    purchaseId: number
    met: boolean
    amount: number
    reasons: string[]
    conditions: string
  }
  'owner-refund': { event: OwnerRefundEvent; text: string; purchaseId: number }
  'plan-payment-receipt': Greeting & { amount: number; number: number; payments: number | null }
  'plan-payment-failed': PlanPaymentFailure
  'owner-plan-overdue': {
    name: string
    email: string
    phone: string
    description: string
    amount: number
    number: number
    reason: string
  }
  // Queued by seats/waitlist-mirror.ts with queueEmailFrom: the name and item read from D1 in the statement.
  'waitlist-offer': { firstName: string | null; itemName: string; token: string; deadline: string }
  'waitlist-confirm': { firstName: string; itemName: string; token: string }
  // A join by an address already in line: its place goes to the address alone, never in the join's answer.
  'waitlist-place': { firstName: string; itemName: string; place: number }
  // "My coaching" sign-in (clients/sign-in-codes.ts): good for 15 minutes and once; `link` is a site path.
  'client-sign-in': { code: string; link: string; email: string }
  // A follow-up of a lead's sequence (decision 065), written whole when its step is claimed, so a retry sends what
  // was claimed; the owner's test has no enrolment. Marketing mail: opt-outs/marketing-emails.ts.
  'sequence-email': {
    enrolmentId: number | null
    stepId: number | null
    position: number | null
    subject: string
    body: string
    firstName: string | null
  }
  // The nightly reconciliation found differences the run before it did not have (decision 068): ids and amounts only.
  'owner-reconciliation': {
    runId: string
    differences: number
    fresh: { kind: DifferenceKind; detail: string }[]
    /** Fresh differences beyond those listed. */
    more: number
  }
  // A one-to-one booking left two of the package's sessions (decision 076): once per purchase, to each.
  'sessions-two-left': Greeting & { purchaseId: number; included: number; buyAgainPath: string }
  'owner-sessions-two-left': {
    purchaseId: number
    name: string
    email: string
    phone: string
    description: string
    included: number
    buyAgainPath: string
  }
  // A chat visitor wrote of suicide, self-harm, abuse or danger (decision 095): when, and never his words.
  'owner-chat-crisis': { at: string }
  'owner-new-lead': {
    kind: OwnerLeadKind
    name: string
    email: string
    phone: string
    description?: string
    /** What he answered on the form, each with the form's words for it (absent on rows queued before). */
    answers?: { label: string; value: string }[]
  }
  // A client moved or cancelled a booking himself: the owner's calendar changed without him.
  'owner-booking-changed': {
    event: 'moved' | 'cancelled'
    bookingRef: string
    name: string
    email: string
    phone: string
    description: string
    /** The booking's time now (for a move) or the time given up (a cancel), in the coach's zone. */
    when: string
    /** A move's time before it. */
    before: string | null
  }
  // The actions agreed after a call (features/actions): one email per call, each action with its own Done link.
  'actions-assigned': Greeting & { purchaseId: number; actions: ActionLine[] }
  // An action still open a day before it is due: once per action.
  'action-reminder': Greeting & { purchaseId: number; actionId: number; action: ActionLine }
  // A text to the site's number that is no keyword: the owner reads it, since nobody else will.
  'owner-inbound-text': { phone: string; text: string; crisis?: boolean }
}

/** What the owner's email about a new lead or booking is about. */
export type OwnerLeadKind =
  'consultation' | 'strategy-call' | 'strategy-call-checkout' | 'strategy-call-booked' | 'session-booked'

/** A plan payment that did not go through, as its email and its text tell the buyer. */
export type PlanPaymentFailure = Greeting & {
  amount: number
  number: number
  /** The plan's page and card form; the token is its only key. */
  token: string | null
  /** When the next try happens, or null after the last one. */
  nextAttemptAt: string | null
  needsAuthentication: boolean
}

/** A text is written whole when it is queued; what else its payload holds names who it is about. */
export type SmsPayloads = {
  'owner-purchase': { text: string; purchaseId: number } | { text: string; test: true }
  'owner-refund': { text: string; purchaseId: number }
  'plan-payment-failed': { text: string }
  'owner-chat-crisis': { text: string }
  'session-reminder': SessionReminder & { text: string }
  // Queued by seats/waitlist-mirror.ts with queueSmsFrom, to the phone read from D1 in the statement.
  'waitlist-offer': { text: string }
}

export type EmailTemplate = keyof EmailPayloads

/** The waitlist's offer of a freed seat, queued by the seat ledger's alarm (seats/waitlist-mirror.ts). */
export const WAITLIST_OFFER_TEMPLATE = 'waitlist-offer' satisfies EmailTemplate
/** The link that confirms a waitlist entry's address; only then does the entry join the line (waitlist/waitlist-join.ts). */
export const WAITLIST_CONFIRM_TEMPLATE = 'waitlist-confirm' satisfies EmailTemplate
export type SmsTemplate = keyof SmsPayloads

interface Addressed {
  recipient: string
  /** Names the message once and for all: a second row with the same key is dropped, so it is sent once. */
  key: string
}

/** One email, its payload the one its template takes (a union of one shape per template, so either is checked). */
export type EmailMessage<T extends EmailTemplate = EmailTemplate> = {
  [K in T]: Addressed & {
    template: K
    payload: EmailPayloads[K]
    /** Files sent with the email, written with it so a retry sends the same file. */
    attachments?: OutboxAttachment[] | null
  }
}[T]

export type SmsMessage<T extends SmsTemplate = SmsTemplate> = {
  [K in T]: Addressed & { template: K; payload: SmsPayloads[K] }
}[T]
