// The single source of the data model. `npm run db:generate` turns changes here into migrations/.
// Timestamps are ISO-8601 UTC strings (sortable, readable in exports); money is integer cents.
import { sql } from 'drizzle-orm'
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import {
  CHALLENGES,
  EMAIL_SIGNUP_SOURCES,
  MARRIAGE_LENGTHS,
  PREVIOUS_COACHING,
  TIMELINES,
} from '../../../shared/schemas/leads.ts'
import {
  DAYS_OF_WEEK,
  INVENTORY_TYPES,
  LEAD_STATUSES,
  PLAN_PAYMENT_STATUSES,
  PLAN_STATUSES,
  PURCHASE_TYPES,
  SESSION_RELEASES,
  WAITLIST_STATUSES,
} from '../../../shared/constants.ts'
import { REFUND_APPROVALS, REFUND_REQUEST_STATUSES, REFUND_STATUSES } from '../../../shared/refunds.ts'
import { OPT_OUT_CHANNELS, OPT_OUT_CHOICES, OPT_OUT_SOURCES } from '../../../shared/opt-outs.ts'
import { CONSENT_FORM_NAMES } from '../../../shared/consent-words.ts'
import { BOOKING_PAGES } from '../../../shared/site.ts'
import { FOLLOW_UP_STOP_REASONS } from '../../../shared/follow-ups.ts'
import { DIFFERENCE_KINDS } from '../../../shared/reconciliation.ts'
import { OUTBOX_STATUSES } from '../../../shared/schemas/outbox.ts'
import { ATTENDANCE_MARKS } from '../../../shared/attendance.ts'
import { ACTION_STATUSES, GUARANTEE_VERDICTS } from '../../../shared/guarantee.ts'

