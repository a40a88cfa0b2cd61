// Bodies of the refund calls. The link's token travels in the body, never in a path a log keeps; asking for a
// refund sends nothing else: the link names the purchase and the server alone knows the amount, so any other
// field (an amount above all) is refused.
import { z } from 'zod'
import { OWNER_REASON_MAX, REFUND_APPROVALS } from '../refunds.ts'

const token = z.string().max(100, { error: 'This refund link is not valid.' })

export const refundLinkSchema = z.strictObject({ token })

/** The press also names the record its page showed (its hash), so a press on an older record is shown it again. */
export const refundAskSchema = z.strictObject({
  token,
  recordHash: z
    .string()
    .regex(/^[0-9a-f]{16}$/, { error: 'This page is out of date: please reload it.' })
    .optional(),
})

/** The owner's refund from the admin: what the guarantee does not cover needs his reason, which is kept. */
export const ownerRefundSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(3, { error: 'Please say why you are refunding this purchase.' })
    .max(OWNER_REASON_MAX, { error: `Please keep the reason under ${OWNER_REASON_MAX} characters.` }),
})

export const refundSettingsSchema = z.strictObject({
  refundApproval: z.enum(REFUND_APPROVALS, { error: "Refund approval must be 'automatic' or 'manual'" }),
})
export type RefundSettingsInput = z.input<typeof refundSettingsSchema>
