// Checkout's one submit sequence (src/client/checkout/pay.ts) against a stand-in Stripe.js and reserve: what is
// called in which order, and what each refusal means for the buyer. The page around it is e2e/checkout.spec.ts.
import { describe, expect, it } from 'vitest'
import { pay, type PayWith, type Reservation } from '../../src/client/checkout/pay.ts'
import { ApiError } from '../../src/client/lib/http.ts'
import type { StripeElements, StripeError, StripeJs } from '../../src/client/lib/stripe-js.ts'
import { successAddress } from '../../src/shared/checkout/success-address.ts'

const reservation: Reservation = {
  paymentIntentId: 'pi_1',
  type: 'brotherhood',
  inventoryId: 7,
  paymentChoice: 'full',
  firstName: 'Micah',
  lastName: 'Stone',
  email: 'micah@example.com',
  phone: '(541) 555-0188',
  emailConsent: false,
  smsConsent: false,
  agreementVersion: 'v1',
}

interface Script {
  submitError?: StripeError
  reserveError?: unknown
  confirmError?: StripeError
  noIntent?: boolean
}

/** A Stripe.js and a reserve that write down each call, answering as the script says. */
function standIns(script: Script = {}) {
  const calls: string[] = []
  const confirmed: unknown[] = []
  const elements: StripeElements = {
    create: () => {
      throw new Error('not mounted here')
    },
    submit: async () => (calls.push('submit'), script.submitError ? { error: script.submitError } : {}),
    fetchUpdates: async () => (calls.push('fetchUpdates'), {}),
  }
  const stripe: StripeJs = {
    elements: () => elements,
    confirmPayment: async (options) => {
      calls.push('confirm')
      confirmed.push(options.confirmParams)
      if (script.confirmError) return { error: script.confirmError }
      return script.noIntent ? {} : { paymentIntent: { id: 'pi_1', status: 'requires_capture' } }
    },
    confirmSetup: async () => ({}),
  }
  const using: PayWith = {
    free: false,
    stripe,
    elements,
    clientSecret: 'pi_1_secret_2',
    origin: 'https://coach.test',
    reserve: async (body) => {
      calls.push(`reserve ${body.inventoryId}`)
      if (script.reserveError) throw script.reserveError
      return { ok: true }
    },
  }
  return { calls, confirmed, using }
}

describe('pay: checkout’s submit sequence', () => {
  it('checks the card, holds the seat, reads the re-priced intent, confirms, and goes to the success address', async () => {
    const { calls, confirmed, using } = standIns()
    const outcome = await pay(reservation, using)
    expect(calls).toEqual(['submit', 'reserve 7', 'fetchUpdates', 'confirm'])
    expect(confirmed).toEqual([
      { return_url: 'https://coach.test/payment-success?inventoryId=7', receipt_email: 'micah@example.com' },
    ])
    expect(outcome).toEqual({ kind: 'done', address: successAddress('pi_1', 'pi_1_secret_2'), paid: true })
  })

  it('books the free call with the reserve alone', async () => {
    const { calls, using } = standIns()
    const outcome = await pay({ ...reservation, type: 'strategy-call', inventoryId: null }, { ...using, free: true })
    expect(calls).toEqual(['reserve null'])
    expect(outcome).toEqual({ kind: 'done', address: '/payment-success', paid: false })
  })

  it('sends nothing while the card form is not ready', async () => {
    const { calls, using } = standIns()
    expect(await pay(reservation, { ...using, elements: null })).toEqual({ kind: 'not-ready' })
    expect(calls).toEqual([])
  })

  it('holds no seat for a card that fails its own checks', async () => {
    const { calls, using } = standIns({ submitError: { code: 'incorrect_cvc' } })
    const outcome = await pay(reservation, using)
    expect(calls).toEqual(['submit'])
    expect(outcome).toEqual({
      kind: 'card-refused',
      message: 'Incorrect security code. Please check your CVC and try again.',
    })
  })

  it('says a declined card in SPEC §8’s words, the decline code first', async () => {
    const { using } = standIns({ confirmError: { code: 'card_declined', decline_code: 'insufficient_funds' } })
    expect(await pay(reservation, using)).toEqual({
      kind: 'card-refused',
      message: 'Insufficient funds. Please use a different payment method.',
    })
  })

  it('stays on the page, paid, when Stripe names no intent', async () => {
    const { using } = standIns({ noIntent: true })
    expect(await pay(reservation, using)).toEqual({ kind: 'paid-here' })
  })

  it('confirms nothing when the seat went to someone else (409), in the server’s words', async () => {
    const taken = new ApiError(409, 'That pod just sold out.', undefined, { message: 'That pod just sold out.' })
    const { calls, using } = standIns({ reserveError: taken })
    expect(await pay(reservation, using)).toEqual({ kind: 'taken', message: 'That pod just sold out.' })
    expect(calls).toEqual(['submit', 'reserve 7'])
  })

  it('hands back the agreement the owner saved meanwhile, with the fields the server named', async () => {
    const agreement = { version: 'v2', words: 'New words' }
    const changed = new ApiError(400, 'Please read the new agreement', { agreement: 'Tick it again' }, { agreement })
    const { using } = standIns({ reserveError: changed })
    expect(await pay(reservation, using)).toEqual({
      kind: 'agreement-changed',
      agreement,
      fields: { agreement: 'Tick it again' },
    })
  })

  it('passes on any other refusal’s message and fields, and a lost connection as the general sentence', async () => {
    const refused = new ApiError(400, 'Invalid input', { email: 'Please enter a valid email' })
    expect(await pay(reservation, standIns({ reserveError: refused }).using)).toEqual({
      kind: 'failed',
      message: 'Invalid input',
      fields: { email: 'Please enter a valid email' },
    })
    expect(await pay(reservation, standIns({ reserveError: new TypeError('Failed to fetch') }).using)).toEqual({
      kind: 'failed',
      message: 'Please try again or contact support',
      fields: null,
    })
  })
})
