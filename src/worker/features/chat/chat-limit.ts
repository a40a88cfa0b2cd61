// Chat is limited twice with one limiter (CHAT_LIMITER in wrangler.toml): per session, so one conversation
// cannot run up the model bill, and per client address, so a script that drops its cookie gains nothing.
import { TooManyRequestsError } from '../../platform/http-error.ts'

export async function assertChatAllowed(env: Env, sessionId: string, address: string): Promise<void> {
  const [session, client] = await Promise.all([
    env.CHAT_LIMITER.limit({ key: `session:${sessionId}` }),
    env.CHAT_LIMITER.limit({ key: `address:${address}` }),
  ])
  if (!session.success || !client.success)
    throw new TooManyRequestsError('Too many messages. Please wait a minute and try again.')
}
