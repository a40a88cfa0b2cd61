// The chat assistant (SPEC §7): POST /api/chat and GET /api/chat/test. The visitor's session id lives in a
// cookie for 30 days, set here when absent. The X-API-Key header the client sends (SPEC §6) is public and
// is not checked: limits per session and per address are what protect this route.
import { log } from '../../platform/log.ts'
import { type Context, Hono } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { CHAT_FAILURE_REPLY, CHAT_SESSION_COOKIE } from '../../../shared/chat.ts'
import { CHAT_SESSION_COOKIE_DAYS } from '../../../shared/constants.ts'
import { chatRequestSchema } from '../../../shared/schemas/chat.ts'
import { UpstreamError } from '../../platform/adapters/safe-fetch.ts'
import { assertChatAllowed } from './chat-limit.ts'
import { answerInCrisis } from './crisis-answer.ts'
import { speaksOfCrisis } from '../../../shared/rules/crisis.ts'
import { replyToChat } from './chat-replies.ts'
import type { AppEnv } from '../../env.ts'
import { HttpError } from '../../platform/http-error.ts'
import { validate } from '../../platform/middleware/validate.ts'

const SESSION_ID = /^[A-Za-z0-9-]{8,100}$/

/** The cookie's session, else the one the client names, else a new one; the cookie is (re)set for 30 days. */
function chatSession(c: Context<AppEnv>, requested: string | undefined): string {
  const fromCookie = getCookie(c, CHAT_SESSION_COOKIE)
  if (fromCookie && SESSION_ID.test(fromCookie)) return fromCookie
  const sessionId = requested && SESSION_ID.test(requested) ? requested : crypto.randomUUID()
  setCookie(c, CHAT_SESSION_COOKIE, sessionId, {
    path: '/api/chat',
    maxAge: CHAT_SESSION_COOKIE_DAYS * 24 * 60 * 60,
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
  })
  return sessionId
}

/** SPEC §7's answer: the session and one bot message. */
const chatAnswer = (sessionId: string, text: string) => ({
  sessionId,
  reply: { id: crypto.randomUUID(), text, sender: 'bot' as const, timestamp: new Date().toISOString() },
})

export const chatPublic = new Hono<AppEnv>()
  .get('/test', (c) => c.json({ status: 'success' as const }))
  .post('/', validate('json', chatRequestSchema), async (c) => {
    const { message, sessionId: requested, visitorName } = c.req.valid('json')
    const sessionId = chatSession(c, requested)
    // Before the limit and the model: a man in crisis is answered at once, whatever else is true.
    if (speaksOfCrisis(message)) return c.json(chatAnswer(sessionId, await answerInCrisis(c, sessionId, message)))
    await assertChatAllowed(c.env, sessionId, c.req.header('CF-Connecting-IP') ?? 'unknown')
    try {
      const reply = await replyToChat(c.env, c.get('db'), new URL(c.req.url).origin, message, visitorName)
      return c.json(chatAnswer(sessionId, reply.text))
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error
      // The model being down is the outside world: a warning for the operator, SPEC §8's reply for the visitor.
      log.warn('Chat model failed', { failure: error.failure, error: error.message })
      throw new HttpError(502, CHAT_FAILURE_REPLY)
    }
  })
