// GET /checkout rendered by the Worker (docs/decisions/055): the whole form in the HTML with the pods and their
// seats read for the request (never from a cache), the plan choice with its schedule, the commitments, the
// Stripe.js preload, and nothing written by the reading. The browser side is e2e/checkout-html.spec.ts.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { submitLabel, summaryLine } from '../../src/client/checkout/checkout-steps.ts'
import { inventoryItems, purchases } from '../../src/worker/platform/db/schema.ts'
import { createItem } from '../helpers/checkout.ts'
import { request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'

async function checkout(query: string): Promise<{ html: string; headers: Headers }> {
  const response = await request(`/checkout${query}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toContain('text/html')
  // React's separators between adjacent texts (<!-- -->) are no part of what a reader sees.
  return { html: (await response.text()).replace(/<!-- -->/g, ''), headers: response.headers }
}

const seatsLine = (html: string, name: string) =>
  new RegExp(`${name}</span>.*?(\\d+) of (\\d+) spots left`).exec(html)?.slice(1, 3).map(Number)

describe('GET /checkout rendered on the Worker', () => {
  it('holds the heading, the price, each pod with its seats, the plan choice, the contact fields and commitments', async () => {
    const pod = await createItem({ price: 49900, planPayments: 3, planAmount: 17900, totalSlots: 8, availableSlots: 5 })
    const { html, headers } = await checkout(`?type=brotherhood&inventoryId=${pod.id}`)
    expect(headers.get('Cache-Control')).toBe('no-store')
    expect(html).toContain('Join a Brotherhood Pod')
    expect(html).toContain('Complete Your Purchase')
    expect(html).toContain(`Brotherhood Pod (12 weeks): ${pod.name} — $499.00`)
    expect(seatsLine(html, pod.name)).toEqual([5, 8])
    expect(html).toContain('3 monthly payments of $179.00 ($537.00 in all)')
    expect(html).toContain('Your payment schedule')
    for (const label of ['First name', 'Last name', 'Email', 'Phone']) expect(html).toContain(`>${label}</label>`)
    expect(html).toContain('Brotherhood Pod Commitments')
    expect(html).toContain('Initializing secure payment system...')
    expect(html).toMatch(/<link rel="preload" as="script" href="[^"]+"/)
    expect(html).toContain('Paying needs JavaScript')
  })

  it('names no amount until an option is chosen, and then the chosen one’s, never a type default', async () => {
    const pod = await createItem({ price: 49900, totalSlots: 8, availableSlots: 5 })
    const slot = await createItem({ type: 'coaching_slot', price: 180000, totalSlots: 1, availableSlots: 1 })
    for (const [type, item] of [
      ['brotherhood', pod],
      ['one-to-one', slot],
    ] as const) {
      const bare = (await checkout(`?type=${type}`)).html
      const summary = /id="checkout-summary"[^>]*>([^<]*)</.exec(bare)?.[1]
      const button = /id="checkout-submit"[^>]*>([^<]*)</.exec(bare)?.[1]
      expect(summary).not.toMatch(/\$/)
      expect(button).toBe('Complete Purchase Securely Through Stripe')
      expect(bare).not.toMatch(/\$600\.00|\$1,500\.00/)
      const chosen = (await checkout(`?type=${type}&inventoryId=${item.id}`)).html
      const price = type === 'brotherhood' ? '$499.00' : '$1,800.00'
      expect(/id="checkout-summary"[^>]*>([^<]*)</.exec(chosen)?.[1]).toContain(`${item.name} — ${price}`)
      expect(/id="checkout-submit"[^>]*>([^<]*)</.exec(chosen)?.[1]).toBe(
        `Complete Purchase Securely Through Stripe - ${price}`,
      )
    }
  })

  it("the page's script words it the same way: no amount before a choice, whatever the intent's placeholder", () => {
    expect(submitLabel(false, null)).toBe('Complete Purchase Securely Through Stripe')
    expect(summaryLine('Brotherhood Pod (12 weeks)', null)).toBe('Brotherhood Pod (12 weeks)')
    expect(submitLabel(false, '$499.00')).toBe('Complete Purchase Securely Through Stripe - $499.00')
    expect(submitLabel(true, null)).toBe('Book My Free Strategy Call')
  })

  it('reads the seats afresh on every request', async () => {
    const pod = await createItem({ totalSlots: 6, availableSlots: 6 })
    expect(seatsLine((await checkout('?type=brotherhood')).html, pod.name)).toEqual([6, 6])
    await testDb().update(inventoryItems).set({ availableSlots: 2 }).where(eq(inventoryItems.id, pod.id))
    expect(seatsLine((await checkout('?type=brotherhood')).html, pod.name)).toEqual([2, 6])
  })

  it('offers the waitlist for a sold-out pod asked for by id, as a form island', async () => {
    const pod = await createItem({ totalSlots: 4, availableSlots: 0 })
    const { html } = await checkout(`?type=brotherhood&inventoryId=${pod.id}`)
    expect(html).toContain('Join the waitlist')
    expect(html).toContain('data-island="waitlist-form"')
    expect(html).not.toContain('id="checkout-form"')
  })

  it('the free call needs no pods and no Stripe.js; a waitlist offer link is opened by the browser', async () => {
    const call = await checkout('')
    expect(call.html).toContain('Book Your Free Strategy Call')
    expect(call.html).toContain('No payment required for this consultation')
    expect(call.html).not.toContain('rel="preload" as="script"')
    const offer = await checkout('?offer=offer-token-aaaaaaaaaaaaaaaa')
    expect(offer.html).toContain('Opening your offer...')
    expect(offer.html).not.toContain('offer-token-aaaaaaaaaaaaaaaa')
  })

  it('reading it writes nothing: no purchase, no hold (a prerendered checkout has no side effects)', async () => {
    const before = (await testDb().select({ id: purchases.id }).from(purchases)).length
    await checkout('?type=brotherhood')
    await checkout('?type=one-to-one')
    expect((await testDb().select({ id: purchases.id }).from(purchases)).length).toBe(before)
  })
})

describe('the public pages prepare checkout', () => {
  it("GET / carries speculation rules that prerender the pay buttons' checkout with moderate eagerness", async () => {
    const html = await (await request('/')).text()
    const rules = /<script type="speculationrules">(.*?)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(rules!)).toEqual({
      prerender: [{ where: { selector_matches: 'a[data-payment-type]' }, eagerness: 'moderate' }],
    })
    expect(html).toContain('data-payment-type="brotherhood"')
  })
})
