// Bodies of the refund calls. The link's token travels in the body, never in a path a log keeps; asking for a
// refund sends nothing else: the link names the purchase and the server alone knows the amount, so any other
// field (an amount above all) is refused.
import { z } from 'zod'
import { REFUND_APPROVALS } from '../refunds.ts'

export const refundLinkSchema = z.strictObject({
  token: z.string().max(100, { error: 'This refund link is not valid.' }),
})

export const refundSettingsSchema = z.strictObject({
  refundApproval: z.enum(REFUND_APPROVALS, { error: "Refund approval must be 'automatic' or 'manual'" }),
})
export type RefundSettingsInput = z.input<typeof refundSettingsSchema>
