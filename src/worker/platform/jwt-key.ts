// The session tokens' HS256 key as a CryptoKey, imported once per secret. Given the secret's bytes, jose imports
// them anew on every verify, and importing costs about as much as checking the signature; every signed-in request
// verifies one. As hmac-key.ts: the key itself is kept, not a promise of it (workerd wants a promise settled by
// the request that awaits it), and the secrets are few.
const keys = new Map<string, CryptoKey>()

export async function jwtKey(secret: Uint8Array): Promise<CryptoKey> {
  // The bytes as a string, one character a byte: two secrets are the same key exactly when their bytes are equal.
  const name = String.fromCharCode(...secret)
  const known = keys.get(name)
  if (known) return known
  const bytes = new Uint8Array(secret)
  const key = await crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify'])
  keys.set(name, key)
  return key
}
