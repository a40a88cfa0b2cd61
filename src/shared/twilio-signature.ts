// Twilio's request signature (X-Twilio-Signature): HMAC-SHA1, keyed with the account's auth token, over the full
// URL Twilio called followed by each POST parameter's name and value, sorted by name; base64. The Worker checks
// it on the inbound SMS webhook; the local message sink signs with it when it plays an inbound text.
// https://www.twilio.com/docs/usage/security#validating-requests

const encoder = new TextEncoder()

function signedText(url: string, params: URLSearchParams): string {
  const pairs = [...params.entries()].sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
  return url + pairs.map(([name, value]) => `${name}${value}`).join('')
}

async function hmacKey(authToken: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(authToken), { name: 'HMAC', hash: 'SHA-1' }, false, [
    'sign',
    'verify',
  ])
}

export async function twilioSignature(authToken: string, url: string, params: URLSearchParams): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(authToken), encoder.encode(signedText(url, params)))
  let binary = ''
  for (const byte of new Uint8Array(mac)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Whether `signature` is Twilio's for this request; compared in constant time by WebCrypto. */
export async function twilioSignatureValid(
  authToken: string,
  url: string,
  params: URLSearchParams,
  signature: string,
): Promise<boolean> {
  let bytes: Uint8Array<ArrayBuffer>
  try {
    bytes = Uint8Array.from(atob(signature), (char) => char.charCodeAt(0))
  } catch {
    return false
  }
  if (bytes.length !== 20) return false
  return crypto.subtle.verify('HMAC', await hmacKey(authToken), bytes, encoder.encode(signedText(url, params)))
}
