// The chat assistant's fixed texts and the client key of SPEC §6.

/**
 * SPEC §6: chat requests carry a fixed client key header. It ships in the page, so anyone can read it: it
 * is kept for compatibility and is not a secret or a security control (limits are per session and address).
 */
export const CHAT_CLIENT_KEY = 'brotherhood-chat-public-key'
export const CHAT_KEY_HEADER = 'X-API-Key'

export const CHAT_SESSION_COOKIE = 'chat_session'

/** SPEC §8: what the assistant says when it cannot answer. */
export const CHAT_FAILURE_REPLY =
  "I'm having trouble responding right now. Please try again in a moment, or book a free strategy " +
  "call and we'll talk it through personally."

export const CHAT_MESSAGE_MAX = 1000
