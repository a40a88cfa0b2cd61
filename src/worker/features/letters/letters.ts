// Every email's letter, gathered from the features that write them, one for each template of the outbox. This
// folder sits above those features (they queue their emails through features/outbox, which cannot import them
// back), and nothing in features/ imports it: the Worker's entry hands the book to the outbox (decision 126).
import { ACTION_LETTERS } from '../actions/actions.ts'
import { BOOKING_LETTERS } from '../bookings/bookings.ts'
import { CALENDAR_LETTERS } from '../calendar/calendar.ts'
import { CRISIS_LETTERS } from '../chat/chat.ts'
import { PURCHASE_LETTERS } from '../checkout/checkout.ts'
import { SIGN_IN_LETTERS } from '../clients/clients.ts'
import { INTAKE_LETTERS } from '../intake/intake.ts'
import { LEAD_LETTERS } from '../leads/leads.ts'
import { INBOUND_TEXT_LETTERS, type LetterBook } from '../outbox/outbox.ts'
import { PLAN_LETTERS } from '../plans/plans.ts'
import { RECONCILIATION_LETTERS } from '../reconciliation/reconciliation.ts'
import { REFUND_LETTERS } from '../refunds/refunds.ts'
import { FOLLOW_UP_LETTERS } from '../sequences/sequences.ts'
import { WAITLIST_LETTERS } from '../waitlist/waitlist.ts'

export const LETTERS: LetterBook = {
  ...ACTION_LETTERS,
  ...BOOKING_LETTERS,
  ...CALENDAR_LETTERS,
  ...CRISIS_LETTERS,
  ...FOLLOW_UP_LETTERS,
  ...INBOUND_TEXT_LETTERS,
  ...INTAKE_LETTERS,
  ...LEAD_LETTERS,
  ...PLAN_LETTERS,
  ...PURCHASE_LETTERS,
  ...RECONCILIATION_LETTERS,
  ...REFUND_LETTERS,
  ...SIGN_IN_LETTERS,
  ...WAITLIST_LETTERS,
}
