// GET /payment-success rendered by the Worker (docs/decisions/060): the page Stripe returns the buyer to, in its
// first state, with the tag-free policy of a page whose address carries a payment's secret. The browser side
// (taking the payment out of the address, confirming it, filling the page) is in the checkout e2e specs.
import { describe, expect, it } from 'vitest'
import { CONFIRMING_PARAM, successAddress } from '../../src/shared/checkout/success-address.ts'
import { request } from '../helpers/client.ts'

async function successPage(
  query = '',
  init: { headers?: Record<string, string> } = {},
): Promise<{ html: string; headers: Headers }> {
  const response = await request(`/payment-success${query}`, init)
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toContain('text/html')
  return { html: (await response.text()).replace(/<!-- -->/g, ''), headers: response.headers }
}

const partShown = (html: string, part: string) => new RegExp(`data-part="${part}">`).test(html)

describe('GET /payment-success rendered on the Worker', () => {
  it("opens on 'Processing payment...' when Stripe's return names a payment, and puts no secret in the page", async () => {
    const { html, headers } = await successPage(
      '?payment_intent=pi_page_1&payment_intent_client_secret=pi_page_1_secret_zz&redirect_status=succeeded',
    )
    expect(headers.get('Cache-Control')).toBe('no-store')
    expect(partShown(html, 'processing')).toBe(true)
    expect(partShown(html, 'done')).toBe(false)
    expect(html).toContain('Processing payment...')
    expect(html).not.toContain('pi_page_1')
    expect(html).toContain('<title>Payment Successful</title>')
  })

  it("opens on 'Processing payment...' for checkout's own hand-off, whose payment is in the fragment", async () => {
    // successAddress(): `?confirming=1#payment_intent=…&payment_intent_client_secret=…`; the fragment never arrives.
    const { html } = await successPage(`?${CONFIRMING_PARAM}=1`)
    expect(partShown(html, 'processing')).toBe(true)
    expect(partShown(html, 'done')).toBe(false)
    expect(successAddress('pi_x', 'pi_x_secret_y')).toBe(
      `/payment-success?${CONFIRMING_PARAM}=1#payment_intent=pi_x&payment_intent_client_secret=pi_x_secret_y`,
    )
  })

  it('with no payment to confirm, shows the purchase guessed from the page the buyer came from (SPEC §4)', async () => {
    const { html } = await successPage('', { headers: { Referer: 'http://localhost/checkout?type=brotherhood' } })
    expect(partShown(html, 'done')).toBe(true)
    expect(html).toContain('Payment Successful!')
    expect(html).toContain('Brotherhood Pod')
    expect(html).toContain('What happens next?')
    const free = await successPage('')
    expect(free.html).toContain('Free Strategy Call')
  })

  it("states the guarantee's conditions in the SPEC's words beside the refund link (decision 107)", async () => {
    const { html } = await successPage('', { headers: { Referer: 'http://localhost/checkout?type=one-to-one' } })
    expect(html).toContain(
      'Our 30-day guarantee: attend every call and complete your assigned actions, or get a full refund.',
    )
  })

  it('names no amount it has not confirmed: no type default ($600.00, $1,500.00) before the payment answers', async () => {
    for (const type of ['brotherhood', 'one-to-one']) {
      const { html } = await successPage('', { headers: { Referer: `http://localhost/checkout?type=${type}` } })
      expect(html).not.toMatch(/\$\d/)
      expect(html).toMatch(/data-slot="amount-box"[^>]*hidden/)
    }
  })

  it('carries the tag-free policy: no tag origin in its CSP, as for the other pages with a secret', async () => {
    const { headers } = await successPage('?payment_intent=pi_page_2&payment_intent_client_secret=x')
    const csp = headers.get('Content-Security-Policy') ?? ''
    expect(csp).toContain('script-src')
    expect(csp).not.toMatch(/facebook|googletagmanager/)
    const home = await request('/api/site-settings')
    expect(home.headers.get('Content-Security-Policy')).toMatch(/facebook|googletagmanager/)
  })
})
