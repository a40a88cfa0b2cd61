// Replies from any OpenAI-compatible chat-completions API (OpenAI, Azure OpenAI, Groq, a local server…):
// CHAT_MODEL_API_BASE (e.g. https://api.openai.com/v1), CHAT_MODEL_API_KEY and CHAT_MODEL.
import { z } from 'zod'
import { hostOf, parseUpstream, safeFetchJson } from './safe-fetch.ts'

/** Models take longer than feeds; a visitor watching the typing indicator will wait about this long. */
const MODEL_TIMEOUT_MS = 20_000
const MAX_REPLY_TOKENS = 400

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant'
  content: string
}

export function chatModelConfigured(
  env: Pick<Env, 'CHAT_MODEL_API_BASE' | 'CHAT_MODEL_API_KEY' | 'CHAT_MODEL'>,
): boolean {
  return Boolean(env.CHAT_MODEL_API_BASE && env.CHAT_MODEL_API_KEY && env.CHAT_MODEL)
}

const completionAnswer = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }) })).min(1),
})

export async function completeChat(env: Env, turns: readonly ChatTurn[]): Promise<string> {
  const base = env.CHAT_MODEL_API_BASE.replace(/\/+$/, '')
  const answer = await safeFetchJson(`${base}/chat/completions`, {
    method: 'POST',
    allowedHosts: [hostOf(base)],
    headers: { Authorization: `Bearer ${env.CHAT_MODEL_API_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ model: env.CHAT_MODEL, messages: turns, max_tokens: MAX_REPLY_TOKENS, temperature: 0.3 }),
    timeoutMs: MODEL_TIMEOUT_MS,
  })
  return parseUpstream(completionAnswer, answer).choices[0]!.message.content.trim()
}
