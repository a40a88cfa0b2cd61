// The withdrawals (and returns) of consent the site honours: marketing email and text messages. Shared so the
// owner's pages name each source the way the worker records it.

export const OPT_OUT_CHANNELS = ['email', 'sms'] as const
export type OptOutChannel = (typeof OPT_OUT_CHANNELS)[number]

/** 'out' withdraws, 'in' gives consent back; the latest row for an address is its standing. */
export const OPT_OUT_CHOICES = ['out', 'in'] as const
export type OptOutChoice = (typeof OPT_OUT_CHOICES)[number]

/** Where the choice was made. */
export const OPT_OUT_SOURCES = [
  /** A mail provider's RFC 8058 one-click POST (Gmail's, Yahoo's 'Unsubscribe' button). */
  'one-click',
  /** The unsubscribe link in an email's body, opened in a browser. */
  'link-page',
  /** The 'Subscribe again' button of that page. */
  'resubscribe',
  /** A text STOP, START or one of their synonyms, through the inbound SMS webhook. */
  'sms-keyword',
  /** Twilio refused a send with error 21610: the number had texted STOP to Twilio. */
  'twilio-21610',
] as const
export type OptOutSource = (typeof OPT_OUT_SOURCES)[number]

export const OPT_OUT_SOURCE_LABELS: Record<OptOutSource, string> = {
  'one-click': 'Unsubscribe button in his mail app (one click)',
  'link-page': 'Unsubscribe link in an email',
  resubscribe: 'Subscribed again from the unsubscribe page',
  'sms-keyword': 'Texted a keyword',
  'twilio-21610': 'Twilio reported the number unsubscribed, error 21610',
}

/**
 * What a form answers a man whose address unsubscribed, instead of 'sent to your email': nothing was sent and how
 * he gets emails again (the unsubscribe page of any of our emails has 'Subscribe again'). Not since when: anyone
 * can type an address into the form.
 */
export function withheldSignupMessage(): string {
  return (
    'Nothing was sent: this address unsubscribed from our emails. ' +
    "To receive it, open the 'Unsubscribe' link at the bottom of any email from us, press 'Subscribe again', " +
    'then ask here once more.'
  )
}

/**
 * What the free call's booking answers when its address unsubscribed: the call is booked, no email was sent (not its
 * invitation, nor later its reminder), and how to get them or change the call without them.
 */
export function withheldBookingMessage(contactEmail: string): string {
  return (
    'Your free strategy call is booked, but no invitation was sent: this address unsubscribed from our emails, so ' +
    "we will not send its reminder either. To get them, open the 'Unsubscribe' link at the bottom of any email " +
    `from us and press 'Subscribe again'. To move or cancel the call, email ${contactEmail}.`
  )
}
