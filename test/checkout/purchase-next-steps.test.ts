// What a buyer is told to do next and when he meets: a pod's day, time and first session in the receipt, the
// success page's answer and My coaching; a one-to-one buyer sent to book his own sessions on My coaching with the
// first open times, never told the coach "will contact you within 24 hours".
import { and, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/site.ts'
import type { ClientOverview } from '../../src/worker/features/clients/client-overview.ts'
import { renderEmail } from '../../src/worker/features/outbox/message-templates.ts'
import { outbox } from '../../src/worker/platform/db/schema.ts'
import { useRules } from '../helpers/booking-rules.ts'
import { buyerDetails, buySeat, createItem } from '../helpers/checkout.ts'
import { json, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { newClientAddress, uniqueEmail } from '../helpers/leads.ts'
import { signedInClient } from '../helpers/my-coaching.ts'

// Thursdays at 6:40 PM Pacific from 26 February 2026.
const POD_SCHEDULE = { startsOn: '2026-02-23', dayOfWeek: 'thursday', timeSlot: '6:40 PM PST' } as const
const POD_WORDS =
  'Meets every Thursday at 6:40 PM Pacific time for 12 weeks; the first session is Thursday, February 26, 2026 at ' +
  '6:40 PM Pacific time.'
const CONTACT_SOON = 'will contact you within 24 hours'

afterEach(() => vi.useRealTimers())

async function receiptOf(email: string) {
  const [row] = await testDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.template, 'purchase-receipt')))
  const rendered = renderEmail(row!.template, row!.recipient, row!.payload, {
    settings: DEFAULT_SITE_SETTINGS,
    siteUrl: 'https://coaching.test',
    unsubscribe: null,
  })
  return rendered!.text
}

async function overviewOf(email: string): Promise<ClientOverview> {
  const cookie = await signedInClient(email)
  const response = await request('/api/my-coaching', {}, { cookie, address: newClientAddress() })
  expect(response.status).toBe(200)
  return json<ClientOverview>(response)
}

describe("a pod's start date and weekly time", () => {
  it('are said in the receipt, the success page and My coaching', async () => {
    const item = await createItem(POD_SCHEDULE)
    const email = uniqueEmail('pod')
    const { answer } = await buySeat(item, { buyer: buyerDetails({ email }) })
    expect(await receiptOf(email)).toContain(POD_WORDS)
    expect(answer.receipt?.schedule).toBe(POD_WORDS)
    const [bought] = (await overviewOf(email)).purchases
    expect(bought!.schedule).toBe(POD_WORDS)
  })

  it('are left out while the pod has no start date, rather than guessed', async () => {
    const item = await createItem({ dayOfWeek: 'thursday', timeSlot: '6:40 PM PST' })
    const email = uniqueEmail('pod')
    await buySeat(item, { buyer: buyerDetails({ email }) })
    expect(await receiptOf(email)).not.toContain('Meets every')
  })
})

describe('a one-to-one buyer', () => {
  it('is sent to My coaching to book his sessions, with the first open times, in the receipt and the success answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2031-06-02T15:00:00Z')) // a Monday, 8 AM Pacific
    await useRules()
    const item = await createItem({ type: 'coaching_slot', price: 150000, totalSlots: 50, availableSlots: 50 })
    const email = uniqueEmail('client')
    const { answer } = await buySeat(item, { buyer: buyerDetails({ email }) })
    const receipt = await receiptOf(email)
    expect(receipt).not.toContain(CONTACT_SOON)
    expect(receipt).toContain('book your first session on My coaching')
    expect(receipt).toContain('https://coaching.test/my-coaching')
    expect(receipt).toContain('The first open times:')
    expect(receipt).toContain('Monday, June 2, 2031 at 9:00 AM Pacific time')
    const openTimes = answer.receipt?.openTimes
    expect(openTimes).toHaveLength(3)
    expect(openTimes![0]).toBe('Monday, June 2, 2031 at 9:00 AM Pacific time')
  })

  it("reads the same on the Worker-rendered success page's next steps", async () => {
    const response = await request('/payment-success')
    const html = (await response.text()).replace(/<!-- -->/g, '')
    const oneToOne = /<template data-next-steps="one-to-one">([\s\S]*?)<\/template>/.exec(html)![1]!
    expect(oneToOne).not.toContain(CONTACT_SOON)
    expect(oneToOne).toContain('href="/my-coaching"')
    expect(oneToOne).toContain('Book your first session on My coaching')
  })
})
