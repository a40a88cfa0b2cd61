// The move-or-cancel link's token: 32 random bytes, sent only in the person's emails and kept in D1 as its
// SHA-256, so a copy of the database does not hand out working links. The same token serves every email of the
// booking, before and after a move: an old link always opens the booking as it is now.
import { base64url } from '../../platform/base64url.ts'

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export function newManageToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)))
}

export async function hashManageToken(token: string): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null
  return base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`booking:${token}`)))
}

/** Where the link opens: the token in the fragment, which no browser sends to a server (decision 063). */
export const managePath = (token: string) => `/booking#${token}`
