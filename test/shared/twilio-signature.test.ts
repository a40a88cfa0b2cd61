// Twilio's request signature, checked against the example in Twilio's own security documentation, so the
// webhook and the message sink (which share this code) cannot agree on a wrong algorithm.
import { describe, expect, it } from 'vitest'
import { twilioSignature, twilioSignatureValid } from '../../src/shared/twilio-signature.ts'

const DOCUMENTED = {
  authToken: '12345',
  url: 'https://mycompany.com/myapp.php?foo=1&bar=2',
  params: new URLSearchParams({
    CallSid: 'CA1234567890ABCDE',
    Caller: '+12349013030',
    Digits: '1234',
    From: '+12349013030',
    To: '+18005551212',
  }),
  signature: '0/KCTR6DLpKmkAf8muzZqo1nDgQ=',
}

describe('the Twilio signature', () => {
  it("gives Twilio's documented signature for its documented request", async () => {
    const { authToken, url, params, signature } = DOCUMENTED
    expect(await twilioSignature(authToken, url, params)).toBe(signature)
    expect(await twilioSignatureValid(authToken, url, params, signature)).toBe(true)
  })

  it('refuses the signature with another token, another URL, a changed parameter or garbage', async () => {
    const { authToken, url, params, signature } = DOCUMENTED
    expect(await twilioSignatureValid('54321', url, params, signature)).toBe(false)
    expect(await twilioSignatureValid(authToken, `${url}&baz=3`, params, signature)).toBe(false)
    const changed = new URLSearchParams(params)
    changed.set('Digits', '4321')
    expect(await twilioSignatureValid(authToken, url, changed, signature)).toBe(false)
    expect(await twilioSignatureValid(authToken, url, params, 'not base64!')).toBe(false)
    expect(await twilioSignatureValid(authToken, url, params, '')).toBe(false)
  })
})
