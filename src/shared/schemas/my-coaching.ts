// "My coaching" sign-in (decision 074): the address asks for a code; the code typed, or the emailed link's secret,
// signs in. The link's secret travels in the body, never in a path a log keeps. Signed in, the client books a
// session on one of his packages, named as his page names it ('order-12'), and moves or cancels his sessions.
import { z } from 'zod'
import { bookingTime, timeZoneField } from './bookings.ts'
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

const ORDER_MESSAGE = 'Please choose the package to book a session of'

/** A session to book on a package: the package, the start he chose and his zone (for his emails' times). */
export const bookPackageSessionSchema = z.strictObject({
  order: z
    .string({ error: ORDER_MESSAGE })
    .regex(/^order-[1-9]\d{0,11}$/, { error: ORDER_MESSAGE })
    .transform((ref) => Number(ref.slice('order-'.length))),
  start: bookingTime,
  timeZone: timeZoneField,
})

export const moveSessionSchema = z.strictObject({ start: bookingTime })

/** A session in a path: the booking's ref, which names it in the calendar object and its UID. */
export const sessionRefParam = z.object({ ref: z.uuid({ error: 'Unknown session' }) })

/** The open times; `moving`: the session being moved, whose own time does not stand in its way. */
export const openTimesQuery = z.object({ moving: z.uuid({ error: 'Unknown session' }).optional() })
