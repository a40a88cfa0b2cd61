// The agreement at purchase (decision 108): checkout refuses a reserve without the current version's tick (and
// holds nothing), records the tick like a consent, and an owner's edit is a new version that no earlier purchase
// is moved to.
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AGREEMENT_CHANGED, AGREEMENT_REQUIRED, DEFAULT_AGREEMENT_WORDS } from '../../src/shared/agreement.ts'
import { GUARANTEE_CONDITIONS } from '../../src/shared/guarantee.ts'
import { agreementOfPurchase, currentAgreement } from '../../src/worker/features/agreements/agreements.ts'
import { agreementAcceptances } from '../../src/worker/platform/db/schema.ts'
import {
  agreedSeatsLeft,
  buySeat,
  buyerDetails,
  createIntent,
  createItem,
  holdsOf,
  ledgerOf,
  planStripeFailure,
  purchaseOf,
  reserve,
  seatsLeft,
} from '../helpers/checkout.ts'
import { json, ORIGIN, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { newClientAddress } from '../helpers/leads.ts'
import { adminCookie } from '../helpers/sessions.ts'
import { paidPurchase } from '../helpers/actions.ts'

const oneToOne = () =>
  createItem({ type: 'coaching_slot', name: `Package ${crypto.randomUUID().slice(0, 6)}`, price: 180000 })

async function opened(item: { id: number }) {
  const address = newClientAddress()
  const intent = await createIntent({ type: 'one-to-one', inventoryId: item.id }, address)
  const body = { ...buyerDetails(), type: 'one-to-one', inventoryId: item.id, paymentIntentId: intent.paymentIntentId }
  return { address, body, paymentIntentId: intent.paymentIntentId! }
}

async function saveWords(words: string) {
  return request('/api/admin/agreement', { method: 'PUT', body: { words } }, { cookie: await adminCookie() })
}

describe('checkout without the current agreement', () => {
  it('refuses a reserve with no tick, and holds no seat and writes no purchase', async () => {
    const item = await oneToOne()
    const { address, body, paymentIntentId } = await opened(item)
    const refused = await reserve({ ...body, agreementVersion: undefined }, address)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ fields: { agreement: AGREEMENT_REQUIRED } })
    expect(await purchaseOf(paymentIntentId)).toBeUndefined()
    expect(await holdsOf(item.id)).toEqual([])
    expect(await seatsLeft(item.id)).toBe(item.availableSlots)
  })

  it('refuses a tick of an older version with the new words, and takes the new one', async () => {
    const item = await oneToOne()
    const { address, body, paymentIntentId } = await opened(item)
    const old = await currentAgreement(testDb())
    expect((await saveWords(`${DEFAULT_AGREEMENT_WORDS}\n\nWe pray for every man we coach.`)).status).toBe(200)
    const refused = await reserve({ ...body, agreementVersion: old.version }, address)
    expect(refused.status).toBe(409)
    const answer = await json<{ message: string; agreement: { version: string; words: string } }>(refused)
    expect(answer.message).toBe(AGREEMENT_CHANGED)
    expect(answer.agreement.words).toContain('We pray for every man we coach.')
    expect(await purchaseOf(paymentIntentId)).toBeUndefined()
    expect(await agreedSeatsLeft(item.id)).toBe(item.availableSlots)
    const taken = await reserve({ ...body, agreementVersion: answer.agreement.version }, address)
    expect(taken.status, await taken.clone().text()).toBe(200)
    expect((await purchaseOf(paymentIntentId))?.agreementVersion).toBe(answer.agreement.version)
  })

  it('never counts a seat as agreed when the ledger was not asked but D1 shows a purchase of it', async () => {
    const item = await oneToOne()
    expect(await ledgerOf(item.id).snapshot()).toBeNull()
    expect(await agreedSeatsLeft(item.id)).toBe(item.availableSlots)
    // As if a reserve on a stale tick had written its purchase without the ledger's seat.
    await paidPurchase({ inventoryItemId: item.id })
    await expect(agreedSeatsLeft(item.id)).rejects.toThrow(/a purchase made with no ledger/)
  })
})

