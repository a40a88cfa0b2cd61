import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { purchases } from '../../src/worker/platform/db/schema.ts'
import { json } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import {
  allCommitments,
  authorizeCard,
  buyerDetails,
  type ConfirmAnswer,
  confirmCard,
  confirmPayment,
  createItem,
  type EmulatedIntent,
  holdsOf,
  ledgerOf,
  outboxFor,
  reserve,
  seatsLeft,
  SOLD_OUT,
  stripeCall,
  stripeIntents,
} from '../helpers/checkout.ts'
import { newClientAddress } from '../helpers/leads.ts'

const RUNS = 20
const SEATS = 5
const BUYERS = 50

it(
  `${BUYERS} buyers for a pod of ${SEATS} seats, ${RUNS} times: exactly ${SEATS} sales, ` +
    `${BUYERS - SEATS} clear refusals, never oversold`,
  async () => {
    const everyBuyer: string[] = []
    const everyWinner: string[] = []
    for (let run = 0; run < RUNS; run++) {
      const item = await createItem({ totalSlots: SEATS, price: 60000 })
      // Each buyer's intent as create-payment-intent makes it (that call is covered in checkout-pricing), made at
      // the emulator directly to keep 20 runs quick.
      const buyers = await Promise.all(
        Array.from({ length: BUYERS }, async (_, i) => {
          const intent = await json<EmulatedIntent & { client_secret: string }>(
            await stripeCall('/v1/payment_intents', {
              amount: '60000',
              currency: 'usd',
              capture_method: 'manual',
              'metadata[purchaseType]': 'brotherhood',
              'metadata[inventoryId]': String(item.id),
            }),
          )
          return {
            address: newClientAddress(),
            details: buyerDetails({ firstName: `Buyer${i}` }),
            paymentIntentId: intent.id,
            clientSecret: intent.client_secret,
          }
        }),
      )

      // Everyone presses the button at once, while the owner's dashboard keeps reading the count.
      let racing = true
      const seen: number[] = []
      const watcher = (async () => {
        while (racing) {
          seen.push(await seatsLeft(item.id))
          await scheduler.wait(25)
        }
      })()
      const answers = await Promise.all(
        buyers.map(async (buyer) => {
          const response = await reserve(
            {
              ...buyer.details,
              type: 'brotherhood',
              inventoryId: item.id,
              paymentIntentId: buyer.paymentIntentId,
              commitments: allCommitments(),
            },
            buyer.address,
          )
          return { buyer, status: response.status, body: await json<{ message?: string }>(response) }
        }),
      )
      racing = false
      await watcher

      const winners = answers.filter((a) => a.status === 200).map((a) => a.buyer)
      const refused = answers.filter((a) => a.status !== 200)
      expect(winners, `run ${run}`).toHaveLength(SEATS)
      expect(refused.map((a) => [a.status, a.body.message])).toEqual(
        Array.from({ length: BUYERS - SEATS }, () => [409, SOLD_OUT]),
      )
      expect(await seatsLeft(item.id)).toBe(0)
      expect((await ledgerOf(item.id).snapshot())!.available).toBe(0)
      expect(seen.length).toBeGreaterThan(0)
      expect(seen.filter((count) => count < 0 || count > SEATS)).toEqual([])

      // The winners pay (all at once); two refused buyers try to pay anyway, as a stale tab might.
      const stubborn = refused.slice(0, 2).map((a) => a.buyer)
      await Promise.all(winners.map((buyer) => authorizeCard(buyer)))
      await Promise.all(stubborn.map(async (buyer) => expect((await confirmCard(buyer)).status).toBe(200)))
      const settled = await Promise.all(
        [...winners, ...stubborn].map(async (buyer) =>
          json<ConfirmAnswer>(await confirmPayment(buyer.paymentIntentId)),
        ),
      )
      expect(settled.map((s) => s.success)).toEqual([...winners.map(() => true), ...stubborn.map(() => false)])

      const sold = (await holdsOf(item.id)).filter((hold) => hold.status === 'sold')
      expect(sold.map((hold) => hold.id).sort()).toEqual(winners.map((w) => w.paymentIntentId).sort())
      const paid = await testDb().select().from(purchases).where(eq(purchases.inventoryItemId, item.id))
      expect(paid.filter((p) => p.status === 'succeeded')).toHaveLength(SEATS)
      expect(paid).toHaveLength(SEATS)
      expect(await seatsLeft(item.id)).toBe(0)

      for (const winner of winners) expect(await outboxFor(winner.paymentIntentId)).toHaveLength(2)
      everyBuyer.push(...buyers.map((buyer) => buyer.paymentIntentId))
      everyWinner.push(...winners.map((buyer) => buyer.paymentIntentId))
    }

    // No card of a refused buyer was ever captured; every winner's was, for the seat's price (one emulator read).
    const mine = new Set(everyBuyer)
    const intents = (await stripeIntents()).filter((intent) => mine.has(intent.id))
    expect(intents).toHaveLength(RUNS * BUYERS)
    const charged = intents.filter((intent) => intent.status === 'succeeded' || intent.amount_received > 0)
    expect(charged.map((intent) => intent.id).sort()).toEqual(everyWinner.sort())
    expect(charged.every((intent) => intent.amount_received === 60000)).toBe(true)
  },
  180_000,
)
