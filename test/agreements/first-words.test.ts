// A site whose owner never saved words: the first buyer's tick names the business's first words, which the
// reserve keeps as a row inside its own write (decision 108); his acceptance of them is recorded all the same
// (decision 134). Its own file, so the agreements table is empty when it starts (test/setup/fresh-state.ts).
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { agreementVersionOf, DEFAULT_AGREEMENT_WORDS } from '../../src/shared/agreement.ts'
import { agreementAcceptances, agreements } from '../../src/worker/platform/db/schema.ts'
import { buyerDetails, createIntent, createItem, purchaseOf, reserve } from '../helpers/checkout.ts'
import { testDb } from '../helpers/db.ts'
import { newClientAddress } from '../helpers/leads.ts'

describe('the first purchase on a site with no words saved', () => {
  it('records his tick of the business’s first words with the purchase', async () => {
    expect(await testDb().select().from(agreements)).toEqual([])
    const item = await createItem({ type: 'coaching_slot', price: 180000 })
    const address = newClientAddress()
    const { paymentIntentId } = await createIntent({ type: 'one-to-one', inventoryId: item.id }, address)
    const version = await agreementVersionOf(DEFAULT_AGREEMENT_WORDS)
    const body = {
      ...buyerDetails(),
      type: 'one-to-one',
      inventoryId: item.id,
      paymentIntentId,
      agreementVersion: version,
    }
    const answer = await reserve(body, address)
    expect(answer.status, await answer.clone().text()).toBe(200)
    const purchase = (await purchaseOf(paymentIntentId!))!
    expect(purchase.agreementVersion).toBe(version)
    const accepted = await testDb()
      .select()
      .from(agreementAcceptances)
      .where(eq(agreementAcceptances.purchaseId, purchase.id))
    expect(accepted).toMatchObject([{ version, clientAddress: address }])
  })
})
