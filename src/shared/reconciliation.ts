// What the nightly reconciliation of Stripe against D1, the seat ledgers and the coach's calendar can find
// (decisions 068, 093): each kind of difference with the words the owner reads in the System tab and the email.
export const DIFFERENCE_KINDS = [
  'captured-without-sale',
  'sale-not-captured',
  'sale-differs',
  'refund-not-recorded',
  'refund-not-at-stripe',
  'seats-differ',
  'calendar-time-without-booking',
  'booking-not-in-calendar',
  'booking-time-differs',
] as const
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number]

export const DIFFERENCE_LABELS: Readonly<Record<DifferenceKind, string>> = {
  'captured-without-sale': 'Stripe took a payment that no sale on the site records',
  'sale-not-captured': 'A sale on the site whose payment Stripe has not taken',
  'sale-differs': 'Stripe took another amount or item than the sale records',
  'refund-not-recorded': 'Stripe refunded a payment the site does not show as refunded',
  'refund-not-at-stripe': 'A refund on the site that Stripe has not made',
  'seats-differ': 'The seat ledger and the database count different sales',
  'calendar-time-without-booking': "A time held in the coach's calendar with no booked session in the database",
  'booking-not-in-calendar': "A booked session the coach's calendar does not hold",
  'booking-time-differs': "A booked session at another time than the coach's calendar holds it",
}

const CALENDAR_KINDS: ReadonlySet<DifferenceKind> = new Set([
  'calendar-time-without-booking',
  'booking-not-in-calendar',
  'booking-time-differs',
])

/** Who disagrees, for the email's subject: the owner must not read "Stripe" about his calendar. */
export function disagreeingSides(kinds: readonly DifferenceKind[]): string {
  const calendar = kinds.filter((kind) => CALENDAR_KINDS.has(kind)).length
  if (calendar === kinds.length) return "The coach's calendar and the site disagree"
  if (calendar === 0) return 'Stripe and the site disagree'
  return 'Stripe, the calendar and the site disagree'
}
