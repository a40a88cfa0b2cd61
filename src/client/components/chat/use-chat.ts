// The conversation of SPEC §2 "Chat": on first open, the typing indicator for 2.5 s and then the welcome
// message; each message sent shows at once, then the typing indicator, then the reply (or SPEC §8's failure
// reply). History starts empty: the server keeps none (SPEC §2: history load always returns empty).
import { useCallback, useEffect, useRef, useState } from 'react'
import { CHAT_FAILURE_REPLY } from '../../../shared/chat.ts'
import { TIMINGS_MS } from '../../../shared/constants.ts'
import { crisisReply, speaksOfCrisis } from '../../../shared/rules/crisis.ts'
import { refusalOr } from '../../lib/http.ts'
import { sendChatMessage } from './send-chat-message.ts'

export interface ChatMessage {
  id: string
  text: string
  sender: 'user' | 'bot'
  timestamp: string
}

const message = (sender: ChatMessage['sender'], text: string): ChatMessage => ({
  id: crypto.randomUUID(),
  text,
  sender,
  timestamp: new Date().toISOString(),
})

export function useChat(open: boolean, welcome: string) {
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [welcomed, setWelcomed] = useState(false)
  const [waiting, setWaiting] = useState(false)
  const sessionId = useRef('')

  // Closing before the welcome arrives cancels it; the next open starts it over.
  useEffect(() => {
    if (!open || welcomed) return
    const timer = setTimeout(() => {
      setMessages((list) => [message('bot', welcome), ...list])
      setWelcomed(true)
    }, TIMINGS_MS.chatTyping)
    return () => clearTimeout(timer)
  }, [open, welcomed, welcome])

  /** Sends a message; a blank one is not sent (SPEC §5) and reports false. */
  const send = useCallback(async (text: string): Promise<boolean> => {
    const trimmed = text.trim()
    if (!trimmed) return false
    setMessages((list) => [...list, message('user', trimmed)])
    setWaiting(true)
    try {
      const answer = await sendChatMessage(trimmed, sessionId.current)
      sessionId.current = answer.sessionId
      setMessages((list) => [...list, { ...answer.reply }])
    } catch (error) {
      // The server answers a man in crisis before anything can fail; when it cannot be reached at all, the page
      // still gives him the numbers that matter instead of "try again" and a call to book.
      const reply = speaksOfCrisis(trimmed) ? crisisReply(trimmed, null) : refusalOr(error, CHAT_FAILURE_REPLY)
      setMessages((list) => [...list, message('bot', reply)])
    } finally {
      setWaiting(false)
    }
    return true
  }, [])

  return { messages, typing: waiting || (open && !welcomed), waiting, send }
}
