// The one reserve path (decisions 051, 052). The offer comes from the isolate's hint of the item when it has
// one, else from a fresh read; either way the seat is held, the purchase and his acceptance written in one D1
// batch that reads the item, the earlier purchase on the payment and the agreement shown now inside its
// transaction (decisions 128, 134), and the intent set to the price last; for a reserve that keeps its item, the
// price also ends its lease.
// Each step that changed something pushes its undo; a refusal at any later step runs them in reverse, so the
// buyer's earlier seat and purchase come out as they were. A purchase that left `pending` is never rewritten.
import { log } from '../../platform/log.ts'
import type { z } from 'zod'
import type { reserveSeatSchema } from '../../../shared/schemas/checkout.ts'
import type { StripeClient } from '../../platform/adapters/stripe.ts'
import type { Database } from '../../platform/db/client.ts'
import { HttpError } from '../../platform/http-error.ts'
import { upsertContact } from '../leads/leads.ts'
import { newPlanToken } from '../plans/plans.ts'
import {
  type AcceptanceContext,
  acceptanceWithSale,
  confirmTick,
  dropAcceptance,
  newestAgreement,
  recordAcceptance,
} from '../agreements/agreements.ts'
import {
  heldByAnotherReserve,
  newReserveLease,
  type OpenSale,
  type Purchase,
  purchaseOnPayment,
  putBackOpenSale,
  recordOpenSale,
  reserveLeaseEnd,
  type ReserveLease,
} from '../purchases/purchases.ts'
import { ALREADY_PROCESSED, contactOf, RESERVE_BUSY, reserveRefusal, seatRefusal } from './checkout.ts'
import { pricedByDoneReserve, priceIntent } from './intent-price.ts'
import { rememberItem } from './item-hints.ts'
import { findItemOnSale, type Offer } from './pricing.ts'
import { offerFrom, sameOffer } from './reserve-offer.ts'
import { mirrorNow, seatsOf } from '../seats/seats.ts'
import { loggableError } from '../../platform/loggable-error.ts'

type ReserveInput = z.output<typeof reserveSeatSchema>

/** The agreement version his tick names, confirmed and recorded inside the reserve's transaction. */
export interface Tick {
  version: string
  context: AcceptanceContext
}

type Undo = () => Promise<unknown>

/** The acceptance statement's values without a tick: the version '' is no agreement's, so it writes no row. */
const NO_TICK: Tick = { version: '', context: { page: null, clientAddress: null, userAgent: null } }

/** Runs the undo steps newest first; one that fails is logged and the rest still run. */
async function undoAll(steps: Undo[]): Promise<void> {
  for (const step of steps.reverse()) {
    await step().catch((error: unknown) => log.error('Could not undo a reserve step', { error: loggableError(error) }))
  }
}

function openSaleOf(input: ReserveInput, offer: Offer, stripeCustomerId: string | null): OpenSale {
  const contact = contactOf(input)
  return {
    inventoryItemId: offer.itemId,
    type: offer.type,
    description: offer.description,
    amount: offer.amount,
    ...contact,
    emailConsent: input.emailConsent,
    smsConsent: input.smsConsent,
    planPayments: offer.plan?.payments ?? null,
    stripeCustomerId,
    agreementVersion: input.agreementVersion ?? null,
  }
}

/** How long a reserve waits for another one of the same payment (a double tap) before it says to try again. */
const WAIT_FOR_OTHER_MS = 5_000
/**
 * Its first look again, doubling to at most 500 ms: the other reserve is often done within a few milliseconds of
 * D1 when Stripe answers fast, and a longer first wait was most of the simulator's idle time.
 */
const FIRST_LOOK_MS = 10

/** What the reserve's batch read and wrote: the purchase is missing when the write did not apply. */
interface OpenSaleWritten {
  previous: Purchase | undefined
  purchase: Purchase | undefined
}

/**
 * The lease on `row` when Stripe shows its reserve done (the intent names it, decision 134), so this one may take
 * it over; '' while that reserve may still be at work, or Stripe cannot be asked now (this one then waits).
 */
async function doneLease(stripe: StripeClient, paymentIntentId: string, row: Purchase | undefined): Promise<string> {
  const lease = row?.reserveLease ?? ''
  if (!lease) return ''
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId).catch(() => null)
  return intent && pricedByDoneReserve(intent, lease) ? lease : ''
}

/**
 * The reserve's batch, written under a lease of its own. While another reserve of the same payment holds the
 * purchase (a double tap, a second tab, a submit again after a declined card), it asks Stripe whether that one is
 * done and takes its lease over if so; else it waits for that one to finish and writes then, so both answer as
 * one would have. Only a wait longer than a reserve ever takes ends in 'try again in a moment'.
 */
async function writeWhenFree<W extends OpenSaleWritten>(
  stripe: StripeClient,
  paymentIntentId: string,
  write: (lease: ReserveLease) => Promise<W>,
): Promise<W & { lease: ReserveLease }> {
  const started = Date.now()
  let takesOver = ''
  for (let attempt = 0; ; attempt += 1) {
    const lease = newReserveLease(Date.now(), takesOver)
    const written = await write(lease)
    const waiting = !written.purchase && heldByAnotherReserve(written.previous, lease)
    if (!waiting || Date.now() - started >= WAIT_FOR_OTHER_MS) return { ...written, lease }
    takesOver = await doneLease(stripe, paymentIntentId, written.previous)
    if (!takesOver) await new Promise((resolve) => setTimeout(resolve, Math.min(FIRST_LOOK_MS * 2 ** attempt, 500)))
  }
}

