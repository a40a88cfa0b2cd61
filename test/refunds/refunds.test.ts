// The 30-day guarantee end to end against the Stripe emulator: the signed link, one refund whatever is
// repeated, the seat back in the ledger once, the window's edges, an authorization canceled rather than
// refunded, manual approval with its 72 hours, and a refund that fails afterwards.
import { env } from 'cloudflare:workers'
import { and, eq, like } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { REFUND_WINDOW_MS, type RefundLinkView } from '../../src/shared/refunds.ts'
import { createStripe } from '../../src/worker/platform/adapters/stripe.ts'
import { outbox, purchases, refundRequests, refunds } from '../../src/worker/platform/db/schema.ts'
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/site.ts'
import { renderEmail } from '../../src/worker/features/outbox/message-templates.ts'
import {
  readRefundLink,
  refundPathFor,
  signRefundLink,
  windowOpen,
} from '../../src/worker/features/refunds/refund-link.ts'
import { CLAIM_MS, executeRefund } from '../../src/worker/features/refunds/refund-execution.ts'
import { requestRefund, runDueRefunds } from '../../src/worker/features/refunds/refund-requests.ts'
import { client, json, request } from '../helpers/client.ts'
import {
  authorizeCard,
  buySeat,
  type Checkout,
  createItem,
  holdSeat,
  holdStatus,
  type Item,
  ledgerOf,
  purchaseOf,
  seatsLeft,
  sendEvent,
  STRIPE,
  stripeCall,
  stripeIntent,
} from '../helpers/checkout.ts'
import { testDb } from '../helpers/db.ts'
import { newClientAddress } from '../helpers/leads.ts'
import {
  buyOnPlan,
  createPlanItem,
  dayAt,
  laterCharges,
  planRows,
  purchaseById,
  runPlanCharges,
} from '../helpers/plans.ts'
import { adminCookie } from '../helpers/sessions.ts'

const DAY = 24 * 60 * 60 * 1000
const HOUR = 60 * 60 * 1000
const stripe = () => createStripe(env)!

interface Paid {
  item: Item
  checkout: Checkout
  purchaseId: number
  refundPath: string
  token: string
}

/** A pod bought with a card and settled through the success page, whose answer carries the refund link. */
async function paidPod(card = 'pm_card_visa', price = 45000, schedule: Partial<Item> = {}): Promise<Paid> {
  const item = await createItem({ price, totalSlots: 3, ...schedule })
  const { answer, purchase, ...checkout } = await buySeat(item, { card })
  expect(answer.success).toBe(true)
  return {
    item,
    checkout,
    purchaseId: purchase.id,
    refundPath: answer.receipt!.refundPath!,
    token: answer.receipt!.refundPath!.replace('/refund#', ''),
  }
}

const ask = (token: string, body: Record<string, unknown> = {}) =>
  request('/api/refunds/ask', { method: 'POST', body: { token, ...body } }, { address: newClientAddress() })
const look = (token: string) => client({ address: newClientAddress() }).api.refunds.view.$post({ json: { token } })

/** Refund calls the Worker made to Stripe for this payment (the emulator's log). */
async function refundCallsFor(paymentIntentId: string) {
  const refundsAtStripe = await json<{ data: { id: string; amount: number; status: string }[] }>(
    await stripeCall(`/v1/refunds?payment_intent=${paymentIntentId}`),
  )
  return refundsAtStripe.data
}

/** The events Stripe sent about refunds of this payment, in the order it sent them. */
async function refundEventsFor(paymentIntentId: string) {
  const events = await json<{ type: string; payload: string }[]>(await fetch(`${STRIPE}/__emulator/events`))
  return events.filter(
    (e) =>
      (JSON.parse(e.payload) as { data: { object: { payment_intent?: string } } }).data.object.payment_intent ===
      paymentIntentId,
  )
}

const messagesAbout = (purchaseId: number) =>
  testDb()
    .select()
    .from(outbox)
    .where(like(outbox.idempotencyKey, `%refund%:${purchaseId}`))
const refundRows = (paymentIntentId: string) =>
  testDb().select().from(refunds).where(eq(refunds.stripePaymentIntentId, paymentIntentId))
const requestOf = async (purchaseId: number) =>
  (await testDb().select().from(refundRequests).where(eq(refundRequests.purchaseId, purchaseId)))[0]

