// A stand-in for Stripe.js, served in place of https://js.stripe.com/v3/ in end-to-end tests. It offers
// the calls the site makes: elements(), the Payment Element (a list of Stripe's test payment methods),
// submit(), fetchUpdates() and confirmPayment(), which confirms against https://api.stripe.com (routed by
// Playwright to the local emulator) and redirects to the return URL as Stripe does.
;(() => {
  const TEST_METHODS = [
    ['pm_card_visa', 'Visa (succeeds)'],
    ['pm_card_chargeDeclined', 'Declined card'],
    ['pm_card_chargeDeclinedExpiredCard', 'Expired card'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Insufficient funds'],
    ['pm_card_chargeDeclinedIncorrectCvc', 'Incorrect CVC'],
  ]

  window.Stripe = (publishableKey) => {
    let selected = null
    return {
      elements({ clientSecret }) {
        return {
          clientSecret,
          create() {
            const handlers = {}
            return {
              on(event, handler) {
                handlers[event] = handler
              },
              mount(target) {
                const label = document.createElement('label')
                label.textContent = 'Test card'
                const select = document.createElement('select')
                select.setAttribute('aria-label', 'Test card')
                for (const [value, text] of TEST_METHODS) select.add(new Option(text, value))
                select.addEventListener('change', () => (selected = select.value))
                selected = select.value
                label.append(select)
                target.append(label)
                setTimeout(() => handlers.ready?.({}), 0)
              },
              destroy() {},
            }
          },
          async submit() {
            return {}
          },
          async fetchUpdates() {
            return {}
          },
        }
      },
      async confirmPayment({ elements, confirmParams }) {
        const intentId = elements.clientSecret.split('_secret_')[0]
        const body = new URLSearchParams({ payment_method: selected, client_secret: elements.clientSecret, key: publishableKey })
        const response = await fetch(`https://api.stripe.com/v1/payment_intents/${intentId}/confirm`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${publishableKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
          body,
        })
        const result = await response.json()
        if (result.error) return { error: result.error }
        const url = new URL(confirmParams.return_url)
        url.searchParams.set('payment_intent', intentId)
        url.searchParams.set('payment_intent_client_secret', elements.clientSecret)
        url.searchParams.set('redirect_status', 'succeeded')
        window.location.assign(url.toString())
        return {}
      },
    }
  }
})()
