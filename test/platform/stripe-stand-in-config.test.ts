// The local Stripe stand-in is allowed and named only where the configuration names it: without
// STRIPE_JS_URL (production) the CSP and /api/public-config say nothing of it; with it, the CSP lets the page
// load the stand-in's script and reach the emulator, and the browser learns where the stand-in is.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { headersFileText, securityHeaders } from '../../src/shared/security-headers.ts'
import { request } from '../helpers/client.ts'

const STAND_IN = {
  STRIPE_JS_URL: 'http://127.0.0.1:8787/stripe-js-stand-in.js?api=http%3A%2F%2F127.0.0.1%3A12111',
  STRIPE_API_BASE: 'http://127.0.0.1:12111',
}

async function get(path: string, vars: Partial<Env> = {}) {
  return request(path, {}, { env: { ...env, STRIPE_JS_URL: '', ...vars } })
}

function directive(csp: string | null, name: string): string[] {
  const found = (csp ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
  return found?.slice(1) ?? []
}

describe('the Stripe.js stand-in in the Content-Security-Policy', () => {
  it('is not named without STRIPE_JS_URL, even when STRIPE_API_BASE points elsewhere', async () => {
    const csp = (await get('/api/public-config')).headers.get('Content-Security-Policy')
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      // The home page's speculation rules (decision 055); no other inline script.
      "'inline-speculation-rules'",
      'https://js.stripe.com',
      'https://connect.facebook.net',
      'https://www.googletagmanager.com',
    ])
    expect(directive(csp, 'connect-src')).not.toContain('http://stripe.test')
    expect(csp).not.toContain('127.0.0.1')
  })

  it('names the stand-in’s origin for scripts and the emulator’s for connections when configured', async () => {
    const csp = (await get('/api/public-config', STAND_IN)).headers.get('Content-Security-Policy')
    expect(directive(csp, 'script-src')).toContain('http://127.0.0.1:8787')
    expect(directive(csp, 'connect-src')).toContain('http://127.0.0.1:12111')
    expect(directive(csp, 'script-src')).not.toContain('http://127.0.0.1:12111')
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"])
  })

  it('applies to every answer, a refusal too', async () => {
    const response = await get('/api/inventory/type/no-such-type', STAND_IN)
    expect(response.status).toBe(400)
    expect(directive(response.headers.get('Content-Security-Policy'), 'connect-src')).toContain(
      'http://127.0.0.1:12111',
    )
  })

  it('is never in the `_headers` file, so one build serves every local site, whatever its ports', () => {
    expect(headersFileText()).toContain(securityHeaders['Content-Security-Policy'])
    expect(headersFileText()).not.toContain('127.0.0.1')
  })

  it('is named on the page that loads Stripe.js, which the Worker answers, not the `_headers` file', async () => {
    const response = await get('/checkout?type=brotherhood', STAND_IN)
    expect(response.headers.get('Content-Type')).toContain('text/html')
    const csp = response.headers.get('Content-Security-Policy')
    expect(directive(csp, 'script-src')).toContain('http://127.0.0.1:8787')
    expect(directive(csp, 'connect-src')).toContain('http://127.0.0.1:12111')
  })
})

describe('GET /api/public-config names the Stripe.js to load', () => {
  it('null (Stripe’s own) without STRIPE_JS_URL', async () => {
    expect(await (await get('/api/public-config')).json()).toMatchObject({ stripeJsUrl: null })
  })

  it('the stand-in’s address when configured', async () => {
    expect(await (await get('/api/public-config', STAND_IN)).json()).toMatchObject({
      stripeJsUrl: STAND_IN.STRIPE_JS_URL,
    })
  })
})
