// GET /refund, /plan, /waitlist/decline and /booking rendered by the Worker (docs/decisions/063): the pages of the links whose
// token rides in the fragment answer their whole shell, the same for everyone, with nothing of a buyer's and no
// token (an old link's query is never read), never kept, with the tag-free policy. The browser side (reading the
// token, asking the server, filling the page) is in e2e/link-pages-html.spec.ts and the refund and plan specs.
import { describe, expect, it } from 'vitest'
import { request } from '../helpers/client.ts'

async function page(address: string): Promise<{ html: string; headers: Headers }> {
  const response = await request(address)
  expect(response.status, address).toBe(200)
  expect(response.headers.get('Content-Type')).toContain('text/html')
  return { html: (await response.text()).replace(/<!-- -->/g, ''), headers: response.headers }
}

const PAGES = [
  {
    path: '/refund',
    oldLink: '/refund?token=1.1790000000000.query-token-aaaaaaaaaaaaaaaaaaa',
    title: 'Your 30-day guarantee',
    says: ['Loading your purchase…', 'Request my refund of', 'Refund link not valid'],
    needs: 'Seeing your purchase and asking for your refund needs JavaScript',
  },
  {
    path: '/plan',
    oldLink: '/plan?token=query-token-aaaaaaaaaaaaaaaaaaa',
    title: 'Your payment plan',
    says: ['Loading your plan...', 'Update your card', 'Your card is updated. Thank you!'],
    needs: 'Seeing your payments and updating your card needs JavaScript',
  },
  {
    path: '/waitlist/decline',
    oldLink: '/waitlist/decline?offer=query-token-aaaaaaaaaaaaaaaaaaa',
    title: 'Waitlist offer',
    says: ['Not interested in this seat?', 'This cannot be undone.', 'Give my seat to the next person'],
    needs: 'Answering this offer needs JavaScript',
  },
  {
    path: '/booking',
    oldLink: '/booking?token=query-token-aaaaaaaaaaaaaaaaaaa',
    title: 'Your free strategy call',
    says: ['Loading your booking...', 'Move to another time', 'Cancel this call', 'Book another time'],
    needs: 'Seeing, moving or cancelling your booking needs JavaScript',
  },
  {
    path: '/action',
    oldLink: '/action?token=query-token-aaaaaaaaaaaaaaaaaaa',
    title: 'Your action',
    says: ['Loading your action...', 'Mark it done', 'Undo: not done yet', 'A note for your coach'],
    needs: 'Marking your action done needs JavaScript',
  },
]

describe('the link pages rendered on the Worker', () => {
  for (const { path, oldLink, title, says, needs } of PAGES) {
    it(`${path}: its shell, what it needs a script for, never kept, no token even from an old link`, async () => {
      for (const address of [path, oldLink]) {
        const { html, headers } = await page(address)
        expect(headers.get('Cache-Control')).toBe('no-store')
        expect(html).toContain(`<title>${title}</title>`)
        for (const text of says) expect(html, text).toContain(text)
        expect(html).toMatch(new RegExp(`<noscript>.*${needs}`, 's'))
        expect(html).not.toContain('query-token')
      }
    })

    it(`${path}: the tag-free policy, as for every page whose link carries a secret`, async () => {
      const csp = (await page(path)).headers.get('Content-Security-Policy') ?? ''
      expect(csp).toContain('script-src')
      expect(csp).not.toMatch(/facebook|googletagmanager/)
    })
  }

  it('the plan page names the Stripe.js it will load when a card is updated, and does not preload it', async () => {
    const { html } = await page('/plan')
    expect(html).toMatch(/data-stripe-js="[^"]+"/)
    expect(html).not.toContain('rel="preload" as="script"')
  })

  it('an old-shaped /plan/<token> address is not a plan page', async () => {
    const response = await request('/plan/query-token-aaaaaaaaaaaaaaaaaaa')
    expect(await response.text()).not.toContain('Your payment plan')
  })
})
