// Stripe's documented test payment methods and the errors they produce.
export interface CardError {
  code: string
  decline_code?: string
  message: string
}

export const TEST_CARD_ERRORS: Readonly<Record<string, CardError>> = {
  pm_card_chargeDeclined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  pm_card_chargeDeclinedExpiredCard: { code: 'expired_card', message: 'Your card has expired.' },
  pm_card_chargeDeclinedInsufficientFunds: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  pm_card_chargeDeclinedIncorrectCvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  pm_card_chargeDeclinedProcessingError: { code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
}

// pm_card_refundFail pays like any card; its refunds fail afterwards (refunds.ts).
export const TEST_CARDS_OK = new Set(['pm_card_visa', 'pm_card_mastercard', 'pm_card_amex', 'pm_card_refundFail'])
