// The refund link of the 30-day guarantee: no sign-in, so the link itself is the proof. It names the purchase
// and the moment the window closes, signed with REFUND_LINK_SECRET (HMAC-SHA256, WebCrypto); changing either
// number breaks the signature. The window is the purchase's payment time plus exactly 30 × 24 hours.
import { windowEndOf } from '../../../shared/refunds.ts'
import { base64url, fromBase64url } from '../../platform/base64url.ts'
import { hmacKey } from '../../platform/hmac-key.ts'

const encoder = new TextEncoder()
/** Shorter secrets are refused, as for the session secret: a guessable key would let anyone mint links. */
const MIN_SECRET_LENGTH = 32

export interface RefundLink {
  purchaseId: number
  /** Milliseconds since the epoch: the last moment a refund may be asked for. */
  windowEndsAt: number
}

export function refundSecret(env: Pick<Env, 'REFUND_LINK_SECRET'>): string | null {
  const secret = env.REFUND_LINK_SECRET
  return secret && secret.length >= MIN_SECRET_LENGTH ? secret : null
}

export { windowEndOf }

/** Day 30 is inside the window to its last millisecond; a moment later it has closed. */
export function windowOpen(windowEndsAt: number, now: number): boolean {
  return now <= windowEndsAt
}

async function signature(secret: string, message: string): Promise<string> {
  return base64url(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`refund:${message}`)))
}

/** WebCrypto compares in constant time, so a forger learns nothing from how long a refusal takes. */
async function signatureMatches(secret: string, message: string, signature: string): Promise<boolean> {
  const bytes = fromBase64url(signature)
  if (!bytes) return false
  return crypto.subtle.verify('HMAC', await hmacKey(secret), bytes, encoder.encode(`refund:${message}`))
}

/** `<purchaseId>.<window end, ms>.<signature>`: short enough for an SMS, readable in a log. */
export async function signRefundLink(secret: string, link: RefundLink): Promise<string> {
  const message = `${link.purchaseId}.${link.windowEndsAt}`
  return `${message}.${await signature(secret, message)}`
}

/** The link's contents when its signature is ours; null for anything tampered with or malformed. */
export async function readRefundLink(secret: string, token: string): Promise<RefundLink | null> {
  const match = /^(\d{1,12})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  if (!(await signatureMatches(secret, `${match[1]}.${match[2]}`, match[3]!))) return null
  return { purchaseId: Number(match[1]), windowEndsAt: Number(match[2]) }
}

/**
 * The token rides in the fragment: a browser never sends it to a server, a Referer, or an analytics tag (which
 * see the path), so the link that moves money back stays between the buyer and this site.
 */
export const REFUND_PATH = '/refund#'

/** The link for a paid purchase, or null when the site has no secret (the buyer is then asked to write). */
export async function refundPathFor(
  env: Pick<Env, 'REFUND_LINK_SECRET'>,
  purchase: { id: number; fulfilledAt: string | null; createdAt: string },
): Promise<string | null> {
  const secret = refundSecret(env)
  if (!secret) return null
  return `${REFUND_PATH}${await signRefundLink(secret, { purchaseId: purchase.id, windowEndsAt: windowEndOf(purchase) })}`
}
