// An HMAC-SHA-256 key per secret, imported once: importing costs as much as the signature itself, and the secrets
// are few (one per deployment and purpose). The key itself is kept, not a promise of it: workerd wants a promise
// settled by the request that awaits it.
const keys = new Map<string, CryptoKey>()

export async function hmacKey(secret: string): Promise<CryptoKey> {
  const known = keys.get(secret)
  if (known) return known
  const bytes = new TextEncoder().encode(secret)
  const key = await crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
  keys.set(secret, key)
  return key
}
