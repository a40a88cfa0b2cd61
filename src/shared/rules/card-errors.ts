// SPEC §8: the card messages a buyer sees; any other code shows the provider's own message.
const CARD_MESSAGES: Readonly<Record<string, string>> = {
  card_declined: 'Your card was declined. Please try a different payment method or contact your bank.',
  expired_card: 'Your card has expired. Please use a different card.',
  insufficient_funds: 'Insufficient funds. Please use a different payment method.',
  incorrect_cvc: 'Incorrect security code. Please check your CVC and try again.',
}

/** Stripe reports insufficient funds as a decline with a decline code, so that is looked at first. */
export function cardErrorMessage(error: { code?: string; decline_code?: string; message?: string }): string {
  return (
    (error.decline_code && CARD_MESSAGES[error.decline_code]) ||
    (error.code && CARD_MESSAGES[error.code]) ||
    error.message ||
    'Your payment could not be completed. Please try again.'
  )
}
