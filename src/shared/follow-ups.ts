// Follow-up sequences (decision 065): what the worker records about a lead's sequence and the owner's pages name.
// Shared so the Leads tab and the Analytics tab say each stop the way the worker records it.

/**
 * Why a lead's sequence ended. All but 'completed' are the man acting (applying, booking a call, buying) or
 * asking for no more (unsubscribing); a deleted man's enrolment is deleted with his other data.
 */
export const FOLLOW_UP_STOP_REASONS = ['applied', 'booked', 'bought', 'unsubscribed', 'completed'] as const
export type FollowUpStopReason = (typeof FOLLOW_UP_STOP_REASONS)[number]

export const FOLLOW_UP_STOP_LABELS: Readonly<Record<FollowUpStopReason, string>> = {
  applied: 'he applied for coaching',
  booked: 'he booked a strategy call',
  bought: 'he bought',
  unsubscribed: 'he unsubscribed',
  completed: 'every email was sent',
}

/** The outbox template of every follow-up email; marketing mail (decision 061). */
export const FOLLOW_UP_TEMPLATE = 'sequence-email'

/** The longest delay a step may have, in days after the signup. */
export const FOLLOW_UP_MAX_DAY = 365
export const FOLLOW_UP_SUBJECT_MAX = 150
export const FOLLOW_UP_BODY_MAX = 5000
export const FOLLOW_UP_NAME_MAX = 100
/** Enough for a real sequence; a bound on what one save can ask the cron to send. */
export const FOLLOW_UP_MAX_STEPS = 20

/** The name of the sequence a new site starts with (the worker's suggested-sequence.ts holds its emails). */
export const SUGGESTED_FOLLOW_UP_NAME = 'Free guide follow-up'
