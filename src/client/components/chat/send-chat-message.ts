import { CHAT_CLIENT_KEY, CHAT_KEY_HEADER } from '../../../shared/chat.ts'
import { api, unwrap } from '../../lib/api.ts'

/** POST /api/chat (SPEC §7), with the client key header of SPEC §6. */
export function sendChatMessage(message: string, sessionId: string) {
  return unwrap(
    api.api.chat.$post(
      { json: { message, sessionId, visitorName: '' } },
      { headers: { [CHAT_KEY_HEADER]: CHAT_CLIENT_KEY } },
    ),
  )
}
