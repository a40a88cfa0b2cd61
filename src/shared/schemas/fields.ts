// Field schemas every form shares, with SPEC §5's messages. A missing field and an empty one read the same
// message, so the browser and the server say the same thing for the same mistake. Written with zod's tree-shakable
// API (zod/mini): the checkout's script validates with them without the whole of zod (decision 060); the worker's
// and the admin's schemas (zod's classic API) take them as they are.
import { z } from 'zod/mini'
import { EMAIL_MAX, isValidEmail, normalizeEmail } from '../rules/email.ts'
import { formatUsPhone, isValidUsPhone, PHONE_FIELD_MAX } from '../rules/phone.ts'

export const MESSAGES = {
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit US phone number',
} as const

export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, { error: message }),
      z.maxLength(max, { error: `Please keep this under ${max} characters` }),
    )
}

export function optionalText(max = 2000) {
  return z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, { error: `Please keep this under ${max} characters` }))),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  )
}

export const emailField = z.string({ error: MESSAGES.emailRequired }).check(
  z.trim(),
  z.minLength(1, { error: MESSAGES.emailRequired }),
  z.maxLength(EMAIL_MAX, { error: MESSAGES.emailInvalid }),
  // No `abort` on any field: an abort also stops the form's object-level checks (the guide's first name,
  // checkout's option and commitments), and fieldErrors shows only the first message per field anyway.
  z.refine(isValidEmail, { error: MESSAGES.emailInvalid }),
)

/** A person's own address (a lead, a buyer, a waitlist entry): lower-cased, so one person is one contact. */
export const contactEmailField = z.pipe(emailField, z.transform(normalizeEmail))

export const phoneField = z.pipe(
  z
    .string({ error: MESSAGES.phoneRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: MESSAGES.phoneRequired }),
      z.maxLength(PHONE_FIELD_MAX, { error: MESSAGES.phoneInvalid }),
      z.refine(isValidUsPhone, { error: MESSAGES.phoneInvalid }),
    ),
  // Every phone is kept as (###) ###-#### (decision 003), however it was typed.
  z.transform(formatUsPhone),
)

/** One message per field, the first the schema found: what a form shows under each input. */
export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[]
}): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_form'
    fields[key] ??= issue.message
  }
  return fields
}