describe('the tick recorded', () => {
  it('keeps the version, the time, the page, the address and the browser with the purchase', async () => {
    const item = await oneToOne()
    const { address, body, paymentIntentId } = await opened(item)
    const { version } = await currentAgreement(testDb())
    const headers = { Referer: `${ORIGIN}/checkout?type=one-to-one`, 'User-Agent': 'Safari/604.1' }
    const sent = await request(
      '/api/checkout/reserve',
      { method: 'POST', body: { ...body, agreementVersion: version } },
      { address, headers },
    )
    expect(sent.status, await sent.clone().text()).toBe(200)
    const purchase = (await purchaseOf(paymentIntentId))!
    expect(purchase.agreementVersion).toBe(version)
    const [accepted] = await testDb()
      .select()
      .from(agreementAcceptances)
      .where(eq(agreementAcceptances.purchaseId, purchase.id))
    expect(accepted).toMatchObject({
      version,
      page: '/checkout',
      clientAddress: address,
      userAgent: 'Safari/604.1',
    })
    expect(accepted!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })
})

describe('the tick recorded with the purchase, in one write', () => {
  afterEach(() => vi.restoreAllMocks())
  const acceptancesOf = (purchaseId: number) =>
    testDb().select().from(agreementAcceptances).where(eq(agreementAcceptances.purchaseId, purchaseId))

  it('keeps one per submit that went through; a submit Stripe refused leaves his earlier one alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const item = await oneToOne()
    const { address, body, paymentIntentId } = await opened(item)
    const { version } = await currentAgreement(testDb())
    expect((await reserve({ ...body, agreementVersion: version }, address)).status).toBe(200)
    const purchase = (await purchaseOf(paymentIntentId))!
    expect(await acceptancesOf(purchase.id)).toHaveLength(1)

    await planStripeFailure(`/v1/payment_intents/${paymentIntentId}`, { method: 'POST' })
    const refused = await reserve({ ...body, lastName: 'Changed', agreementVersion: version }, address)
    expect(refused.status).toBe(502)
    expect(await purchaseOf(paymentIntentId)).toMatchObject({ id: purchase.id, lastName: purchase.lastName })
    expect(await acceptancesOf(purchase.id)).toHaveLength(1)

    expect((await reserve({ ...body, lastName: 'Changed', agreementVersion: version }, address)).status).toBe(200)
    expect(await acceptancesOf(purchase.id)).toHaveLength(2)
  })

  it('keeps none for a tick of a version never saved: refused with the words shown now, nothing kept', async () => {
    // Without the acceptance's own check of the version, its row would name no saved version: the batch would
    // fail on the foreign key, a 500.
    const item = await oneToOne()
    const { address, body, paymentIntentId } = await opened(item)
    const before = await testDb().select().from(agreementAcceptances)
    const refused = await reserve({ ...body, agreementVersion: 'f'.repeat(64) }, address)
    expect(refused.status, await refused.clone().text()).toBe(409)
    expect((await json<{ message: string }>(refused)).message).toBe(AGREEMENT_CHANGED)
    expect(await purchaseOf(paymentIntentId)).toBeUndefined()
    expect(await agreedSeatsLeft(item.id)).toBe(item.availableSlots)
    expect(await testDb().select().from(agreementAcceptances)).toHaveLength(before.length)
  })

  it('keeps none for a tick of an older version, whose refusal leaves no purchase', async () => {
    const item = await oneToOne()
    const { address, body, paymentIntentId } = await opened(item)
    const old = await currentAgreement(testDb())
    expect((await saveWords(`${DEFAULT_AGREEMENT_WORDS}\n\nEvery man is prayed for by name.`)).status).toBe(200)
    const before = await testDb().select().from(agreementAcceptances)
    expect((await reserve({ ...body, agreementVersion: old.version }, address)).status).toBe(409)
    expect(await purchaseOf(paymentIntentId)).toBeUndefined()
    expect(await testDb().select().from(agreementAcceptances)).toHaveLength(before.length)
  })
})

describe("the owner's edit", () => {
  it('makes a new version; a purchase sold before keeps its own words, filled with its facts', async () => {
    const item = await oneToOne()
    const first = await buySeat(item)
    const before = (await agreementOfPurchase(testDb(), first.purchase.id))!
    expect(before.text).toContain(GUARANTEE_CONDITIONS)
    expect(before.text).toContain('$1,800.00')
    expect(before.text).not.toContain('{{')
    const edited = `${DEFAULT_AGREEMENT_WORDS}\n\nEdited on ${crypto.randomUUID()}.`
    const saved = await saveWords(edited)
    expect(saved.status).toBe(200)
    const { current, versions } = await json<{ current: { version: string }; versions: { version: string }[] }>(saved)
    expect(current.version).not.toBe(before.version)
    expect(versions.map((v) => v.version)).toContain(before.version)
    const after = (await agreementOfPurchase(testDb(), first.purchase.id))!
    expect(after.version).toBe(before.version)
    expect(after.words).not.toContain('Edited on')
    const second = await buySeat(item)
    expect((await agreementOfPurchase(testDb(), second.purchase.id))!.words).toBe(edited)
  })

  it('refuses words that drop a fact the buyer must read, and keeps the version shown', async () => {
    const shown = await currentAgreement(testDb())
    const refused = await saveWords(DEFAULT_AGREEMENT_WORDS.replace('{{guarantee}}', 'a guarantee'))
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('{{guarantee}}')
    expect((await currentAgreement(testDb())).version).toBe(shown.version)
  })
})
