import { z } from 'zod'
import { CHAT_MESSAGE_MAX } from '../chat.ts'

export const CHAT_MESSAGE_REQUIRED = 'Please type a message.'

/** POST /api/chat (SPEC §7). A blank message is refused, as the client never sends one (SPEC §5). */
export const chatRequestSchema = z.strictObject({
  message: z
    .string({ error: CHAT_MESSAGE_REQUIRED })
    .trim()
    .min(1, { error: CHAT_MESSAGE_REQUIRED, abort: true })
    .max(CHAT_MESSAGE_MAX, { error: `Please keep your message under ${CHAT_MESSAGE_MAX} characters` }),
  sessionId: z.string().max(100).optional(),
  visitorName: z.string().trim().max(80).optional(),
})

export type ChatRequest = z.infer<typeof chatRequestSchema>