/**
 * Holds the seat and records the purchase at `offer`, then prices the intent. `fromHint`: the offer came from
 * the isolate's memory, so the batch's fresh read must price it the same; if not, or if the ledger refuses,
 * everything is put back and null tells the caller to reserve from a fresh read (which words any refusal).
 */
export async function reservePaid(
  db: Database,
  env: Env,
  stripe: StripeClient,
  input: ReserveInput,
  offer: Offer,
  client: string,
  fromHint: boolean,
  tick: Tick | null,
): Promise<Purchase | null> {
  const paymentIntentId = input.paymentIntentId
  if (!paymentIntentId)
    throw new HttpError(400, 'Payment is not ready yet', { fields: { paymentIntentId: 'Payment is not ready yet' } })
  const undo: Undo[] = []
  try {
    const seats = seatsOf(db, env, offer.itemId)
    const held = await seats.hold(paymentIntentId, { client, email: contactOf(input).email }, input.offerToken)
    if (!held.ok) {
      if (fromHint) return null
      throw seatRefusal(held.reason)
    }
    // Only a seat this call took is given back: a repeat must not lose the buyer's seat. Nor one whose purchase
    // another reserve (or settlement) has since taken on: that one holds the seat for what it wrote.
    const written = { handedOn: false }
    if (held.created) undo.push(async () => (written.handedOn ? undefined : seats.undo(paymentIntentId, 'release')))
    const customerId = offer.plan ? await planCustomer(stripe, paymentIntentId) : null
    const sale = openSaleOf(input, offer, customerId)
    const planToken = offer.plan ? newPlanToken() : null
    // The reads come first in the transaction, so they see the item, the earlier purchase and the agreement shown
    // now as they were.
    const ticked = tick ?? NO_TICK
    const write = async (lease: ReserveLease) => {
      const [[item], [previous], [shown], , [purchase], [acceptance]] = await db.batch([
        findItemOnSale(db, offer.itemId ?? 0),
        purchaseOnPayment(db, paymentIntentId),
        newestAgreement(db),
        upsertContact(db, contactOf(input)),
        recordOpenSale(db, paymentIntentId, sale, planToken, lease),
        acceptanceWithSale(db, paymentIntentId, lease.id, ticked.version, ticked.context),
        ...held.mirror,
      ])
      return { item, previous, shown, purchase, acceptance: acceptance?.id ?? null }
    }
    const { item, previous, shown, purchase, acceptance, lease } = await writeWhenFree(stripe, paymentIntentId, write)
    if (offer.itemId !== null) rememberItem(offer.itemId, item)
    if (!purchase) throw new HttpError(409, heldByAnotherReserve(previous, lease) ? RESERVE_BUSY : ALREADY_PROCESSED)
    // His acceptance goes with the write it was made with: back only when the write itself is put back.
    const accepted = acceptance === null ? [] : [acceptance]
    undo.push(async () => {
      // Until the put-back says otherwise (it may throw), the row is taken to be another's, so its seat stays.
      written.handedOn = true
      written.handedOn = !(await putBackOpenSale(db, purchase, previous))
      if (!written.handedOn) for (const id of accepted) await dropAcceptance(db, id)
    })
    if (fromHint && !sameOffer(offerFrom(input, item), offer)) {
      await undoAll(undo)
      return null
    }
    // A tick of an older version (the owner saved new words while his page was open) keeps nothing: the seat and
    // the purchase go back, and the refusal carries the new words.
    if (tick) await confirmTick(db, tick.version, shown)
    // A site with no words saved before this batch keeps the business's first ones now (confirmTick): his
    // acceptance of them is written on its own.
    if (tick && acceptance === null) {
      const late = await recordAcceptance(db, purchase.id, tick.version, tick.context)
      if (late !== null) accepted.push(late)
    }
    // A reserve that moves him off an earlier item still has that seat to give back after the price: it ends its
    // lease itself after that. Any other one's lease ends with the price, at Stripe.
    const leftItem =
      previous?.inventoryItemId && previous.inventoryItemId !== offer.itemId ? previous.inventoryItemId : null
    await priceIntent(stripe, paymentIntentId, purchase, offer, leftItem === null)
    // The intent is priced for the new choice: putting the purchase back now would make them disagree. A step
    // after this that fails leaves a seat held until its hold lapses, or the lease until it lapses.
    undo.length = 0
    // Only now that the intent is priced for the new choice does the seat of an item chosen before go back.
    if (leftItem !== null) {
      await mirrorNow(db, await seatsOf(db, env, leftItem).release(paymentIntentId))
      await reserveLeaseEnd(db, purchase)
    }
    return purchase
  } catch (error) {
    await undoAll(undo)
    throw reserveRefusal(error, paymentIntentId)
  }
}

/**
 * The Stripe customer a plan's card is saved to: one per payment, however often the buyer submits (the
 * key and its parameters never change, so a repeat gets the same customer back).
 */
async function planCustomer(stripe: StripeClient, paymentIntentId: string): Promise<string> {
  const customer = await stripe.customers.create(
    { metadata: { paymentIntentId } },
    { idempotencyKey: `plan-customer:${paymentIntentId}` },
  )
  return customer.id
}

export type { Purchase }
