// The lead forms' contact fields: what they ask of the browser (the right keyboard, autofill, the limits of
// SPEC §5's rules, which the schemas enforce) and how they tidy what is typed.
import { EMAIL_MAX } from '../../shared/rules/email.ts'
import { formatUsPhone, PHONE_FIELD_MAX } from '../../shared/rules/phone.ts'

export const EMAIL_INPUT = { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: EMAIL_MAX } as const

/** A US number, formatted as typed: '(555) 555-5555'. */
export const PHONE_INPUT = {
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel-national',
  placeholder: '(555) 555-5555',
  maxLength: PHONE_FIELD_MAX,
} as const

/** An email loses the spaces around it; a phone is formatted as typed, never past its 14 characters. */
export const CONTACT_FORMATTERS = { email: (value: string) => value.trim(), phone: formatUsPhone }
