// The unsubscribe link's token: the address it unsubscribes, signed with the site's link secret
// (REFUND_LINK_SECRET, as the refund links are: HMAC-SHA256 with WebCrypto, base64url), under its own label so a
// refund signature can never pass for an unsubscribe one or the other way round. No database is read to check
// it, so a mail provider's one-click POST is answered at once, and it never expires (CAN-SPAM: an opt-out must
// keep working for at least 30 days after the email; decision 060).
import { base64url, fromBase64url } from '../../platform/base64url.ts'

const encoder = new TextEncoder()
const decoder = new TextDecoder('utf-8', { fatal: true })
/** As for the refund links: a shorter secret would let anyone mint links. */
const MIN_SECRET_LENGTH = 32
const LABEL = 'unsubscribe:'

export function unsubscribeSecret(env: Pick<Env, 'REFUND_LINK_SECRET'>): string | null {
  const secret = env.REFUND_LINK_SECRET
  return secret && secret.length >= MIN_SECRET_LENGTH ? secret : null
}

const keys = new Map<string, CryptoKey>()

async function signingKey(secret: string): Promise<CryptoKey> {
  const known = keys.get(secret)
  if (known) return known
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ])
  keys.set(secret, key)
  return key
}

/** `<address, base64url>.<signature>`; the address lower-cased, as the suppression list keeps it. */
export async function signUnsubscribeToken(secret: string, email: string): Promise<string> {
  const address = base64url(encoder.encode(email.trim().toLowerCase()))
  const signature = await crypto.subtle.sign('HMAC', await signingKey(secret), encoder.encode(`${LABEL}${address}`))
  return `${address}.${base64url(signature)}`
}

/** The address a token names when its signature is ours; null for anything forged, altered or malformed. */
export async function readUnsubscribeToken(secret: string, token: string): Promise<string | null> {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const signature = fromBase64url(match[2]!)
  const addressBytes = fromBase64url(match[1]!)
  if (!signature || !addressBytes) return null
  // WebCrypto compares in constant time.
  const valid = await crypto.subtle.verify(
    'HMAC',
    await signingKey(secret),
    signature,
    encoder.encode(`${LABEL}${match[1]}`),
  )
  if (!valid) return null
  try {
    return decoder.decode(addressBytes)
  } catch {
    return null
  }
}

/** The path every marketing email's List-Unsubscribe header and visible link name (POST: one click; GET: a page). */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe'

export const unsubscribePath = (token: string) => `${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(token)}`
