// What a visitor sends to book, move or cancel a session, and what the owner sends to move one. A time is an ISO
// instant (the browser turns the slot it showed in his zone back into one); his zone is an IANA name, checked
// against the runtime's own zone data.
import { z } from 'zod'
import { ATTENDANCE_MARKS } from '../attendance.ts'
import { contactEmailField, phoneField, requiredText } from './fields.ts'

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

const TIME_MESSAGE = 'Please choose a time'

export const bookingTime = z
  .string({ error: TIME_MESSAGE })
  .max(40, { error: TIME_MESSAGE })
  .refine((value) => !Number.isNaN(Date.parse(value)) && /Z$|[+-]\d{2}:\d{2}$/.test(value), { error: TIME_MESSAGE })
  .transform((value) => Date.parse(value))

export const timeZoneField = z
  .string({ error: 'Your time zone is missing' })
  .max(64, { error: 'Your time zone is not one we know' })
  .refine(isTimeZone, { error: 'Your time zone is not one we know' })

export const bookingRequestSchema = z.strictObject({
  name: requiredText('Full name is required', 200),
  email: contactEmailField,
  phone: phoneField,
  start: bookingTime,
  timeZone: timeZoneField,
})
export type BookingRequestInput = z.input<typeof bookingRequestSchema>

const LINK_MESSAGE = 'This link is not complete. Please open it again from your email.'
const tokenField = z.string({ error: LINK_MESSAGE }).min(1, { error: LINK_MESSAGE }).max(100, { error: LINK_MESSAGE })

export const bookingLinkSchema = z.strictObject({ token: tokenField })
export const bookingMoveSchema = z.strictObject({ token: tokenField, start: bookingTime })
export const ownerMoveSchema = z.strictObject({ start: bookingTime })

/** The owner's mark on a session that has begun. */
export const attendanceSchema = z.strictObject({
  attendance: z.enum(ATTENDANCE_MARKS, { error: 'Choose attended or no-show' }),
})
