// The 'Join the waitlist' form of a sold-out pod or coaching slot, and its offer links.
import { z } from 'zod'
import { contactEmailField, phoneField, requiredText } from './fields.ts'

export const joinWaitlistSchema = z.strictObject({
  inventoryId: z.number({ error: 'Please choose a pod or session' }).int().positive(),
  firstName: requiredText('First name is required', 100),
  email: contactEmailField,
  phone: phoneField,
  emailConsent: z.boolean().default(false),
  smsConsent: z.boolean().default(false),
})
export type JoinWaitlistInput = z.input<typeof joinWaitlistSchema>

/** An offer link's secret: what the message carries after `offer=`. */
export const offerTokenField = z.string().min(1).max(100)
/** The body that carries a link's secret: never the path or query, which the server's logs keep. */
export const offerTokenBody = z.strictObject({ token: offerTokenField })
/** The body of the link that confirms a waitlist entry's email address. */
export const confirmTokenBody = z.strictObject({ token: z.string().min(1).max(100) })
