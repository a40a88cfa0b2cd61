// Bodies of the refund calls. Asking for a refund sends nothing: the link names the purchase and the server
// alone knows the amount, so any field (an amount above all) is refused.
import { z } from 'zod'
import { REFUND_APPROVALS } from '../refunds.ts'

export const refundAskSchema = z.strictObject({})

export const refundTokenParam = z.object({ token: z.string().max(100, { error: 'This refund link is not valid.' }) })

export const refundSettingsSchema = z.strictObject({
  refundApproval: z.enum(REFUND_APPROVALS, { error: "Refund approval must be 'automatic' or 'manual'" }),
})
export type RefundSettingsInput = z.input<typeof refundSettingsSchema>
