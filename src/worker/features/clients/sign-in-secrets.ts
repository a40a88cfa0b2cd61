// The secrets of a client's sign-in: a six-digit code to type, a link to click, and the keyed hashes that are all
// D1 keeps of them and of his address (HMAC with the session secret, so a copy of the table reveals none of them).
// Both are derived from a random seed with that secret, so asking again can send the same code (decision 086).
import { hmacKey } from '../../platform/hmac-key.ts'

const encoder = new TextEncoder()

export const CODE_DIGITS = 6

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')

/** 32 random bytes, base64url: a sign-in row's seed. */
export const newSeed = (): string => base64url(crypto.getRandomValues(new Uint8Array(32)))

export const normalizedEmail = (email: string) => email.trim().toLowerCase()

async function mac(secret: string, message: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(message)))
}

/** The keyed hash of one secret, hex; `purpose` keeps an address's hash from ever equalling a code's. */
export async function keyedHash(secret: string, purpose: 'email' | 'code' | 'link', value: string): Promise<string> {
  const bytes = await mac(secret, `${purpose}:${value}`)
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The code and link of a seed: 64 bits reduced to six digits (a bias below one in 10^13), and 32 bytes. */
export async function secretsOf(secret: string, seed: string): Promise<{ code: string; link: string }> {
  const [codeBytes, linkBytes] = await Promise.all([mac(secret, `code-of:${seed}`), mac(secret, `link-of:${seed}`)])
  const value = new DataView(codeBytes.buffer).getBigUint64(0)
  return { code: String(value % 1_000_000n).padStart(CODE_DIGITS, '0'), link: base64url(linkBytes) }
}
