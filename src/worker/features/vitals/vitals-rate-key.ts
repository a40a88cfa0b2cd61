// The key a visitor's beacons are counted under: his address hashed with the day and the deploy's secret, so the
// limiter never holds an address, and yesterday's key cannot be matched to today's or reversed by trying every
// IPv4 address without the secret.
const encoder = new TextEncoder()

export async function dayKeyOfAddress(address: string, secret: string, nowMs = Date.now()): Promise<string> {
  const day = new Date(nowMs).toISOString().slice(0, 10)
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret || 'vitals'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`vitals:${day}:${address}`))
  return Array.from(new Uint8Array(mac).slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
