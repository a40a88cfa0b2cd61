// An action's one-tap Done link: 32 random bytes, sent only in his emails and kept in D1 as its SHA-256 (with its
// own prefix, so a booking's token never hashes to an action's), so a copy of the database hands out no links.
// A link names one action; each email of the action carries a new one, and every one keeps opening it.
import { base64url } from '../../platform/base64url.ts'

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export function newActionToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)))
}

/** The stored hash of a token, or null for one that cannot be ours (no database read for it). */
export async function hashActionToken(token: string): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null
  return base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`action:${token}`)))
}

/** Where the link opens: the token in the fragment, which no browser sends to a server (decision 063). */
export const actionDonePath = (token: string) => `/action#${token}`
