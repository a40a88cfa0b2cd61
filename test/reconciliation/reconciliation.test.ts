// The nightly reconciliation (decision 068) against its own Stripe emulator, reached through the real Stripe SDK:
// each test starts from an empty ledger of sales in D1 and a fresh Stripe account, builds what it needs on both
// sides (and in the seat ledgers), and reads what the run found, stored and emailed.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/site.ts'
import { runReconciliation } from '../../src/worker/features/reconciliation/reconciliation.ts'
import { DAILY_CRON, runScheduledJobs } from '../../src/worker/scheduled.ts'
import {
  cronRuns,
  outbox,
  planPayments,
  purchases,
  reconciliationRuns,
  refundRequests,
  refunds,
  seatHolds,
  strategyCalls,
} from '../../src/worker/platform/db/schema.ts'
import { createStripeEmulator, type StripeEmulator } from '../../tools/stripe-emulator/emulator.ts'
import { buyerDetails, createItem, holdSeat, type Item, ledgerOf, reserve } from '../helpers/checkout.ts'
import { json, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { adminCookie } from '../helpers/sessions.ts'

const HOUR = 60 * 60 * 1000
const PRICE = 45000

let emulator: StripeEmulator
let stripe: Stripe

beforeEach(async () => {
  emulator = createStripeEmulator({ webhookSecret: 'whsec_reconciliation' })
  stripe = new Stripe('sk_test_reconciliation', {
    httpClient: Stripe.createFetchHttpClient((input, init) => emulator.handle(new Request(input, init))),
    maxNetworkRetries: 0,
  })
  const db = testDb()
  await db.batch([
    db.delete(reconciliationRuns),
    db.delete(outbox),
    db.delete(refunds),
    db.delete(refundRequests),
    db.delete(planPayments),
    db.delete(seatHolds),
    db.delete(strategyCalls),
    db.delete(purchases),
  ])
})

async function call<T = { id: string }>(path: string, form?: Record<string, string>): Promise<T> {
  const response = await emulator.handle(
    new Request(`https://api.stripe.com${path}`, {
      method: form ? 'POST' : 'GET',
      headers: {
        Authorization: 'Bearer sk_test_reconciliation',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    }),
  )
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as T
}

/** A checkout's intent, authorized on a test card (the seat is sold at this point) and captured unless told. */
async function paidIntent(
  item: Pick<Item, 'id'> | null,
  { amount = PRICE, capture = true, metadata = {} as Record<string, string> } = {},
): Promise<string> {
  const intent = await call('/v1/payment_intents', {
    amount: String(amount),
    currency: 'usd',
    capture_method: 'manual',
    'metadata[purchaseType]': 'brotherhood',
    'metadata[inventoryId]': item ? String(item.id) : '',
    ...Object.fromEntries(Object.entries(metadata).map(([key, value]) => [`metadata[${key}]`, value])),
  })
  await call(`/v1/payment_intents/${intent.id}/confirm`, { payment_method: 'pm_card_visa' })
  if (capture) await call(`/v1/payment_intents/${intent.id}/capture`, {})
  return intent.id
}

type PurchaseRow = typeof purchases.$inferSelect

async function recordPurchase(
  item: Pick<Item, 'id'> | null,
  paymentIntentId: string | null,
  values: Partial<typeof purchases.$inferInsert> = {},
): Promise<PurchaseRow> {
  const [row] = await testDb()
    .insert(purchases)
    .values({
      inventoryItemId: item?.id ?? null,
      type: 'brotherhood',
      description: 'Brotherhood Pod',
      amount: PRICE,
      status: 'succeeded',
      stripePaymentIntentId: paymentIntentId,
      firstName: 'Rec',
      lastName: 'Oncile',
      email: `reconcile-${crypto.randomUUID()}@example.com`,
      phone: '(541) 555-0142',
      ...values,
    })
    .returning()
  return row!
}

/** The item's ledger sells the payment's seat, as settlement does on authorization. */
async function sellSeat(item: Pick<Item, 'id'>, holdId: string): Promise<void> {
  const ledger = ledgerOf(item.id)
  expect((await ledger.hold(item.id, holdId, 3 * 60_000)).ok).toBe(true)
  expect((await ledger.secure(item.id, holdId)).ok).toBe(true)
}

/** A sale as the site makes it: captured at Stripe, succeeded in D1, its seat sold in the ledger. */
async function completeSale(item: Pick<Item, 'id'>): Promise<{ paymentIntentId: string; purchase: PurchaseRow }> {
  const paymentIntentId = await paidIntent(item)
  const purchase = await recordPurchase(item, paymentIntentId)
  await sellSeat(item, paymentIntentId)
  return { paymentIntentId, purchase }
}

/** The refund as refunds/ records it: the request refunded, one row per intent given back, the purchase refunded. */
async function recordRefund(purchase: PurchaseRow, stripeRefundId: string | null, amount = PRICE): Promise<void> {
  const db = testDb()
  const now = new Date().toISOString()
  const [request] = await db
    .insert(refundRequests)
    .values({ purchaseId: purchase.id, status: 'refunded', amount, requestedAt: now, refundedAt: now })
    .returning()
  await db.batch([
    db.insert(refunds).values({
      refundRequestId: request!.id,
      stripePaymentIntentId: purchase.stripePaymentIntentId!,
      kind: 'refund',
      amount,
      stripeRefundId,
      status: 'succeeded',
    }),
    db.update(purchases).set({ status: 'refunded' }).where(eq(purchases.id, purchase.id)),
  ])
}

/** A night's run: the window ends an hour before `now`, so `now` is set past what the test just made. */
const reconcile = (hoursLater = 2) => runReconciliation(testDb(), env, stripe, Date.now() + hoursLater * HOUR)

const kindsOf = (run: { differences: { kind: string }[] }) => run.differences.map((found) => found.kind)

const ownerEmails = () => testDb().select().from(outbox).where(eq(outbox.template, 'owner-reconciliation'))

describe('the nightly reconciliation with Stripe', () => {
  it('finds no difference when Stripe, D1 and the ledgers agree, paging through over 100 intents', async () => {
    const item = await createItem({ totalSlots: 10 })
    await completeSale(item)
    // A sale later refunded: money back at Stripe, the request and its row in D1, the seat returned.
    const refunded = await completeSale(item)
    const refund = await call('/v1/refunds', { payment_intent: refunded.paymentIntentId })
    await recordRefund(refunded.purchase, refund.id)
    await ledgerOf(item.id).returnSeat(refunded.paymentIntentId)
    // A plan: its first payment is the purchase's intent, its second a later intent of its own.
    const plan = await completeSale(item)
    const second = await paidIntent(null, {
      amount: 15000,
      metadata: { planPurchaseId: String(plan.purchase.id), planPaymentNumber: '2' },
    })
    await testDb().insert(planPayments).values({
      purchaseId: plan.purchase.id,
      number: 2,
      amount: 15000,
      dueOn: '2026-12-01',
      status: 'paid',
      nextAttemptAt: new Date().toISOString(),
      stripePaymentIntentId: second,
      paidAt: new Date().toISOString(),
    })
    // Checkouts opened and left: intents never confirmed, no purchase, nothing taken.
    for (let i = 0; i < 105; i += 1)
      await call('/v1/payment_intents', {
        amount: String(PRICE),
        currency: 'usd',
        'metadata[purchaseType]': 'brotherhood',
      })

    const run = await reconcile()

    expect(run.differences).toEqual([])
    const [stored] = await testDb().select().from(reconciliationRuns)
    expect(stored).toMatchObject({ id: run.id, intents: 109, refunds: 1, items: 1, differences: 0, newDifferences: 0 })
    expect(await ownerEmails()).toEqual([])
  })

  it('finds a payment Stripe took that no sold purchase records', async () => {
    const item = await createItem()
    const orphan = await paidIntent(item)
    const canceled = await paidIntent(item)
    await recordPurchase(item, canceled, { status: 'canceled' })

    const run = await reconcile()

    expect(run.differences).toEqual([
      expect.objectContaining({ kind: 'captured-without-sale', paymentIntentId: canceled }),
      expect.objectContaining({ kind: 'captured-without-sale', paymentIntentId: orphan, purchaseId: null }),
    ])
    expect(run.differences[0]!.detail).toMatch(
      /^\$450\.00 taken by Stripe .*; its purchase #\d+ is canceled, not sold\.$/,
    )
    expect(run.differences[1]!.detail).toContain('no purchase on the site has this payment')
  })

  it('finds a sold purchase whose payment Stripe never captured, and one Stripe does not know', async () => {
    const item = await createItem()
    const authorized = await paidIntent(item, { capture: false })
    await recordPurchase(item, authorized)
    await sellSeat(item, authorized)
    await recordPurchase(item, 'pi_unknown_to_stripe')
    await sellSeat(item, 'pi_unknown_to_stripe')

    const run = await reconcile()

    expect(run.differences).toEqual([
      expect.objectContaining({ kind: 'sale-not-captured', paymentIntentId: authorized }),
      expect.objectContaining({ kind: 'sale-not-captured', paymentIntentId: 'pi_unknown_to_stripe' }),
    ])
    expect(run.differences[0]!.detail).toContain('is requires_capture at Stripe')
    expect(run.differences[1]!.detail).toContain('unknown to Stripe')
  })

  it('finds a sale whose amount or item differs from what Stripe took', async () => {
    const item = await createItem()
    const other = await createItem()
    const cheaper = await paidIntent(item, { amount: 30000 })
    await recordPurchase(item, cheaper)
    await sellSeat(item, cheaper)
    const elsewhere = await paidIntent(other)
    await recordPurchase(item, elsewhere)
    await sellSeat(item, elsewhere)

    const run = await reconcile()

    expect(run.differences).toEqual([
      expect.objectContaining({ kind: 'sale-differs', paymentIntentId: cheaper }),
      expect.objectContaining({ kind: 'sale-differs', paymentIntentId: elsewhere }),
    ])
    expect(run.differences[0]!.detail).toContain('$300.00 taken by Stripe')
    expect(run.differences[0]!.detail).toContain('records $450.00')
    expect(run.differences[1]!.detail).toContain(`item ${other.id}`)
  })

  it('finds a refund made at Stripe that the site does not show, and a refund the site shows that Stripe never made', async () => {
    const item = await createItem()
    // Refunded in Stripe's dashboard: the site still counts the sale.
    const dashboard = await completeSale(item)
    const refund = await call('/v1/refunds', { payment_intent: dashboard.paymentIntentId })
    // Refunded on the site, with a refund id Stripe has never seen.
    const phantom = await completeSale(item)
    await recordRefund(phantom.purchase, 're_never_made')
    await ledgerOf(item.id).returnSeat(phantom.paymentIntentId)

    const run = await reconcile()

    expect(run.differences).toEqual([
      expect.objectContaining({
        kind: 'refund-not-recorded',
        key: `refund-not-recorded:${refund.id}`,
        purchaseId: dashboard.purchase.id,
      }),
      expect.objectContaining({ kind: 'refund-not-at-stripe', purchaseId: phantom.purchase.id }),
    ])
    expect(run.differences[1]!.detail).toContain('no refund at Stripe')
  })

  it('finds a refund the site recorded that later failed at Stripe', async () => {
    const item = await createItem()
    const sale = await completeSale(item)
    const refund = await call('/v1/refunds', { payment_intent: sale.paymentIntentId })
    await recordRefund(sale.purchase, refund.id)
    await ledgerOf(item.id).returnSeat(sale.paymentIntentId)
    await emulator.handle(
      new Request(`https://api.stripe.com/__emulator/refunds/${refund.id}/fail`, { method: 'POST' }),
    )

    const run = await reconcile()

    expect(kindsOf(run)).toEqual(['refund-not-at-stripe'])
    expect(run.differences[0]!.detail).toContain(`refund ${refund.id} is failed`)
  })

  it('finds an item whose ledger sold another number of seats than D1 records', async () => {
    const item = await createItem()
    const sale = await completeSale(item)
    // Captured and recorded, but the ledger never sold its seat.
    const unsold = await paidIntent(item)
    await recordPurchase(item, unsold)

    const run = await reconcile()

    expect(run.differences).toEqual([
      expect.objectContaining({
        kind: 'seats-differ',
        inventoryItemId: item.id,
        detail: `Item ${item.id}: the seat ledger has 1 sold, the database records 2 sales.`,
      }),
    ])
    expect(sale.purchase.status).toBe('succeeded')
    // The other way round, counted in English: one sale is '1 sale'.
    await testDb().update(purchases).set({ status: 'refunded' }).where(eq(purchases.stripePaymentIntentId, unsold))
    await sellSeat(item, unsold)
    const again = await reconcile(26)
    expect(again.differences.map((found) => found.detail)).toContain(
      `Item ${item.id}: the seat ledger has 2 sold, the database records 1 sale.`,
    )
  })

  it('finds nothing on a site with seats on hold, a free call booked on a slot and a refund in flight', async () => {
    const pods = [await createItem(), await createItem(), await createItem()]
    await holdSeat(pods[0]!)
    await holdSeat(pods[2]!)
    const slot = await createItem({ type: 'consultation', price: 0, totalSlots: 2 })
    expect((await reserve({ ...buyerDetails(), type: 'strategy-call', inventoryId: slot.id })).status).toBe(201)
    const sale = await completeSale(pods[1]!)
    await testDb().insert(refundRequests).values({
      purchaseId: sale.purchase.id,
      status: 'refunding',
      amount: PRICE,
      requestedAt: new Date().toISOString(),
    })

    const run = await reconcile()

    expect(run.differences).toEqual([])
    expect(await ownerEmails()).toEqual([])
  })

  it('emails the owner once about a difference, not every night it stays, and again for a new one', async () => {
    const item = await createItem()
    const first = await paidIntent(item)

    const night1 = await reconcile(2)
    const night2 = await reconcile(26)
    const second = await paidIntent(item)
    const night3 = await reconcile(50)

    expect([night1, night2, night3].map((run) => run.fresh.map((found) => found.paymentIntentId))).toEqual([
      [first],
      [],
      [second],
    ])
    const emails = await ownerEmails()
    expect(emails.map((email) => email.idempotencyKey)).toEqual([
      `reconciliation:${night1.id}`,
      `reconciliation:${night3.id}`,
    ])
    // The business's contact address (site settings), as for the owner's other emails.
    expect(emails.map((email) => email.recipient)).toEqual([
      DEFAULT_SITE_SETTINGS.contactEmail,
      DEFAULT_SITE_SETTINGS.contactEmail,
    ])
    const payload = emails[1]!.payload as { differences: number; fresh: { kind: string; detail: string }[] }
    expect(payload.differences).toBe(2)
    expect(payload.fresh).toEqual([{ kind: 'captured-without-sale', detail: expect.stringContaining(second) }])
    // A difference gone for a night and back is new again.
    await recordPurchase(item, first, { status: 'refunded' })
    await recordPurchase(item, second, { status: 'refunded' })
    expect((await reconcile(74)).differences).toEqual([])
    await testDb().update(purchases).set({ status: 'canceled' }).where(eq(purchases.stripePaymentIntentId, first))
    expect((await reconcile(98)).fresh.map((found) => found.paymentIntentId)).toEqual([first])
    expect(await ownerEmails()).toHaveLength(3)
  })

  it('a night run twice for the same moment writes one run and one email', async () => {
    await paidIntent(await createItem())
    const at = Date.now() + 2 * HOUR

    await runReconciliation(testDb(), env, stripe, at)
    await runReconciliation(testDb(), env, stripe, at)

    expect(await testDb().select().from(reconciliationRuns)).toHaveLength(1)
    expect(await ownerEmails()).toHaveLength(1)
  })
})

describe('the daily cron', () => {
  it('runs the reconciliation against the Worker’s own Stripe and records the job', async () => {
    await runScheduledJobs(env, DAILY_CRON, Date.now() + 2 * HOUR)

    const [job] = await testDb().select().from(cronRuns).where(eq(cronRuns.job, 'reconcile with Stripe'))
    expect(job).toMatchObject({ outcome: 'ok', error: null })
    // The shared emulator holds the other test files' payments too, so only the run itself is certain.
    expect(await testDb().select().from(reconciliationRuns)).toHaveLength(1)
  })
})

describe('the System tab’s reconciliation', () => {
  interface System {
    reconciliation: { id: string; differences: number; found: { kind: string; detail: string }[] } | null
  }
  const system = async () => json<System>(await request('/api/admin/system', {}, { cookie: await adminCookie() }))

  it('is null before any run, then the last run with its differences', async () => {
    expect((await system()).reconciliation).toBeNull()
    const orphan = await paidIntent(await createItem())
    const run = await reconcile()

    const { reconciliation } = await system()

    expect(reconciliation).toMatchObject({ id: run.id, differences: 1 })
    expect(reconciliation!.found).toEqual([
      expect.objectContaining({ kind: 'captured-without-sale', detail: expect.stringContaining(orphan) }),
    ])
  })
})
