// An HMAC-SHA-256 key per secret, imported once: importing costs as much as the signature itself, and the secrets
// are few (one per deployment and purpose). The key itself is kept, not a promise of it: workerd wants a promise
// settled by the request that awaits it.
const keys = new Map<string, CryptoKey>()

/** The key of a secret given as text, or as the bytes of its text (as jose is handed the session secret). */
export async function hmacKey(secret: string | Uint8Array): Promise<CryptoKey> {
  const name = typeof secret === 'string' ? secret : new TextDecoder().decode(secret)
  const known = keys.get(name)
  if (known) return known
  const bytes = new TextEncoder().encode(name)
  const key = await crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
  keys.set(name, key)
  return key
}
