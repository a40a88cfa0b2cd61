// Base64url without padding (RFC 4648 §5): the one alphabet for tokens that ride in links, cookies and PKCE.

/** Bytes as base64url text, no `=` padding. */
export function base64url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)
  let binary = ''
  for (const byte of view) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/**
 * The bytes of base64url text; null for text outside the alphabet, of an impossible length, or not the one
 * spelling of its bytes. The last character can carry bits no byte uses, which decoding drops, so `…A` and
 * `…B` may give the same bytes: only the text `base64url` itself writes is taken, so a signature has one form.
 */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null
  const padded = text.replaceAll('-', '+').replaceAll('_', '/') + '='.repeat((4 - (text.length % 4)) % 4)
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0))
  return base64url(bytes) === text ? bytes : null
}

/** `length` random bytes as base64url: tokens that must not be guessable. */
export function randomBase64url(length: number): string {
  return base64url(crypto.getRandomValues(new Uint8Array(length)))
}
