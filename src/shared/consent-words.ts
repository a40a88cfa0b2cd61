// The exact words beside each consent the site asks for. The forms draw them from here and the Worker records
// them from here (never from what a browser posts), so the consent record holds what the man was shown.

export const CONSENT_FORMS = {
  /** Checkout's two optional boxes. */
  'checkout-email': { channel: 'email', words: 'Email me about my program and new resources. (Optional)' },
  'checkout-sms': {
    channel: 'sms',
    words: 'Text me session reminders. Message and data rates may apply; reply STOP to opt out. (Optional)',
  },
  /** The waitlist form's two optional boxes. */
  'waitlist-email': { channel: 'email', words: 'Email me about my program and new resources. (Optional)' },
  'waitlist-sms': {
    channel: 'sms',
    words: 'Text me when my seat opens. Message and data rates may apply. (Optional)',
  },
  /** The guide forms (the guide section and the exit popup): sending the form is the consent. */
  guide: {
    channel: 'email',
    words: 'We will email you the guide and a few short notes from Coach. Unsubscribe anytime.',
  },
  /** The resource library's download dialog. */
  'resource-library': { channel: 'email', words: 'We respect your privacy. Unsubscribe anytime.' },
} as const satisfies Record<string, { channel: 'email' | 'sms'; words: string }>

export type ConsentForm = keyof typeof CONSENT_FORMS
export const CONSENT_FORM_NAMES = Object.keys(CONSENT_FORMS) as [ConsentForm, ...ConsentForm[]]

/** The words of a form's consent, for the page that shows them. */
export const consentWords = (form: ConsentForm): string => CONSENT_FORMS[form].words

/** The words a man acts on to withdraw or give back email consent: the email's link and the page's button. */
export const UNSUBSCRIBE_LINK_WORDS = 'Unsubscribe'
export const RESUBSCRIBE_BUTTON_WORDS = 'Subscribe again'
