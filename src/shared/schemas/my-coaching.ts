// "My coaching" sign-in (decision 074): the address asks for a code; the code typed, or the emailed link's secret,
// signs in. The link's secret travels in the body, never in a path a log keeps.
import { z } from 'zod'
import { contactEmailField } from './fields.ts'

export const CODE_MESSAGE = 'Enter the 6-digit code from the email'

export const askCodeSchema = z.strictObject({ email: contactEmailField })

const codeField = z
  .string({ error: CODE_MESSAGE })
  .trim()
  .regex(/^\d{6}$/, { error: CODE_MESSAGE })

const linkField = z
  .string()
  .min(20)
  .max(100)
  .regex(/^[\w-]+$/)

/** The address with either the code he typed or the link's secret. */
export const signInSchema = z
  .strictObject({ email: contactEmailField, code: codeField.optional(), link: linkField.optional() })
  .refine((input) => (input.code === undefined) !== (input.link === undefined), {
    error: CODE_MESSAGE,
    path: ['code'],
  })
