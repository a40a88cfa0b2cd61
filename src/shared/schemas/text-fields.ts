// Optional text fields of the admin's forms; a required one is fields.ts's requiredText.
import { z } from 'zod'

/** Text that may be null or blank, both read as null; a missing value is the caller's choice (see below). */
export function nullableTextValue(max = 2000) {
  return z
    .string({ error: 'Please enter text' })
    .trim()
    .max(max, { error: `Please keep this under ${max} characters` })
    .nullable()
    .transform((value) => (value ? value : null))
}

/** Optional text: missing, null or blank is stored as null, so a form can send back what it loaded. */
export function nullableText(max = 2000) {
  return nullableTextValue(max).default(null)
}
