// The heading of the waitlist confirmation page: a request before the click, the fact after it, so a man who
// confirmed never reads "Confirm your place" above "You are first in line".
export const WAITLIST_CONFIRM_HEADINGS = {
  asking: 'Confirm your place on the waitlist',
  confirmed: 'Your place on the waitlist is confirmed',
} as const

export const waitlistConfirmHeading = (confirmed: boolean) =>
  confirmed ? WAITLIST_CONFIRM_HEADINGS.confirmed : WAITLIST_CONFIRM_HEADINGS.asking