/** An email attachment as the outbox keeps it: the text itself, not yet base64. */
export interface OutboxAttachment {
  filename: string
  contentType: string
  content: string
}

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`
/** The time now as every timestamp column stores it, for a statement that writes one itself (an insert from a select). */
export const sqlNow = now
const createdAt = () => text('created_at').notNull().default(now)
const updatedAt = () => text('updated_at').notNull().default(now)
const bool = (name: string) => integer(name, { mode: 'boolean' })
const leadStatus = () => text('status', { enum: LEAD_STATUSES }).notNull().default('new')

/** One row: the business details the spec writes as {name}, {email} and so on. */
export const siteSettings = sqliteTable(
  'site_settings',
  {
    id: integer('id').primaryKey(),
    businessName: text('business_name').notNull(),
    coachName: text('coach_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    websiteUrl: text('website_url').notNull(),
    schedulingUrl: text('scheduling_url').notNull(),
    /** Where 'book a call' leads: the site's own open times, or the outside scheduling page above. */
    bookingPage: text('booking_page', { enum: BOOKING_PAGES }).notNull().default('site'),
    /** The owner's switch for the day-before session reminders. */
    remindersEnabled: bool('reminders_enabled').notNull().default(true),
    /** The 30-day guarantee: refunded at once ('automatic'), or after the owner's approval or 72 hours ('manual'). */
    refundApproval: text('refund_approval', { enum: REFUND_APPROVALS }).notNull().default('automatic'),
    /** How long a freed seat offered to the next person on a waitlist stays theirs (2 to 72 hours). */
    waitlistOfferHours: integer('waitlist_offer_hours').notNull().default(24),
    /** The business's postal address, printed in every marketing email (CAN-SPAM); none withholds them. */
    postalAddress: text('postal_address').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
)

export const featureToggles = sqliteTable('feature_toggles', {
  featureId: text('feature_id').primaryKey(),
  isEnabled: bool('is_enabled').notNull(),
  updatedAt: updatedAt(),
})

export const contentEdits = sqliteTable(
  'content_edits',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    featureId: text('feature_id').notNull(),
    fieldId: text('field_id').notNull(),
    content: text('content').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('content_edits_feature_field').on(t.featureId, t.fieldId)],
)

/** One person per email address; every lead and purchase points here so the owner can follow them. */
export const contacts = sqliteTable('contacts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phone: text('phone'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const emailSignups = sqliteTable(
  'email_signups',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name'),
    source: text('source', { enum: EMAIL_SIGNUP_SOURCES }).notNull(),
    resourceId: text('resource_id'),
    status: leadStatus(),
    createdAt: createdAt(),
  },
  (t) => [index('email_signups_created').on(t.createdAt), index('email_signups_contact').on(t.contactId)],
)

export const consultationRequests = sqliteTable(
  'consultation_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    challenge: text('challenge', { enum: CHALLENGES }).notNull(),
    message: text('message').notNull(),
    status: leadStatus(),
    createdAt: createdAt(),
  },
  (t) => [
    index('consultation_requests_created').on(t.createdAt),
    index('consultation_requests_contact').on(t.contactId),
  ],
)

/**
 * A free strategy call, asked for with the home page's form (its answers) or booked at checkout (a hold id,
 * and the slot's item when it was booked on one). Money never enters: a paid consultation is a purchase.
 */
export const strategyCalls = sqliteTable(
  'strategy_calls',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Null once the person is deleted: a booked call stays, anonymised, because its seat stays sold. */
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    marriageLength: text('marriage_length', { enum: MARRIAGE_LENGTHS }),
    /** The form's one required answer; a booking from checkout asks none. */
    biggestChallenge: text('biggest_challenge'),
    previousCoaching: text('previous_coaching', { enum: PREVIOUS_COACHING }),
    timeline: text('timeline', { enum: TIMELINES }),
    message: text('message'),
    status: leadStatus(),
    createdAt: createdAt(),
    /** A booking from checkout: the slot it took, if any; the form's requests leave it empty. */
    inventoryItemId: integer('inventory_item_id').references(() => inventoryItems.id, { onDelete: 'restrict' }),
    /** Set on every booking from checkout: the `free:` hold that took the slot's seat (also the owner notice's key). */
    holdId: text('hold_id').unique(),
    /** The SEQUENCE of the last calendar invitation sent for the booking: each update adds one. */
    calendarSequence: integer('calendar_sequence'),
    emailConsent: bool('email_consent').notNull().default(false),
    smsConsent: bool('sms_consent').notNull().default(false),
    /**
     * A booking moved from a 0-cent purchase keeps that purchase's calendar UID and reminder keys, so a later
     * update replaces the person's entry and a reminder already sent is not sent again.
     */
    movedFromPurchaseId: integer('moved_from_purchase_id').unique(),
  },
  (t) => [
    index('strategy_calls_created').on(t.createdAt),
    index('strategy_calls_contact').on(t.contactId),
    index('strategy_calls_item').on(t.inventoryItemId),
  ],
)

export const faqs = sqliteTable(
  'faqs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: bool('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('faqs_active_order').on(t.isActive, t.sortOrder),
    check('faqs_sort_order_non_negative', sql`${t.sortOrder} >= 0`),
  ],
)

export const inventoryItems = sqliteTable(
  'inventory_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    type: text('type', { enum: INVENTORY_TYPES }).notNull(),
    description: text('description'),
    price: integer('price').notNull(),
    totalSlots: integer('total_slots').notNull(),
    availableSlots: integer('available_slots').notNull(),
    closingDate: text('closing_date'),
    dayOfWeek: text('day_of_week', { enum: DAYS_OF_WEEK }),
    timeSlot: text('time_slot'),
    /** A pod's start date (YYYY-MM-DD): its first session is the first of its day on or after it. */
    startsOn: text('starts_on'),
    timezone: text('timezone').notNull().default('PST'),
    isActive: bool('is_active').notNull().default(true),
    isArchived: bool('is_archived').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The ledger's change number behind available_slots: an older mirror never overwrites a newer one. */
    ledgerSeq: integer('ledger_seq').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** A payment plan beside the full price: this many payments of plan_amount cents each; no plan when null. */
    planPayments: integer('plan_payments'),
    planAmount: integer('plan_amount'),
    /**
     * The owner's save at work on this item (its own id) and until when (epoch ms): one save at a time, so one
     * save's put-back never lands on another's seats (decision 078). Null when none is.
     */
    editLease: text('edit_lease'),
    editLeaseUntil: integer('edit_lease_until'),
    /**
     * The sessions a one-to-one item includes, each booked by the buyer at an open time (decision 076); null for
     * pods and calls. A purchase keeps the number it was paid with (purchases.sessions_included).
     */
    sessionsIncluded: integer('sessions_included'),
    /**
     * How a one-to-one item's sessions open (decision 082): with the payments (null, the default), all at once,
     * or `session_cap` more per 30 days. A purchase keeps the rule it was sold with.
     */
    sessionRelease: text('session_release', { enum: SESSION_RELEASES }),
    sessionCap: integer('session_cap'),
  },
  (t) => [
    index('inventory_items_type_order').on(t.type, t.sortOrder),
    check('inventory_price_non_negative', sql`${t.price} >= 0`),
    check('inventory_total_non_negative', sql`${t.totalSlots} >= 0`),
    check('inventory_available_in_range', sql`${t.availableSlots} >= 0 AND ${t.availableSlots} <= ${t.totalSlots}`),
  ],
)

export const purchases = sqliteTable(
  'purchases',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    inventoryItemId: integer('inventory_item_id').references(() => inventoryItems.id, { onDelete: 'restrict' }),
    type: text('type', { enum: PURCHASE_TYPES }).notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: ['pending', 'authorized', 'succeeded', 'canceled', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    emailConsent: bool('email_consent').notNull().default(false),
    smsConsent: bool('sms_consent').notNull().default(false),
    /** The SEQUENCE of the last calendar invitation sent for this purchase: each update or cancellation adds one. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: createdAt(),
    fulfilledAt: text('fulfilled_at'),
    /** On a payment plan: how many payments of `amount` (the first is this purchase's own intent). */
    planPayments: integer('plan_payments'),
    planStatus: text('plan_status', { enum: PLAN_STATUSES }),
    /** The card saved with the first payment (or updated since), charged off session for the later ones. */
    stripeCustomerId: text('stripe_customer_id'),
    stripePaymentMethodId: text('stripe_payment_method_id'),
    /** The secret in the buyer's link to see the plan and update the card (no sign-in). */
    planToken: text('plan_token').unique(),
    /**
     * The reserve at work on this open purchase (its own id) and until when (epoch ms): one reserve at a time per
     * payment, so one's undo never puts back another's write (decision 078). Null when none is.
     */
    reserveLease: text('reserve_lease'),
    reserveLeaseUntil: integer('reserve_lease_until'),
    /**
     * A one-to-one purchase's session credits: the item's number when it was paid for (decision 076), so an
     * owner's later edit of the item changes no one's package. Null for every other purchase.
     */
    sessionsIncluded: integer('sessions_included'),
    /** The owner's follow-up of the buyer in the Leads tab (New / Contacted), as for every other lead. */
    leadStatus: text('lead_status', { enum: LEAD_STATUSES }).notNull().default('new'),
    /** The item's release rule and cap when it was sold (decision 082); null follows the payments. */
    sessionRelease: text('session_release', { enum: SESSION_RELEASES }),
    sessionCap: integer('session_cap'),
    /**
     * The owner let him book while a plan payment is overdue: the highest payment number then overdue. A later
     * payment that goes overdue stops new bookings again (decision 082).
     */
    bookingsAllowedThrough: integer('bookings_allowed_through'),
    /** The agreement he ticked at checkout: the hash of its words (decision 096), kept for the life of the purchase. */
    agreementVersion: text('agreement_version'),
    /** He pressed "Finished" on the intake; answers are saved as he types before that. */
    intakeDoneAt: text('intake_done_at'),
  },
  (t) => [
    index('purchases_created').on(t.createdAt),
    index('purchases_item').on(t.inventoryItemId),
    // A man's purchases: the follow-ups' stop rule reads them for every running lead each minute (decision 065).
    index('purchases_contact').on(t.contactId),
    // The reconciler pages through pending purchases oldest first.
    index('purchases_status_created').on(t.status, t.createdAt),
    check('purchases_amount_non_negative', sql`${t.amount} >= 0`),
  ],
)

/**
 * A buyer's request under the 30-day guarantee, one per purchase (a double click or a reload finds it).
 * awaiting-approval → approved (the owner, or 72 hours) → refunding (one caller at a time, `claimedAt`) →
 * refunded (Stripe made every refund; the seat went back) → failed (a refund failed later; things put back).
 */
export const refundRequests = sqliteTable(
  'refund_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    purchaseId: integer('purchase_id')
      .notNull()
      .unique()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REFUND_REQUEST_STATUSES }).notNull(),
    /** What comes back, in cents, as the buyer was shown it (the server's sum of the payments received). */
    amount: integer('amount').notNull(),
    requestedAt: text('requested_at').notNull(),
    /** Manual approval only: when the request approves itself if the owner has not. */
    approveAfter: text('approve_after'),
    approvedAt: text('approved_at'),
    approvedBy: text('approved_by', { enum: ['guarantee', 'owner', 'timeout'] }),
    claimedAt: text('claimed_at'),
    refundedAt: text('refunded_at'),
    failureReason: text('failure_reason'),
    /** What the guarantee's record said when he asked (decision 096), and a hash of that record. */
    guaranteeVerdict: text('guarantee_verdict', { enum: GUARANTEE_VERDICTS }),
    recordHash: text('record_hash'),
    /** The owner's reason when he refunds what the guarantee's record does not cover. */
    ownerReason: text('owner_reason'),
    /**
     * A request waiting for the marks: the record's fingerprint the cron last read and could not decide on, so
     * the next pass looks only at requests whose record changed since (decision 114).
     */
    checkedPrint: text('checked_print'),
  },
  (t) => [index('refund_requests_status').on(t.status)],
)

/**
 * One row per payment intent given back: a refund of a captured payment, or the cancel of an authorization
 * never captured. Unique per intent, so however often a request is retried, one refund is asked of Stripe.
 */
export const refunds = sqliteTable(
  'refunds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    refundRequestId: integer('refund_request_id')
      .notNull()
      .references(() => refundRequests.id, { onDelete: 'cascade' }),
    stripePaymentIntentId: text('stripe_payment_intent_id').notNull().unique(),
    kind: text('kind', { enum: ['refund', 'authorization-canceled'] }).notNull(),
    amount: integer('amount').notNull(),
    stripeRefundId: text('stripe_refund_id').unique(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('refunds_request').on(t.refundRequestId), check('refunds_amount_non_negative', sql`${t.amount} >= 0`)],
)

/**
 * One row per payment of a plan, made with the plan when its first payment is captured: the unique
 * (purchase, number) and the idempotency key of each attempt make a plan of N payments charge N times.
 */
export const planPayments = sqliteTable(
  'plan_payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    amount: integer('amount').notNull(),
    /** The day it falls due (YYYY-MM-DD, Pacific). */
    dueOn: text('due_on').notNull(),
    status: text('status', { enum: PLAN_PAYMENT_STATUSES }).notNull().default('scheduled'),
    /** Failed attempts so far; the next attempt's idempotency key ends with this number. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at').notNull(),
    /** A run charging this payment holds it until then; a run that died lets the next one retry the same key. */
    claimedUntil: text('claimed_until'),
    /** The card the attempt in progress charges, kept so a retried attempt sends Stripe the same request. */
    attemptPaymentMethodId: text('attempt_payment_method_id'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    lastError: text('last_error'),
    lastErrorCode: text('last_error_code'),
    lastFailedAt: text('last_failed_at'),
    paidAt: text('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('plan_payments_purchase_number').on(t.purchaseId, t.number),
    index('plan_payments_due').on(t.status, t.nextAttemptAt),
    check('plan_payments_amount_positive', sql`${t.amount} > 0`),
  ],
)

/**
 * Each card update a plan link started (a SetupIntent made): a leaked link must not become a card-testing tool,
 * so a plan gets a few a day however many addresses ask.
 */
export const planCardUpdates = sqliteTable(
  'plan_card_updates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    /** The SetupIntent this update started; its card may change the plan's card (and retry a payment) once. */
    setupIntentId: text('setup_intent_id').unique(),
    /** When its card became the plan's card: set once, by a compare-and-set, so a resend changes nothing. */
    appliedAt: text('applied_at'),
    createdAt: createdAt(),
  },
  (t) => [index('plan_card_updates_purchase').on(t.purchaseId, t.createdAt)],
)

/** A seat held for a buyer while they pay; the InventoryLedger is its authority, this is the record. */
export const seatHolds = sqliteTable(
  'seat_holds',
  {
    id: text('id').primaryKey(),
    inventoryItemId: integer('inventory_item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    status: text('status', { enum: ['held', 'sold', 'released'] })
      .notNull()
      .default('held'),
    expiresAt: text('expires_at').notNull(),
    /** As inventory_items.ledger_seq: the ledger change this row shows. */
    ledgerSeq: integer('ledger_seq').notNull().default(0),
    createdAt: createdAt(),
  },
  // By purchase too: deleting a purchase (a reserve's undo) makes SQLite look here for rows that name it.
  (t) => [
    index('seat_holds_item_status').on(t.inventoryItemId, t.status),
    index('seat_holds_purchase').on(t.purchaseId),
  ],
)

/**
 * A person waiting for a seat of a sold-out item. The item's InventoryLedger keeps the order and decides
 * offers (its status and offer columns here are its mirror, guarded by ledger_seq); this row holds who they are.
 */
export const waitlistEntries = sqliteTable(
  'waitlist_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    inventoryItemId: integer('inventory_item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    emailConsent: bool('email_consent').notNull().default(false),
    smsConsent: bool('sms_consent').notNull().default(false),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    offerToken: text('offer_token').unique(),
    offerExpiresAt: text('offer_expires_at'),
    ledgerSeq: integer('ledger_seq').notNull().default(0),
    /** The Leads tab's new / contacted, apart from the place in line. */
    leadStatus: text('lead_status', { enum: LEAD_STATUSES }).notNull().default('new'),
    /** The secret of the link that confirms the email address; null on entries from before confirmation (they count as confirmed). */
    confirmToken: text('confirm_token').unique(),
    /** When the address was confirmed: only then does the entry join the item's line. */
    confirmedAt: text('confirmed_at'),
    /** The address the join came from, for the per-address cap on entries. */
    clientAddress: text('client_address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('waitlist_entries_item_address').on(t.inventoryItemId, t.clientAddress),
    index('waitlist_entries_item_status').on(t.inventoryItemId, t.status),
    index('waitlist_entries_created').on(t.createdAt),
    index('waitlist_entries_contact').on(t.contactId),
  ],
)

export const events = sqliteTable(
  'events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    date: text('date').notNull(),
    time: text('time').notNull(),
    type: text('type').notNull(),
    location: text('location').notNull(),
    description: text('description'),
    link: text('link'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('events_order').on(t.sortOrder)],
)

export const facebookPosts = sqliteTable(
  'facebook_posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    content: text('content').notNull(),
    link: text('link'),
    imageUrl: text('image_url'),
    postDate: text('post_date'),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('facebook_posts_created').on(t.createdAt)],
)

/** One row: the live status the admin sets from the Social tab. */
export const tiktokLive = sqliteTable(
  'tiktok_live',
  {
    id: integer('id').primaryKey(),
    username: text('username').notNull(),
    isLive: bool('is_live').notNull().default(false),
    liveTitle: text('live_title'),
    liveUrl: text('live_url'),
    viewerCount: integer('viewer_count').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tiktok_live_single_row', sql`${t.id} = 1`),
    check('tiktok_viewers_non_negative', sql`${t.viewerCount} >= 0`),
  ],
)

/** Messages to send (guide email, receipts, owner SMS), written with the row that causes them. */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    /** Files sent with an email (a calendar invitation), written with the message so a retry sends the same file. */
    attachments: text('attachments', { mode: 'json' }).$type<OutboxAttachment[]>(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: text('next_attempt_at').notNull().default(now),
    createdAt: createdAt(),
    sentAt: text('sent_at'),
  },
  (t) => [index('outbox_due').on(t.status, t.nextAttemptAt), index('outbox_created').on(t.createdAt)],
)

/**
 * Each withdrawal of consent, and each return of it, for marketing email and for texts: one row per choice,
 * never updated, so the history stays (decision 061). An address's standing is its latest row; the outbox reads
 * it when it sends, whatever queued the message. Addresses are lower-cased emails and E.164 numbers.
 */
export const optOuts = sqliteTable(
  'opt_outs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    channel: text('channel', { enum: OPT_OUT_CHANNELS }).notNull(),
    address: text('address').notNull(),
    choice: text('choice', { enum: OPT_OUT_CHOICES }).notNull(),
    source: text('source', { enum: OPT_OUT_SOURCES }).notNull(),
    /** What was received: the keyword texted, the provider's refusal. */
    detail: text('detail'),
    /** The consent record (decision 066): the words acted on, the page, and who sent it; null where none. */
    words: text('words'),
    page: text('page'),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('opt_outs_address').on(t.channel, t.address, t.id)],
)

/**
 * Each inbound text the webhook acted on, by Twilio's MessageSid: Twilio's signature carries no time, so a signed
 * request captured once could be sent again; a MessageSid already here is refused (decision 087). No number or
 * words are kept, so it holds nothing about anyone.
 */
export const inboundTexts = sqliteTable('inbound_texts', {
  messageSid: text('message_sid').primaryKey(),
  createdAt: createdAt(),
})

/**
 * Each consent given on a form (decision 066): the exact words shown beside it (`shared/consent-words.ts`), the
 * page, the client's address and user agent, and the time (UTC, marked Z). Appended, never updated. A consent
 * does not lift a withdrawal in `opt_outs` (anyone can type any address into a form); only the unsubscribe
 * page's 'Subscribe again', reached from the address's own mailbox, does.
 */
export const consents = sqliteTable(
  'consents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    channel: text('channel', { enum: OPT_OUT_CHANNELS }).notNull(),
    address: text('address').notNull(),
    form: text('form', { enum: CONSENT_FORM_NAMES }).notNull(),
    words: text('words').notNull(),
    page: text('page'),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('consents_address').on(t.channel, t.address, t.id)],
)

/** A follow-up sequence: emails sent at set days after a lead signs up, until he acts (decision 065). */
export const followUpSequences = sqliteTable('follow_up_sequences', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/**
 * One email of a sequence, sent `delay_days` after the signup. Positions order the steps and are never reused,
 * so a lead's place (the last position sent) keeps its meaning when the owner adds or removes a step.
 */
export const followUpSteps = sqliteTable(
  'follow_up_steps',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sequenceId: integer('sequence_id')
      .notNull()
      .references(() => followUpSequences.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    delayDays: integer('delay_days').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('follow_up_steps_position').on(t.sequenceId, t.position),
    check('follow_up_steps_position_positive', sql`${t.position} >= 1`),
    check('follow_up_steps_delay_non_negative', sql`${t.delayDays} >= 0`),
  ],
)

/** Which sequence a signup source starts; a source with no row starts none. Several may name one sequence. */
export const followUpSources = sqliteTable('follow_up_sources', {
  source: text('source', { enum: EMAIL_SIGNUP_SOURCES }).primaryKey(),
  sequenceId: integer('sequence_id')
    .notNull()
    .references(() => followUpSequences.id, { onDelete: 'cascade' }),
  updatedAt: updatedAt(),
})

/**
 * A lead in a sequence. `last_position` is the last step claimed for him (0 before the first): the next step is
 * the first after it, due `delay_days` after `enrolled_at`. A claim moves it by a compare-and-set that also
 * checks he has not acted, in the batch that queues the email (keyed by enrolment and step), so each step is
 * sent once. `stopped_at` ends it for good, with the reason; a man is in one running sequence at a time, and
 * in a given sequence once.
 */
export const followUpEnrolments = sqliteTable(
  'follow_up_enrolments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    sequenceId: integer('sequence_id')
      .notNull()
      .references(() => followUpSequences.id, { onDelete: 'cascade' }),
    source: text('source', { enum: EMAIL_SIGNUP_SOURCES }).notNull(),
    enrolledAt: text('enrolled_at').notNull().default(now),
    lastPosition: integer('last_position').notNull().default(0),
    lastStepAt: text('last_step_at'),
    stoppedAt: text('stopped_at'),
    stopReason: text('stop_reason', { enum: FOLLOW_UP_STOP_REASONS }),
  },
  (t) => [
    uniqueIndex('follow_up_enrolments_once').on(t.contactId, t.sequenceId),
    uniqueIndex('follow_up_enrolments_one_running')
      .on(t.contactId)
      .where(sql`stopped_at is null`),
    index('follow_up_enrolments_running').on(t.stoppedAt),
    index('follow_up_enrolments_sequence').on(t.sequenceId),
  ],
)

/** First-party analytics: no personal data, only what the admin's figures need. */
export const analyticsEvents = sqliteTable(
  'analytics_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    path: text('path'),
    source: text('source'),
    category: text('category'),
    value: integer('value'),
    visitorId: text('visitor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('analytics_events_name_created').on(t.name, t.createdAt),
    index('analytics_events_created').on(t.createdAt),
  ],
)

/**
 * Core Web Vitals from visitors' browsers where no Analytics Engine dataset is bound (local runs and tests,
 * decision 102): a metric, its value and the page, and nothing about who sent it.
 */
export const webVitals = sqliteTable(
  'web_vitals',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    page: text('page').notNull(),
    name: text('name').notNull(),
    value: real('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('web_vitals_created').on(t.createdAt)],
)

/** Server-side sessions, so signing out revokes a cookie for good. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    isAdmin: bool('is_admin').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: text('last_seen_at').notNull().default(now),
    expiresAt: text('expires_at').notNull(),
    revokedAt: text('revoked_at'),
  },
  (t) => [index('sessions_email').on(t.email)],
)

/**
 * One row per sign-in in progress (OpenID Connect state, nonce and PKCE verifier). The callback deletes its
 * row as it reads it, so each can be used once; rows older than ten minutes are refused and swept.
 */
export const authStates = sqliteTable(
  'auth_states',
  {
    state: text('state').primaryKey(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_states_created').on(t.createdAt)],
)

/**
 * The last run of each scheduled job (src/worker/scheduled.ts), one row per job name: what `/api/health` and the
 * admin's System tab show. `error` is the job's error as `loggableError` writes it (no query parameters).
 */
export const cronRuns = sqliteTable('cron_runs', {
  job: text('job').primaryKey(),
  startedAt: text('started_at').notNull(),
  finishedAt: text('finished_at'),
  outcome: text('outcome', { enum: ['running', 'ok', 'failed'] }).notNull(),
  error: text('error'),
})

/**
 * A client's sign-in to "My coaching" in progress (decision 074): a six-digit code and a link, sent to his email,
 * valid 15 minutes and usable once. Only hashes are kept, of the address too, so a stranger's address typed into
 * the form leaves nothing readable; `failedAttempts` ends a code after a few wrong guesses.
 */
export const clientSignInCodes = sqliteTable(
  'client_sign_in_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    emailHash: text('email_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    linkHash: text('link_hash').notNull().unique(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    /** No longer written: typed codes are counted in `guesses`, right or wrong, before they are checked. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** Codes typed against this row, each counted in the statement that checks it (decision 086). */
    guesses: integer('guesses').notNull().default(0),
    /** Random; the code and the link are derived from it with the site's secret, so an ask can send them again. */
    seed: text('seed'),
    /** Sign-in emails sent with this row's code: the first and each resend, capped per address per day. */
    emails: integer('emails').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('client_sign_in_codes_email').on(t.emailHash, t.createdAt)],
)

/** A client signed in to "My coaching" with a code: apart from the owner's sessions, so it can never be an admin's. */
export const clientSessions = sqliteTable('client_sessions', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  createdAt: createdAt(),
  expiresAt: text('expires_at').notNull(),
  /** The last request the session answered: a day without one ends it (decision 086). */
  lastUsedAt: text('last_used_at'),
  revokedAt: text('revoked_at'),
})

/**
 * Each nightly reconciliation of Stripe against D1 and the seat ledgers (decision 068), named by the moment it ran
 * for, so a cron delivered twice writes one run. It covers what was created from `checkedFrom` to `checkedTo`.
 */
export const reconciliationRuns = sqliteTable('reconciliation_runs', {
  id: text('id').primaryKey(),
  checkedFrom: text('checked_from').notNull(),
  checkedTo: text('checked_to').notNull(),
  intents: integer('intents').notNull(),
  refunds: integer('refunds').notNull(),
  items: integer('items').notNull(),
  differences: integer('differences').notNull(),
  /** Differences the run before this one did not have: the owner was emailed about these. */
  newDifferences: integer('new_differences').notNull(),
  finishedAt: text('finished_at').notNull(),
})

/** One difference a run found: ids, amounts and counts only, never a buyer's name or address. */
export const reconciliationDifferences = sqliteTable(
  'reconciliation_differences',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    runId: text('run_id')
      .notNull()
      .references(() => reconciliationRuns.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DIFFERENCE_KINDS }).notNull(),
    /** The difference's identity across runs (its kind and the ids it is about), to tell a new one from a known one. */
    key: text('key').notNull(),
    detail: text('detail').notNull(),
    paymentIntentId: text('payment_intent_id'),
    purchaseId: integer('purchase_id'),
    inventoryItemId: integer('inventory_item_id'),
  },
  (t) => [uniqueIndex('reconciliation_differences_run_key').on(t.runId, t.key)],
)

/** One row: the coach's hours and booking rules, the JSON of `bookingRulesSchema`. */
export const bookingRules = sqliteTable(
  'booking_rules',
  {
    id: integer('id').primaryKey(),
    rules: text('rules', { mode: 'json' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('booking_rules_single_row', sql`${t.id} = 1`)],
)

/**
 * A session booked at a time of the coach's calendar: a free strategy call now, a one-to-one session later. The
 * coach's CoachCalendar Durable Object decides who gets a time; this row follows it, for the owner's list and the
 * emails. `ref` names the booking in that object and in its calendar UID, which never changes across moves.
 */
export const bookings = sqliteTable(
  'bookings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ref: text('ref').notNull().unique(),
    kind: text('kind', { enum: ['strategy-call', 'one-to-one'] }).notNull(),
    /** The strategy-call form the person sent just before booking, when there was one. */
    strategyCallId: integer('strategy_call_id').references(() => strategyCalls.id, { onDelete: 'set null' }),
    /** A one-to-one session: the purchase whose credit it uses while it is booked (decision 076). */
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'restrict' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    startsAt: text('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The zone the person booked from (the browser's), so emails show his own time beside the coach's. */
    visitorTimeZone: text('visitor_time_zone').notNull(),
    status: text('status', { enum: ['booked', 'cancelled'] })
      .notNull()
      .default('booked'),
    /** The calendar SEQUENCE: the calendar object's version of the booking, one more at each move or cancel. */
    sequence: integer('sequence').notNull().default(0),
    /** Moves the person made through his link; the owner's moves are not counted against him. */
    moves: integer('moves').notNull().default(0),
    /** The owner's mark once the session has begun (decision 075); null until marked. */
    attendance: text('attendance', { enum: ATTENDANCE_MARKS }),
    attendanceMarkedAt: text('attendance_marked_at'),
    /** A free call: the SHA-256 of the client address it was booked from, for the day's count (decision 088). */
    bookedFrom: text('booked_from'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Who cancelled it: his own cancel hands its moves to the session he books next on the package (083). */
    cancelledBy: text('cancelled_by', { enum: ['person', 'owner', 'refund'] }),
    /** The refund request whose finish cancelled it, so that refund's failure puts back exactly these (083). */
    cancelledByRefund: integer('cancelled_by_refund'),
    /** The session he cancelled himself whose credit (and count of moves) this one took (083). */
    rebookedFrom: text('rebooked_from').unique(),
  },
  (t) => [
    index('bookings_starts').on(t.startsAt),
    index('bookings_contact').on(t.contactId),
    // A purchase's booked sessions are counted at every booking, inside its guarded insert.
    index('bookings_purchase_status').on(t.purchaseId, t.status),
  ],
)

/**
 * The move-or-cancel links of a booking, by the SHA-256 of their token: the token itself is only in the person's
 * emails. A booking gains a link when the owner moves it (the server never knows an older token to reuse), and
 * every link it ever had keeps opening it as it is now.
 */
export const bookingLinks = sqliteTable(
  'booking_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('booking_links_booking').on(t.bookingId)],
)

/**
 * One row: the public pages' version, bumped by every admin write that changes what they show. It is part of the
 * key under which each colo keeps a rendered page (pages/page-edge-cache.ts), so a bump makes every
 * colo's copy unreachable at once: a purge that needs no call to each colo (decision 070).
 */
export const publicPagesVersion = sqliteTable(
  'public_pages_version',
  {
    id: integer('id').primaryKey(),
    version: integer('version').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('public_pages_version_single_row', sql`${t.id} = 1`)],
)

/**
 * Each version of the agreement shown at checkout, by the SHA-256 of its words: an owner's edit adds a row, and
 * every purchase keeps the version it was sold with (decision 096). The newest row is the one shown now.
 */
export const agreements = sqliteTable('agreements', {
  version: text('version').primaryKey(),
  words: text('words').notNull(),
  createdAt: createdAt(),
})

/** His tick of "I agree" at checkout, recorded like a consent (decision 066): version, time, page and address. */
export const agreementAcceptances = sqliteTable(
  'agreement_acceptances',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    version: text('version')
      .notNull()
      .references(() => agreements.version, { onDelete: 'restrict' }),
    page: text('page'),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('agreement_acceptances_purchase').on(t.purchaseId)],
)

/** The intake's questions, set by the owner; a removed question keeps its answers (`active` false). */
export const intakeQuestions = sqliteTable('intake_questions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  position: integer('position').notNull(),
  prompt: text('prompt').notNull(),
  active: bool('active').notNull().default(true),
  createdAt: createdAt(),
})

/** A purchase's intake answers, saved as he types: one row per question. */
export const intakeAnswers = sqliteTable(
  'intake_answers',
  {
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => intakeQuestions.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('intake_answers_purchase_question').on(t.purchaseId, t.questionId)],
)

/**
 * An action agreed after a call (decision 096): assigned by the owner when he marks the call, checked off by the
 * client. open → done (his press) → open (his undo, only before `due_at`); open | done → withdrawn (the owner,
 * with a reason). Done on time means `done_at <= due_at`.
 */
export const actions = sqliteTable(
  'actions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    /** The one-to-one session it was agreed in; null for a pod session (then `podSessionAt`). */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The pod session it was agreed in: that session's start. */
    podSessionAt: text('pod_session_at'),
    title: text('title').notNull(),
    detail: text('detail'),
    dueAt: text('due_at').notNull(),
    status: text('status', { enum: ACTION_STATUSES }).notNull().default('open'),
    doneAt: text('done_at'),
    /** His short note on it, from the Done link's page or My coaching. */
    note: text('note'),
    withdrawnReason: text('withdrawn_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('actions_purchase').on(t.purchaseId, t.status),
    // The reminder's pass: open actions falling due.
    index('actions_due').on(t.status, t.dueAt),
  ],
)

/**
 * The one-tap "Done" links of an action, by the SHA-256 of their token: the token is only in his email. A link
 * marks the action it names and nothing else (decision 096).
 */
export const actionLinks = sqliteTable(
  'action_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    actionId: integer('action_id')
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('action_links_action').on(t.actionId)],
)

/**
 * A pod member's attendance at one pod session (pod sessions are the pod's weekly times, not bookings): the
 * owner's mark per man, the latest counting (decision 096).
 */
export const podAttendance = sqliteTable(
  'pod_attendance',
  {
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    sessionStartsAt: text('session_starts_at').notNull(),
    mark: text('mark', { enum: ATTENDANCE_MARKS }).notNull(),
    markedAt: text('marked_at').notNull(),
  },
  (t) => [uniqueIndex('pod_attendance_purchase_session').on(t.purchaseId, t.sessionStartsAt)],
)
