// Stripe's webhook signature scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`.
const encoder = new TextEncoder()

// Importing the key cost as much as signing, and every event is signed: one key per secret (a run has one).
const keys = new Map<string, CryptoKey>()
async function signingKey(secret: string): Promise<CryptoKey> {
  const known = keys.get(secret)
  if (known) return known
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  keys.set(secret, key)
  return key
}

export async function stripeSignature(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await signingKey(secret), encoder.encode(`${timestamp}.${payload}`))
  const hex = [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `t=${timestamp},v1=${hex}`
}
