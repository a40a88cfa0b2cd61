// What the Worker's pages and emails say about the free call, the guarantee and a waitlist offer: one name for the
// free call, no price countdown on it, no scarcity on the older home that the records do not hold, the guarantee's
// conditions where the refund is asked for, the guide's and the old checkout's links leading to the open times,
// and an offer link that opens as an offer.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/site.ts'
import { claimPath } from '../../src/shared/waitlist-links.ts'
import { renderEmail } from '../../src/worker/features/outbox/message-templates.ts'
import { request } from '../helpers/client.ts'
import { createItem } from '../helpers/checkout.ts'

async function html(address: string): Promise<string> {
  const response = await request(address)
  expect(response.status, address).toBe(200)
  return (await response.text()).replace(/<!-- -->/g, '')
}

/** The HTML of the home page's section at this anchor, up to the next anchor's. */
function section(page: string, id: string): string {
  const start = page.indexOf(`id="${id}"`)
  expect(start, id).toBeGreaterThan(-1)
  const next = page.indexOf('scroll-mt-16', page.indexOf('>', start))
  return page.slice(start, next === -1 ? undefined : next)
}

describe('the free strategy call on the home page', () => {
  it('has a countdown that names no price, since the call is free', async () => {
    const page = await html('/')
    const call = section(page, 'strategy-call')
    expect(call).toContain('Free, no obligation')
    expect(call).not.toContain('price increases')
  })

  it('is called by the one name the SPEC gives it in the contact section and the footer', async () => {
    const page = await html('/')
    expect(page).not.toMatch(/free consult\b/i)
    expect(section(page, 'contact')).toContain('Book a free strategy call')
  })
})

describe('the older home', () => {
  it('claims no scarcity or price rise the records do not hold', async () => {
    const page = await html('/old')
    expect(section(page, 'scarcity')).toContain('Places are limited')
    expect(page).not.toMatch(/Only \d+ spots? left|price increases/)
  })
})

describe('the terms page', () => {
  it('states the guarantee in the offer’s words, what decides it, and where his own agreement is, in US spelling', async () => {
    const page = await html('/terms-and-conditions')
    expect(page).toContain(
      '30-day action guarantee: attend every call and complete your assigned actions, or get a full refund.',
    )
    expect(page).toContain('each purchase keeps the version it was sold with')
    expect(page).not.toMatch(/see progress|unauthorised|counselling/)
  })
})

describe('the refund page', () => {
  it('quotes the guarantee’s conditions as the home page states them, never "No questions asked"', async () => {
    const page = await html('/refund')
    expect(page).not.toContain('No questions asked')
    expect(page).toContain(
      'Our guarantee, as the offer states it: “30-day action guarantee: attend every call and complete your ' +
        'assigned actions, or get a full refund.”',
    )
  })
})

describe('the links to the free call', () => {
  it('in the guide email lead to the free call’s open times, not to a payment page', () => {
    const email = renderEmail(
      'guide-email',
      'marcus@example.com',
      { firstName: 'Marcus' },
      {
        settings: DEFAULT_SITE_SETTINGS,
        siteUrl: 'https://coaching.test',
        unsubscribe: null,
      },
    )!
    expect(email.html).toContain('href="https://coaching.test/#strategy-call"')
    expect(email.html).not.toContain('/checkout?type=strategy-call')
  })

  it('of the old checkout path (emails already sent) land on the open times', async () => {
    for (const address of ['/checkout?type=strategy-call', '/checkout?type=strategy-call&inventoryId=7']) {
      const response = await request(address, {}, { redirect: 'manual' })
      expect(response.status, address).toBe(302)
      expect(response.headers.get('Location')).toBe('/#strategy-call')
    }
  })
})

describe("a waitlist offer's link", () => {
  it('opens as an offer from the first paint, never as the free call’s form, and keeps its token out of the request', async () => {
    const link = claimPath('offer-token-aaaaaaaaaaaaaaaa')
    const [address, fragment] = link.split('#')
    expect(fragment).toBe('offer=offer-token-aaaaaaaaaaaaaaaa')
    expect(address).not.toContain('offer-token')
    const page = await html(address!)
    expect(page).toContain('Opening your offer...')
    expect(page).not.toContain('No payment required for this consultation')
  })
})

describe("a pod's weekly time at checkout", () => {
  afterEach(() => vi.useRealTimers())

  it("carries its next meeting as an instant, for the visitor's browser to say on his own clock", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-12-01T18:00:00Z')) // a Tuesday, 10 AM Pacific
    const pod = await createItem({ dayOfWeek: 'thursday', timeSlot: '6:40 PM PST' })
    const page = await html('/checkout?type=brotherhood')
    const option = page.slice(page.indexOf(`value="${pod.id}"`))
    expect(option.slice(0, option.indexOf('</label>'))).toContain(
      'Thursdays at 6:40 PM PST<span data-visitor-time="2026-12-04T02:40:00.000Z"',
    )
  })
})
