// The buyer's plan link (SPEC §7 has no such call; the plan's page is reached from the receipt and the
// failed-payment messages): the token names the plan, the SetupIntent the card the buyer just saved. The token
// travels in the body, never in a path a log keeps.
import { z } from 'zod'

const planToken = z
  .string()
  .min(20)
  .max(100)
  .regex(/^[\w-]+$/)

export const planLinkSchema = z.strictObject({ token: planToken })

export const planCardSchema = z.strictObject({
  token: planToken,
  setupIntentId: z.string().min(1, { error: 'setupIntentId is required' }).max(200),
})
