// Text fields of the admin's forms. Unlike fields.ts's requiredText, a missing value does not abort the
// whole form's checks, so cross-field rules (available ≤ total) are shown alongside it.
import { z } from 'zod'

export function requiredLine(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Please keep this under ${max} characters` })
}

/** Optional text: missing, null or blank is stored as null, so a form can send back what it loaded. */
export function nullableText(max = 2000) {
  return z
    .string({ error: 'Please enter text' })
    .trim()
    .max(max, { error: `Please keep this under ${max} characters` })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null))
}
