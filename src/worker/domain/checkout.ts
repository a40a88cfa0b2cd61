// Checkout: the intent is created at the server's price; the buyer's seat is held when they submit;
// the card is only authorized, and captured once the ledger confirms the seat — so nobody is charged
// for a seat they did not get.
import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { z } from 'zod'
import { CURRENCY } from '../../shared/constants.ts'
import { normalizeEmail } from '../../shared/rules/email.ts'
import { formatUsPhone } from '../../shared/rules/phone.ts'
import type { reserveSeatSchema } from '../../shared/schemas/checkout.ts'
import type { StripeClient } from '../adapters/stripe.ts'
import type { Database } from '../db/client.ts'
import { outbox, purchases } from '../db/schema.ts'
import { HttpError } from '../http-error.ts'
import { contactIdOf, upsertContact } from './contacts.ts'
import { fulfilPurchase } from './fulfilment.ts'
import { HOLD_TTL_MS, ledgerFor } from './ledger.ts'
import type { Offer } from './pricing.ts'
import { getSiteSettings } from './site-settings.ts'

type ReserveInput = z.output<typeof reserveSeatSchema>
type Purchase = typeof purchases.$inferSelect

export const SOLD_OUT_MESSAGE = 'Sorry, that option just sold out. Please choose another.'
export const PAYMENTS_NOT_CONFIGURED = 'Card payments are not configured yet. Please contact us to join, or book a free strategy call.'

export interface PaymentDetails {
  amount: number
  type: Offer['type']
  description: string
}

export async function createIntent(stripe: StripeClient, offer: Offer) {
  const intent = await stripe.paymentIntents.create(
    {
      amount: offer.amount,
      currency: CURRENCY,
      capture_method: 'manual',
      automatic_payment_methods: { enabled: true },
      description: offer.description,
      metadata: { purchaseType: offer.type, inventoryId: offer.itemId === null ? '' : String(offer.itemId) },
    },
    { idempotencyKey: `create-intent:${crypto.randomUUID()}` },
  )
  return intent
}

/** The free strategy call: no card, a booking row and the owner's notice, written together. */
export async function bookFreeCall(db: Database, input: ReserveInput, offer: Offer): Promise<Purchase> {
  const email = normalizeEmail(input.email)
  const phone = formatUsPhone(input.phone)
  const settings = await getSiteSettings(db)
  const reference = crypto.randomUUID()
  const [, purchase] = await db.batch([
    upsertContact(db, { email, firstName: input.firstName, lastName: input.lastName, phone }),
    db
      .insert(purchases)
      .values({
        contactId: contactIdOf(email),
        type: 'strategy-call',
        description: offer.description,
        amount: 0,
        status: 'succeeded',
        firstName: input.firstName,
        lastName: input.lastName,
        email,
        phone,
        emailConsent: input.emailConsent,
        smsConsent: input.smsConsent,
        fulfilledAt: new Date().toISOString(),
      })
      .returning(),
    db.insert(outbox).values({
      channel: 'email',
      template: 'owner-new-lead',
      recipient: settings.contactEmail,
      payload: { kind: 'strategy-call-checkout', name: `${input.firstName} ${input.lastName}`, email, phone },
      idempotencyKey: `free-call:${reference}`,
    }),
  ])
  return purchase[0]!
}

/** Holds a seat for this payment and records who is buying; the intent is set to the server's price. */
export async function reserveSeat(db: Database, env: Env, stripe: StripeClient, input: ReserveInput, offer: Offer): Promise<Purchase> {
  // The schema asks for it only on paid types; a strategy call on a priced consultation item needs one too.
  const paymentIntentId = input.paymentIntentId
  if (!paymentIntentId) throw new HttpError(400, 'Payment is not ready yet', { fields: { paymentIntentId: 'Payment is not ready yet' } })
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId)
  if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
    throw new HttpError(409, 'This payment has already been processed. Please refresh the page to start again.')
  }
  const previous = await db.query.purchases.findFirst({ where: eq(purchases.stripePaymentIntentId, paymentIntentId) })
  if (previous?.inventoryItemId && previous.inventoryItemId !== offer.itemId) {
    await ledgerFor(env, previous.inventoryItemId).release(paymentIntentId)
  }
  if (offer.itemId !== null) {
    const held = await ledgerFor(env, offer.itemId).hold(offer.itemId, paymentIntentId, HOLD_TTL_MS)
    if (!held.ok) throw new HttpError(409, SOLD_OUT_MESSAGE, { reason: held.reason })
  }
  const purchase = await recordPendingPurchase(db, input, offer, paymentIntentId)
  await stripe.paymentIntents.update(
    paymentIntentId,
    {
      amount: offer.amount,
      description: offer.description,
      receipt_email: purchase.email,
      metadata: { purchaseId: String(purchase.id), purchaseType: offer.type, inventoryId: offer.itemId === null ? '' : String(offer.itemId) },
    },
    { idempotencyKey: `reserve:${paymentIntentId}:${purchase.id}:${offer.itemId ?? 0}:${offer.amount}` },
  )
  return purchase
}

