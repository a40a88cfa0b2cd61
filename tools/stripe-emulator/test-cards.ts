// Stripe's documented test payment methods and the errors they produce.
export interface CardError {
  code: string
  decline_code?: string
  message: string
}

export const TEST_CARD_ERRORS: Readonly<Record<string, CardError>> = {
  pm_card_chargeDeclined: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_chargeDeclinedExpiredCard: { code: 'expired_card', message: 'Your card has expired.' },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_chargeDeclinedIncorrectCvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  pm_card_chargeDeclinedProcessingError: {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
}

// pm_card_refundFail pays like any card; its refunds fail afterwards (refunds.ts).
export const TEST_CARDS_OK = new Set(['pm_card_visa', 'pm_card_mastercard', 'pm_card_amex', 'pm_card_refundFail'])

/**
 * Test payment methods whose answer depends on how they are used (docs.stripe.com/testing, "Authentication
 * and setup"): 4000 0000 0000 0341 attaches to a customer but every charge is declined; 4000 0025 0000 3155
 * asks for authentication on session and when set up, then pays off session once set up; 4000 0027 6000 3184
 * asks for authentication every time, so off session it fails with authentication_required.
 */
export type CardBehavior = 'charge-customer-fail' | 'auth-on-setup' | 'auth-always'

export const TEST_CARD_BEHAVIORS: Readonly<Record<string, CardBehavior>> = {
  pm_card_chargeCustomerFail: 'charge-customer-fail',
  pm_card_authenticationRequiredOnSetup: 'auth-on-setup',
  pm_card_authenticationRequired: 'auth-always',
}

export const AUTHENTICATION_REQUIRED: CardError = {
  code: 'authentication_required',
  decline_code: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
}

export const AUTHENTICATION_FAILED: CardError = {
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
}

/**
 * A bank debit (ACH, docs.stripe.com/payments/ach-direct-debit): a delayed-notification method whose charge
 * answers `processing` and succeeds or fails days later with a webhook. The emulator keeps it processing until
 * a test settles it (POST /__emulator/payment_intents/:id/settle, outcome=succeeded|failed). It is not a card,
 * so a SetupIntent allowing only cards refuses it.
 */
export const TEST_BANK_ACCOUNTS = new Set(['pm_usBankAccount_success'])

/** The failure a bank debit settles with when a test fails it: the account was closed (Stripe's R02). */
export const BANK_ACCOUNT_CLOSED: CardError = {
  code: 'payment_method_provider_decline',
  decline_code: 'account_closed',
  message: "The customer's bank account has been closed.",
}

/** What charging a test payment method does: pay, ask the buyer to authenticate, or fail with a card error. */
export type ChargeOutcome =
  { kind: 'ok' } | { kind: 'action' } | { kind: 'processing' } | { kind: 'error'; error: CardError }

export function chargeOutcome(
  source: string,
  { offSession, setUp }: { offSession: boolean; setUp: boolean },
): ChargeOutcome {
  const failure = TEST_CARD_ERRORS[source]
  if (failure) return { kind: 'error', error: failure }
  const behavior = TEST_CARD_BEHAVIORS[source]
  if (behavior === 'charge-customer-fail')
    return {
      kind: 'error',
      error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
    }
  if (behavior === 'auth-on-setup')
    return offSession
      ? setUp
        ? { kind: 'ok' }
        : { kind: 'error', error: AUTHENTICATION_REQUIRED }
      : { kind: 'action' }
  if (behavior === 'auth-always')
    return offSession ? { kind: 'error', error: AUTHENTICATION_REQUIRED } : { kind: 'action' }
  if (TEST_CARDS_OK.has(source)) return { kind: 'ok' }
  if (TEST_BANK_ACCOUNTS.has(source)) return { kind: 'processing' }
  return { kind: 'error', error: { code: 'resource_missing', message: `No such PaymentMethod: '${source}'` } }
}

/** The payment method type behind a test token, as Stripe's `payment_method_types` names it. */
export const methodTypeOf = (source: string) => (TEST_BANK_ACCOUNTS.has(source) ? 'us_bank_account' : 'card')

/** What setting up a test payment method for later (a SetupIntent) does. */
export function setupOutcome(source: string): ChargeOutcome {
  const failure = TEST_CARD_ERRORS[source]
  if (failure) return { kind: 'error', error: failure }
  const behavior = TEST_CARD_BEHAVIORS[source]
  if (behavior === 'auth-on-setup' || behavior === 'auth-always') return { kind: 'action' }
  if (behavior === 'charge-customer-fail' || TEST_CARDS_OK.has(source) || TEST_BANK_ACCOUNTS.has(source))
    return { kind: 'ok' }
  return { kind: 'error', error: { code: 'resource_missing', message: `No such PaymentMethod: '${source}'` } }
}