async function setApproval(refundApproval: 'automatic' | 'manual') {
  const response = await client({ cookie: await adminCookie() }).api.admin['refund-settings'].$put({
    json: { refundApproval },
  })
  expect(response.status).toBe(200)
}

afterEach(async () => {
  await setApproval('automatic')
})

describe('the refund link', () => {
  it('the success page and the receipt carry the same signed link; it shows the purchase and exactly what comes back', async () => {
    const { checkout, purchaseId, refundPath, token, item } = await paidPod()
    expect(refundPath).toMatch(/^\/refund#\d+\.\d+\.[A-Za-z0-9_-]{43}$/)
    const [receipt] = await testDb()
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `receipt:${checkout.paymentIntentId}`))
    expect(receipt!.payload).toMatchObject({ refundPath })
    const email = renderEmail('purchase-receipt', checkout.buyer.email, receipt!.payload, {
      settings: DEFAULT_SITE_SETTINGS,
      siteUrl: 'https://coaching.test',
    })!
    expect(email.text).toContain(`ask for your refund here: https://coaching.test${refundPath} within 30 days`)
    expect(email.html).toContain(`<a href="https://coaching.test${refundPath}"`)

    const view = await json<RefundLinkView>(await look(token))
    const purchase = (await purchaseOf(checkout.paymentIntentId))!
    expect(view).toEqual({
      state: 'available',
      description: `Brotherhood Pod (12 weeks): ${item.name}`,
      amountPaid: 45000,
      refundAmount: 45000,
      why: '$450.00 comes back to your card: the 30-day guarantee refunds everything you paid.',
      paidAt: purchase.fulfilledAt,
      windowEndsAt: new Date(Date.parse(purchase.fulfilledAt!) + 30 * DAY).toISOString(),
      approveAfter: null,
      contact: { name: 'Brotherhood Coaching', email: 'hello@example.com', phone: '(555) 555-0100' },
      // A pod not started yet: no call held, no action due, so the record stands on track (decision 106).
      guarantee: expect.objectContaining({ standing: 'on-track', words: 'Guarantee: on track' }),
      conditions: 'attend every call and complete your assigned actions',
      // The agreement he ticked, in its own version's words with this purchase's facts (decision 108).
      agreement: {
        text: expect.stringContaining('attend every call and complete your assigned actions, or get a full refund'),
        versionDate: expect.any(String),
      },
    })
    expect(view.agreement!.text).toContain(item.name)
    expect((await readRefundLink(env.REFUND_LINK_SECRET, token))?.purchaseId).toBe(purchaseId)
  })

  it('a tampered, foreign or malformed link is refused with nothing written', async () => {
    const { token, purchaseId, checkout } = await paidPod()
    const [id, end, mac] = token.split('.') as [string, string, string]
    const later = String(Number(end) + 10 * DAY)
    const otherSecret = await signRefundLink('another-secret-that-is-long-enough-0123456789', {
      purchaseId,
      windowEndsAt: Number(end),
    })
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'Q' : 'A'}`
    // The same signature bytes spelled otherwise: the last character's two lowest bits are not part of any byte.
    const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const respelled = `${mac.slice(0, -1)}${B64URL[B64URL.indexOf(mac.at(-1)!) ^ 1]}`
    for (const bad of [
      `${Number(id) + 1}.${end}.${mac}`,
      `${id}.${later}.${mac}`,
      `${id}.${end}.${flipped}`,
      `${id}.${end}.${respelled}`,
      otherSecret,
      'nonsense',
      `${id}.${end}`,
    ]) {
      const response = await ask(bad)
      expect(response.status, bad).toBe(404)
      expect(await json(response)).toEqual({
        message: 'This refund link is not valid. Please use the link in your receipt, or contact us.',
      })
      expect((await look(bad)).status).toBe(404)
    }
    expect(await requestOf(purchaseId)).toBeUndefined()
    expect(await refundCallsFor(checkout.paymentIntentId)).toEqual([])
  })

  it('takes no amount from the browser: a body with one is refused, and the refund is always the server’s sum', async () => {
    const { token, checkout, purchaseId } = await paidPod()
    const refused = await ask(token, { amount: 100 })
    expect(refused.status).toBe(400)
    expect(await requestOf(purchaseId)).toBeUndefined()
    expect(await refundCallsFor(checkout.paymentIntentId)).toEqual([])

    expect((await ask(token)).status).toBe(200)
    expect((await refundCallsFor(checkout.paymentIntentId)).map((r) => r.amount)).toEqual([45000])
  })
})

describe('one refund, whatever is repeated', () => {
  it('inside the window: refunded at once, the seat back in the ledger, the buyer and the owner told', async () => {
    const { item, checkout, purchaseId, token } = await paidPod()
    expect(await seatsLeft(item.id)).toBe(2)

    const response = await ask(token)
    expect(response.status).toBe(200)
    expect(await json<RefundLinkView>(response)).toMatchObject({ state: 'refunded', refundAmount: 45000 })

    expect(await refundCallsFor(checkout.paymentIntentId)).toMatchObject([{ amount: 45000, status: 'succeeded' }])
    const calls = await json<{ path: string; idempotencyKey: string | null; method: string }[]>(
      await fetch(`${STRIPE}/__emulator/requests?path=/v1/refunds`),
    )
    expect(
      calls.filter(
        (c) =>
          c.path === '/v1/refunds' && c.method === 'POST' && c.idempotencyKey === `refund:${checkout.paymentIntentId}`,
      ),
    ).toHaveLength(1)
    expect(await purchaseOf(checkout.paymentIntentId)).toMatchObject({ status: 'refunded' })
    expect(await seatsLeft(item.id)).toBe(3)
    expect(await holdStatus(checkout.paymentIntentId)).toBe('released')
    expect((await ledgerOf(item.id).snapshot())!.available).toBe(3)

    const messages = await messagesAbout(purchaseId)
    expect(messages.map((m) => `${m.channel}:${m.template}:${m.recipient}`).sort()).toEqual([
      `email:owner-refund:hello@example.com`,
      `email:refund-confirmation:${checkout.buyer.email}`,
      `sms:owner-refund:+15555550100`,
    ])
    expect(messages.find((m) => m.channel === 'sms')!.payload).toMatchObject({
      text: expect.stringMatching(
        /^Refund made: Sam Lee, Brotherhood Pod \(12 weeks\): .*, \$450\.00\. The seat is back on sale\.$/,
      ),
    })
  })

  it('a double click, a reload, replayed and reordered webhooks: one refund at Stripe, one row, the seat back once', async () => {
    const { item, checkout, purchaseId, token } = await paidPod()
    const [first, second] = await Promise.all([ask(token), ask(token)])
    expect([first.status, second.status]).toEqual([200, 200])
    const reload = await ask(token)
    expect(await json<RefundLinkView>(reload)).toMatchObject({ state: 'refunded' })

    const events = await refundEventsFor(checkout.paymentIntentId)
    expect(events.map((e) => e.type)).toEqual(['refund.created', 'charge.refunded'])
    // charge.refunded first, then each twice.
    for (const event of [events[1]!, events[0]!, events[1]!, events[0]!]) await sendEvent(event)

    expect(await refundCallsFor(checkout.paymentIntentId)).toHaveLength(1)
    expect(await refundRows(checkout.paymentIntentId)).toMatchObject([{ status: 'succeeded', amount: 45000 }])
    expect(await seatsLeft(item.id)).toBe(3)
    expect((await ledgerOf(item.id).snapshot())!.available).toBe(3)
    expect(await messagesAbout(purchaseId)).toHaveLength(3)
  })

  it('a pod with sessions: its receipt invited the buyer, and the refund sends the cancellation once, whatever is repeated', async () => {
    const { checkout, purchaseId, token } = await paidPod('pm_card_visa', 45000, {
      startsOn: '2027-01-07',
      dayOfWeek: 'thursday',
      timeSlot: '6:40 PM PST',
    })
    const calendarMessages = () => testDb().select().from(outbox).where(eq(outbox.recipient, checkout.buyer.email))
    expect((await calendarMessages()).find((m) => m.template === 'purchase-receipt')?.attachments).toHaveLength(1)
    expect((await calendarMessages()).filter((m) => m.template === 'calendar-cancel')).toHaveLength(0)

    await Promise.all([ask(token), ask(token)])
    await ask(token)
    for (const event of await refundEventsFor(checkout.paymentIntentId)) await sendEvent(event)

    const cancellations = (await calendarMessages()).filter((m) => m.template === 'calendar-cancel')
    expect(cancellations).toHaveLength(1)
    expect(cancellations[0]!.idempotencyKey).toBe(`calendar-cancel:${purchaseId}`)
    expect(JSON.stringify(cancellations[0]!.attachments)).toContain('METHOD:CANCEL')
  })

  it('the webhook finishes a refund whose caller died after Stripe made it', async () => {
    const { item, checkout, purchaseId } = await paidPod()
    // As if a caller had claimed the request, written its row and asked Stripe, then crashed before recording.
    const [request] = await testDb()
      .insert(refundRequests)
      .values({
        purchaseId,
        status: 'refunding',
        amount: 45000,
        requestedAt: new Date().toISOString(),
        claimedAt: new Date().toISOString(),
      })
      .returning()
    await testDb().insert(refunds).values({
      refundRequestId: request!.id,
      stripePaymentIntentId: checkout.paymentIntentId,
      kind: 'refund',
      amount: 45000,
    })
    expect(
      (await stripeCall('/v1/refunds', { payment_intent: checkout.paymentIntentId, amount: '45000' })).status,
    ).toBe(200)

    // charge.refunded names no refund: it cannot tell the row's refund was made, so nothing is finished yet.
    await sendEvent((await refundEventsFor(checkout.paymentIntentId)).find((e) => e.type === 'charge.refunded')!)
    expect(await requestOf(purchaseId)).toMatchObject({ status: 'refunding' })
    expect(await seatsLeft(item.id)).toBe(2)
    await sendEvent((await refundEventsFor(checkout.paymentIntentId)).find((e) => e.type === 'refund.created')!)
    expect(await requestOf(purchaseId)).toMatchObject({ status: 'refunded' })
    expect(await purchaseOf(checkout.paymentIntentId)).toMatchObject({ status: 'refunded' })
    expect(await seatsLeft(item.id)).toBe(3)
  })
})

describe('a payment plan', () => {
  it('refunds what was paid, payment by payment, and cancels what is left', async () => {
    const item = await createPlanItem()
    const { purchase, paymentIntentId } = await buyOnPlan(item)
    const due = (await planRows(purchase.id)).map((row) => row.dueOn)
    expect(await runPlanCharges(dayAt(due[1]!), purchase.id)).toEqual({ paid: 1, failed: 0 })
    const token = (await refundPathFor(env, (await purchaseById(purchase.id))!))!.replace('/refund#', '')
    expect(await json<RefundLinkView>(await look(token))).toMatchObject({ refundAmount: 35800 })

    expect((await ask(token)).status).toBe(200)
    const second = (await planRows(purchase.id))[1]!
    expect(await refundCallsFor(paymentIntentId)).toMatchObject([{ amount: 17900, status: 'succeeded' }])
    expect(await refundCallsFor(second.stripePaymentIntentId!)).toMatchObject([{ amount: 17900, status: 'succeeded' }])
    expect((await planRows(purchase.id)).map((row) => row.status)).toEqual(['paid', 'paid', 'canceled'])
    expect(await purchaseById(purchase.id)).toMatchObject({ status: 'refunded', planStatus: 'canceled' })
    expect(await seatsLeft(item.id)).toBe(item.totalSlots)

    expect(await runPlanCharges(dayAt(due[2]!), purchase.id)).toEqual({ paid: 0, failed: 0 })
    expect(await laterCharges(purchase)).toHaveLength(1)
  })
})

describe('one caller at a time', () => {
  it('a request another caller holds is left alone until its claim lapses after two minutes, then finished once', async () => {
    const { item, checkout, purchaseId } = await paidPod()
    const claimedAt = Date.now()
    const [request] = await testDb()
      .insert(refundRequests)
      .values({
        purchaseId,
        status: 'refunding',
        amount: 45000,
        requestedAt: new Date(claimedAt).toISOString(),
        claimedAt: new Date(claimedAt).toISOString(),
      })
      .returning()
    await executeRefund(testDb(), env, stripe(), request!.id, claimedAt + CLAIM_MS)
    await runDueRefunds(testDb(), env, stripe(), claimedAt + CLAIM_MS)
    expect(await refundCallsFor(checkout.paymentIntentId)).toEqual([])
    expect(await requestOf(purchaseId)).toMatchObject({ status: 'refunding' })

    await runDueRefunds(testDb(), env, stripe(), claimedAt + CLAIM_MS + 1)
    expect(await refundCallsFor(checkout.paymentIntentId)).toHaveLength(1)
    expect(await requestOf(purchaseId)).toMatchObject({ status: 'refunded' })
    expect(await seatsLeft(item.id)).toBe(3)
  })
})

describe('the admin', () => {
  it('lists the refunded purchase and counts revenue net of refunds', async () => {
    const cookie = await adminCookie()
    const report = async () =>
      (
        await json<{ purchases: { count: number; revenue: number; refunds: { count: number; amount: number } } }>(
          await client({ cookie }).api.admin.analytics.$get({ query: {} }),
        )
      ).purchases
    const before = await report()
    const { token, purchaseId } = await paidPod('pm_card_visa', 30000)
    const paid = await report()
    expect(paid).toMatchObject({ count: before.count + 1, revenue: before.revenue + 30000 })
    await ask(token)
    const after = await report()
    expect(after).toEqual({
      ...paid,
      revenue: paid.revenue - 30000,
      refunds: { count: paid.refunds.count + 1, amount: paid.refunds.amount + 30000 },
    })
    const list = await json<{
      refundApproval: string
      requests: { purchaseId: number; status: string; amount: number; name: string }[]
    }>(await client({ cookie }).api.admin.refunds.$get())
    expect(list.refundApproval).toBe('automatic')
    expect(list.requests.find((r) => r.purchaseId === purchaseId)).toMatchObject({
      status: 'refunded',
      amount: 30000,
      name: 'Sam Lee',
    })
  })
})

describe('the 30-day window, under a fake clock', () => {
  it('the window is 30 × 24 hours from the payment, its last millisecond included', () => {
    const end = Date.parse('2026-01-01T10:00:00.000Z') + REFUND_WINDOW_MS
    expect(new Date(end).toISOString()).toBe('2026-01-31T10:00:00.000Z')
    expect(windowOpen(end, end)).toBe(true)
    expect(windowOpen(end, end + 1)).toBe(false)
  })

  it('day 30 is refunded; day 31 is expired, says so with the owner’s contact, and asks Stripe nothing', async () => {
    const stillIn = await paidPod()
    const paidAt = Date.parse((await purchaseOf(stillIn.checkout.paymentIntentId))!.fulfilledAt!)
    const onDay30 = await requestRefund(testDb(), env, stripe(), stillIn.token, paidAt + 30 * DAY)
    expect(onDay30.state).toBe('refunded')

    const late = await paidPod()
    const latePaidAt = Date.parse((await purchaseOf(late.checkout.paymentIntentId))!.fulfilledAt!)
    await expect(requestRefund(testDb(), env, stripe(), late.token, latePaidAt + 30 * DAY + 1)).rejects.toMatchObject({
      status: 410,
    })
    await expect(requestRefund(testDb(), env, stripe(), late.token, latePaidAt + 31 * DAY)).rejects.toMatchObject({
      status: 410,
    })
    expect(await requestOf(late.purchaseId)).toBeUndefined()
    expect(await refundCallsFor(late.checkout.paymentIntentId)).toEqual([])
  })

  it('an expired link, as the buyer opens it: the page says expired and the button is refused with how to reach the owner', async () => {
    const { checkout, purchaseId } = await paidPod()
    const paidLongAgo = new Date(Date.now() - 31 * DAY).toISOString()
    await testDb().update(purchases).set({ fulfilledAt: paidLongAgo }).where(eq(purchases.id, purchaseId))
    const token = await signRefundLink(env.REFUND_LINK_SECRET, {
      purchaseId,
      windowEndsAt: Date.parse(paidLongAgo) + REFUND_WINDOW_MS,
    })
    expect(await json<RefundLinkView>(await look(token))).toMatchObject({
      state: 'expired',
      contact: { email: 'hello@example.com', phone: '(555) 555-0100' },
    })
    const refused = await ask(token)
    expect(refused.status).toBe(410)
    expect(await json(refused)).toEqual({
      message:
        'The 30-day guarantee for this purchase has ended, so it can no longer be refunded from this ' +
        'link. Please contact us at hello@example.com or (555) 555-0100.',
    })
    expect(await refundCallsFor(checkout.paymentIntentId)).toEqual([])
  })

  it('a link signed for a later end never outlasts the purchase’s own window', async () => {
    const { purchaseId } = await paidPod()
    const paidLongAgo = new Date(Date.now() - 31 * DAY).toISOString()
    await testDb().update(purchases).set({ fulfilledAt: paidLongAgo }).where(eq(purchases.id, purchaseId))
    const token = await signRefundLink(env.REFUND_LINK_SECRET, { purchaseId, windowEndsAt: Date.now() + DAY })
    expect((await ask(token)).status).toBe(410)
  })
})

describe('an authorization never captured', () => {
  it('is canceled, not refunded: no refund at Stripe, the seat back once, nothing charged', async () => {
    const item = await createItem({ price: 45000, totalSlots: 3 })
    const checkout = await holdSeat(item)
    await authorizeCard(checkout)
    // The seat is sold in the ledger but the capture never happened (a provider failure at capture time).
    await ledgerOf(item.id).secure(item.id, checkout.paymentIntentId)
    const purchase = (await purchaseOf(checkout.paymentIntentId))!
    const token = await signRefundLink(env.REFUND_LINK_SECRET, {
      purchaseId: purchase.id,
      windowEndsAt: Date.now() + REFUND_WINDOW_MS,
    })

    const response = await ask(token)
    expect(response.status).toBe(200)
    expect(await json<RefundLinkView>(response)).toMatchObject({ state: 'refunded', refundAmount: 0 })
    expect(await stripeIntent(checkout.paymentIntentId)).toMatchObject({ status: 'canceled', amount_received: 0 })
    expect(await refundCallsFor(checkout.paymentIntentId)).toEqual([])
    expect(await refundRows(checkout.paymentIntentId)).toMatchObject([
      { kind: 'authorization-canceled', status: 'succeeded' },
    ])
    expect(await purchaseOf(checkout.paymentIntentId)).toMatchObject({ status: 'canceled' })
    expect(await seatsLeft(item.id)).toBe(3)
    expect((await ledgerOf(item.id).snapshot())!.available).toBe(3)
    expect((await ask(token)).status).toBe(200)
    expect((await ledgerOf(item.id).snapshot())!.available).toBe(3)
    const [email] = await testDb()
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `refund-confirmation:${purchase.id}`))
    expect(email!.payload).toMatchObject({ amount: 0 })
  })
})

describe('approval by hand', () => {
  it('waits in the queue, tells the owner, and approves itself after 72 hours (cron under a fake clock)', async () => {
    await setApproval('manual')
    const { item, checkout, purchaseId, token } = await paidPod()
    const asked = await json<RefundLinkView>(await ask(token))
    expect(asked.state).toBe('awaiting-approval')
    const request = (await requestOf(purchaseId))!
    const requestedAt = Date.parse(request.requestedAt)
    expect(Date.parse(asked.approveAfter!)).toBe(requestedAt + 72 * HOUR)
    expect(await refundCallsFor(checkout.paymentIntentId)).toEqual([])
    expect(await seatsLeft(item.id)).toBe(2)
    const [sms] = await testDb()
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `owner-refund-requested-sms:${purchaseId}`))
    expect(String(sms!.payload.text)).toMatch(
      /^Refund requested: Sam Lee, .*, \$450\.00\. Approve it in the admin, or it is approved by itself on .*\.$/,
    )

    const queue = await json<{ requests: { id: number; status: string }[] }>(
      await client({ cookie: await adminCookie() }).api.admin.refunds.$get(),
    )
    expect(queue.requests.find((r) => r.id === request.id)).toMatchObject({ status: 'awaiting-approval' })

    await runDueRefunds(testDb(), env, stripe(), requestedAt + 72 * HOUR - 1)
    expect(await requestOf(purchaseId)).toMatchObject({ status: 'awaiting-approval' })
    await runDueRefunds(testDb(), env, stripe(), requestedAt + 72 * HOUR)
    expect(await requestOf(purchaseId)).toMatchObject({ status: 'refunded', approvedBy: 'timeout' })
    expect(await refundCallsFor(checkout.paymentIntentId)).toHaveLength(1)
    expect(await seatsLeft(item.id)).toBe(3)
    await runDueRefunds(testDb(), env, stripe(), requestedAt + 80 * HOUR)
    expect(await refundCallsFor(checkout.paymentIntentId)).toHaveLength(1)
  })

  it('the owner approves from the admin at once; approving twice is a 409', async () => {
    await setApproval('manual')
    const { checkout, purchaseId, token } = await paidPod()
    await ask(token)
    const request = (await requestOf(purchaseId))!
    const cookie = await adminCookie()
    const approve = () =>
      client({ cookie }).api.admin.refunds[':id'].approve.$post({ param: { id: String(request.id) } })
    const approved = await approve()
    expect(approved.status).toBe(200)
    expect(await json(approved)).toEqual({ id: request.id, status: 'refunded' })
    expect(await requestOf(purchaseId)).toMatchObject({ approvedBy: 'owner' })
    expect((await approve()).status).toBe(409)
    expect(await refundCallsFor(checkout.paymentIntentId)).toHaveLength(1)
  })
})

describe('a refund that fails afterwards (refund.failed)', () => {
  it('puts the purchase back as paid, gives the buyer a seat again when one is free, and tells the owner once', async () => {
    const { item, checkout, purchaseId, token } = await paidPod('pm_card_refundFail')
    expect(await json<RefundLinkView>(await ask(token))).toMatchObject({ state: 'refunded' })
    expect(await seatsLeft(item.id)).toBe(3)
    const [made] = await refundCallsFor(checkout.paymentIntentId)
    // pm_card_refundFail fails its refund by itself shortly after; on a loaded machine that may come first (409).
    expect([200, 409]).toContain((await stripeCall(`/__emulator/refunds/${made!.id}/fail`, {})).status)
    const events = await refundEventsFor(checkout.paymentIntentId)
    const failed = events.find((e) => e.type === 'refund.failed')!
    await sendEvent(failed)
    await sendEvent(failed)
    // A late copy of the creation changes nothing back.
    await sendEvent(events.find((e) => e.type === 'refund.created')!)

    expect(await requestOf(purchaseId)).toMatchObject({
      status: 'failed',
      failureReason: 'The card refused the refund (expired_or_canceled_card)',
    })
    expect(await refundRows(checkout.paymentIntentId)).toMatchObject([{ status: 'failed' }])
    expect(await purchaseOf(checkout.paymentIntentId)).toMatchObject({ status: 'succeeded' })
    expect(await seatsLeft(item.id)).toBe(2)
    expect(await holdStatus(checkout.paymentIntentId)).toBe('sold')
    const told = await testDb()
      .select()
      .from(outbox)
      .where(and(like(outbox.idempotencyKey, 'owner-refund-failed-%'), like(outbox.idempotencyKey, `%:${made!.id}`)))
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms'])
    expect(String(told[0]!.payload.text)).toContain('The buyer keeps the purchase and has their seat again.')
    expect(await json<RefundLinkView>(await look(token))).toMatchObject({ state: 'failed' })
  })

  it('on a plan, gives back the payments the refund stopped: they are due again and the owner is told', async () => {
    const item = await createPlanItem()
    const { purchase, paymentIntentId } = await buySeat(item, { paymentChoice: 'plan', card: 'pm_card_refundFail' })
    const due = (await planRows(purchase.id)).map((row) => row.dueOn)
    const token = (await refundPathFor(env, (await purchaseById(purchase.id))!))!.replace('/refund#', '')
    expect(await json<RefundLinkView>(await ask(token))).toMatchObject({ state: 'refunded' })
    expect((await planRows(purchase.id)).map((row) => row.status)).toEqual(['paid', 'canceled', 'canceled'])

    const [made] = await refundCallsFor(paymentIntentId)
    // pm_card_refundFail fails its refund by itself shortly after; on a loaded machine that may come first (409).
    expect([200, 409]).toContain((await stripeCall(`/__emulator/refunds/${made!.id}/fail`, {})).status)
    const failed = (await refundEventsFor(paymentIntentId)).find((e) => e.type === 'refund.failed')!
    await sendEvent(failed)
    await sendEvent(failed)

    expect(await purchaseById(purchase.id)).toMatchObject({ status: 'succeeded', planStatus: 'active' })
    expect((await planRows(purchase.id)).map((row) => [row.status, row.attempts])).toEqual([
      ['paid', 0],
      ['scheduled', 0],
      ['scheduled', 0],
    ])
    const told = await testDb()
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `owner-refund-failed-email:${made!.id}`))
    expect(String(told[0]!.payload.text)).toContain(
      'The plan runs again: its 2 remaining payment(s) are due as scheduled.',
    )
    expect(await runPlanCharges(dayAt(due[1]!), purchase.id)).toEqual({ paid: 1, failed: 0 })
  })
})