async function recordPendingPurchase(db: Database, input: ReserveInput, offer: Offer, paymentIntentId: string): Promise<Purchase> {
  const email = normalizeEmail(input.email)
  const phone = formatUsPhone(input.phone)
  const details = {
    contactId: contactIdOf(email),
    inventoryItemId: offer.itemId,
    type: offer.type,
    description: offer.description,
    amount: offer.amount,
    firstName: input.firstName,
    lastName: input.lastName,
    email,
    phone,
    emailConsent: input.emailConsent,
    smsConsent: input.smsConsent,
  }
  const [, rows] = await db.batch([
    upsertContact(db, { email, firstName: input.firstName, lastName: input.lastName, phone }),
    db
      .insert(purchases)
      .values({ ...details, stripePaymentIntentId: paymentIntentId, status: 'pending' })
      .onConflictDoUpdate({ target: purchases.stripePaymentIntentId, set: details })
      .returning(),
  ])
  return rows[0]!
}

/** The seat a paid buyer was holding becomes theirs; if the hold lapsed, the seat is taken again if free. */
async function secureSeat(env: Env, itemId: number, holdId: string): Promise<boolean> {
  const ledger = ledgerFor(env, itemId)
  if (await ledger.sell(holdId)) return true
  const again = await ledger.hold(itemId, holdId, HOLD_TTL_MS)
  return again.ok && (await ledger.sell(holdId))
}

/**
 * A capture or cancel that another settle already made answers "unexpected state"; the intent as it
 * now stands is then the answer.
 */
async function settleCall(stripe: StripeClient, paymentIntentId: string, call: () => Promise<Stripe.PaymentIntent>): Promise<Stripe.PaymentIntent> {
  try {
    return await call()
  } catch (error) {
    if ((error as { code?: string }).code !== 'payment_intent_unexpected_state') throw error
    return stripe.paymentIntents.retrieve(paymentIntentId)
  }
}

export type SettleResult = { success: true; purchase: Purchase } | { success: false; purchase: Purchase | null; message: string }

/**
 * Brings a purchase in line with its payment: capture when the seat is secured, cancel when it is not,
 * release the seat when the payment failed, fulfil once when the money is in. Safe to call any number of
 * times, concurrently, from the webhook, the success page and the reconciler.
 */
export async function settlePayment(db: Database, env: Env, stripe: StripeClient, paymentIntentId: string): Promise<SettleResult> {
  const purchase = await db.query.purchases.findFirst({ where: eq(purchases.stripePaymentIntentId, paymentIntentId) })
  if (!purchase) return { success: false, purchase: null, message: 'We could not find this purchase.' }
  let intent: Stripe.PaymentIntent = await stripe.paymentIntents.retrieve(paymentIntentId)
  if (intent.amount !== purchase.amount || intent.currency !== CURRENCY || intent.metadata?.purchaseId !== String(purchase.id)) {
    console.error('Payment does not match its purchase', { paymentIntentId, purchaseId: purchase.id })
    return { success: false, purchase, message: 'This payment does not match its order. Please contact support.' }
  }
  if (intent.status === 'requires_capture') {
    const seated = purchase.inventoryItemId === null || (await secureSeat(env, purchase.inventoryItemId, paymentIntentId))
    if (!seated) {
      await settleCall(stripe, paymentIntentId, () => stripe.paymentIntents.cancel(paymentIntentId, {}, { idempotencyKey: `cancel:${paymentIntentId}` }))
      await db.update(purchases).set({ status: 'canceled' }).where(eq(purchases.id, purchase.id))
      return { success: false, purchase, message: `${SOLD_OUT_MESSAGE} Your card was not charged.` }
    }
    intent = await settleCall(stripe, paymentIntentId, () =>
      stripe.paymentIntents.capture(paymentIntentId, {}, { idempotencyKey: `capture:${paymentIntentId}` }),
    )
  }
  if (intent.status === 'succeeded') {
    if (purchase.inventoryItemId !== null) await secureSeat(env, purchase.inventoryItemId, paymentIntentId)
    await fulfilPurchase(db, purchase)
    return { success: true, purchase }
  }
  if (intent.status === 'canceled') {
    if (purchase.inventoryItemId !== null) await ledgerFor(env, purchase.inventoryItemId).release(paymentIntentId)
    await db.update(purchases).set({ status: 'canceled' }).where(eq(purchases.id, purchase.id))
    return { success: false, purchase, message: 'This payment was canceled. Your card was not charged.' }
  }
  return { success: false, purchase, message: 'Your payment has not completed yet.' }
}

/** A declined or abandoned card: the seat goes back at once rather than at the hold's expiry. */
export async function releaseForFailedPayment(db: Database, env: Env, paymentIntentId: string): Promise<void> {
  const purchase = await db.query.purchases.findFirst({ where: eq(purchases.stripePaymentIntentId, paymentIntentId) })
  if (!purchase || purchase.status === 'succeeded') return
  if (purchase.inventoryItemId !== null) await ledgerFor(env, purchase.inventoryItemId).release(paymentIntentId)
  await db.update(purchases).set({ status: 'failed' }).where(eq(purchases.id, purchase.id))
}

export function paymentDetailsOf(purchase: Purchase): PaymentDetails {
  return { amount: purchase.amount, type: purchase.type, description: purchase.description }
}
