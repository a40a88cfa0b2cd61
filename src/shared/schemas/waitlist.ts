// The 'Join the waitlist' form of a sold-out pod or coaching slot, and its offer links. Written with zod/mini, like
// fields.ts: checkout's rules include the offer token's (decision 060).
import { z } from 'zod/mini'
import { contactEmailField, phoneField, requiredText } from './fields.ts'

export const joinWaitlistSchema = z.strictObject({
  inventoryId: z.int({ error: 'Please choose a pod or session' }).check(z.positive()),
  firstName: requiredText('First name is required', 100),
  email: contactEmailField,
  phone: phoneField,
  emailConsent: z._default(z.boolean(), false),
  smsConsent: z._default(z.boolean(), false),
})
export type JoinWaitlistInput = z.input<typeof joinWaitlistSchema>

/** An offer link's secret: what the message carries after `offer=`. */
export const offerTokenField = z.string().check(z.minLength(1), z.maxLength(100))
/** The body that carries a link's secret: never the path or query, which the server's logs keep. */
export const offerTokenBody = z.strictObject({ token: offerTokenField })
/** The body of the link that confirms a waitlist entry's email address. */
export const confirmTokenBody = z.strictObject({ token: z.string().check(z.minLength(1), z.maxLength(100)) })
