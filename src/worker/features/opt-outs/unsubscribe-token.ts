// The unsubscribe link's token: the address it unsubscribes, encrypted (AES-GCM) so the link shows no one's email
// in a log, a mail provider's records or a Referer, then signed (HMAC-SHA256) with the site's link secret
// (REFUND_LINK_SECRET, as the refund links are, WebCrypto, base64url), each key under its own label so a refund
// signature can never pass for an unsubscribe one. No database is read to check it, so a mail provider's one-click
// POST is answered at once, and it never expires (CAN-SPAM: an opt-out must keep working for at least 30 days
// after the email; decision 061).
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

const keys = new Map<string, { mac: CryptoKey; cipher: CryptoKey }>()

async function keysFor(secret: string): Promise<{ mac: CryptoKey; cipher: CryptoKey }> {
  const known = keys.get(secret)
  if (known) return known
  const mac = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ])
  const cipherBytes = await crypto.subtle.digest('SHA-256', encoder.encode(`unsubscribe-address:${secret}`))
  const cipher = await crypto.subtle.importKey('raw', cipherBytes, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt'])
  const made = { mac, cipher }
  keys.set(secret, made)
  return made
}

const IV_BYTES = 12

/** `<iv and encrypted address, base64url>.<signature>`; the address lower-cased, as the suppression list keeps it. */
export async function signUnsubscribeToken(secret: string, email: string): Promise<string> {
  const { mac, cipher } = await keysFor(secret)
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, cipher, encoder.encode(email.trim().toLowerCase())),
  )
  const address = base64url(new Uint8Array([...iv, ...sealed]))
  const signature = await crypto.subtle.sign('HMAC', mac, encoder.encode(`${LABEL}${address}`))
  return `${address}.${base64url(signature)}`
}

/** The address a token names when its signature is ours; null for anything forged, altered or malformed. */
export async function readUnsubscribeToken(secret: string, token: string): Promise<string | null> {
  const match = /^([A-Za-z0-9_-]{40,500})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const signature = fromBase64url(match[2]!)
  const sealed = fromBase64url(match[1]!)
  if (!signature || !sealed || sealed.length <= IV_BYTES) return null
  const { mac, cipher } = await keysFor(secret)
  // WebCrypto compares in constant time.
  if (!(await crypto.subtle.verify('HMAC', mac, signature, encoder.encode(`${LABEL}${match[1]}`)))) return null
  try {
    const iv = sealed.slice(0, IV_BYTES)
    return decoder.decode(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, cipher, sealed.slice(IV_BYTES)))
  } catch {
    return null
  }
}

/** The path every marketing email's List-Unsubscribe header and visible link name (POST: one click; GET: a page). */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe'

export const unsubscribePath = (token: string) => `${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(token)}`
