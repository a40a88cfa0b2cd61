// The admin's view of the outbox (Settings tab): what was sent, what waits, what failed and why.
import { z } from 'zod'

/**
 * 'sending': claimed by a delivery run right now (decision 011). 'withheld': never sent, on purpose, because the
 * person unsubscribed or texted STOP, or a follow-up stopped because he acted: not a failure, and no retry can
 * send it.
 */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'withheld'] as const

export const outboxQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES, { error: 'Status must be pending, sending, sent, failed or withheld' }).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int()
    .min(1, { error: 'Limit must be at least 1' })
    .max(1000, { error: 'Limit must be at most 1000' })
    .default(200),
})
