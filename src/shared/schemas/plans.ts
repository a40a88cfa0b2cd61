// The buyer's plan link (SPEC §7 has no such call; the plan's page is reached from the receipt and the
// failed-payment messages): the token names the plan, the SetupIntent the card the buyer just saved.
import { z } from 'zod'

export const planTokenParam = z.strictObject({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[\w-]+$/),
})

export const planCardSchema = z.strictObject({
  setupIntentId: z.string().min(1, { error: 'setupIntentId is required' }).max(200),
})
