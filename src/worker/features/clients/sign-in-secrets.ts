// The secrets of a client's sign-in: a six-digit code to type, a link to click, and the keyed hashes that are all
// D1 keeps of them and of his address (HMAC with the session secret, so a copy of the table reveals none of them).
const encoder = new TextEncoder()

export const CODE_DIGITS = 6

/** A code of six digits, every value equally likely (values past the last whole million are drawn again). */
export function newCode(): string {
  const limit = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000
  for (;;) {
    const [value] = crypto.getRandomValues(new Uint32Array(1))
    if (value! < limit) return String(value! % 1_000_000).padStart(CODE_DIGITS, '0')
  }
}

/** 32 random bytes, base64url: the link's secret. */
export function newLinkToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

export const normalizedEmail = (email: string) => email.trim().toLowerCase()

/** The keyed hash of one secret, hex; `purpose` keeps an address's hash from ever equalling a code's. */
export async function keyedHash(secret: string, purpose: 'email' | 'code' | 'link', value: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${purpose}:${value}`))
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
