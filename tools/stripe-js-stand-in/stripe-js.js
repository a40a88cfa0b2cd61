// A stand-in for Stripe.js, for `npm start` and the end-to-end tests when the site has no Stripe keys. The
// local build serves it from the site (tools/vite-stripe-js-stand-in.ts); the site's STRIPE_JS_URL names it with
// the emulator's address in its `api` parameter (tools/lib/local-services.ts), read below at run time, so one
// build serves sites whose emulators listen on different ports. It offers the
// calls the site makes: elements(), the Payment Element (a card number field that takes Stripe's test card
// numbers, under a notice that this is a local test payment), submit(), fetchUpdates(), confirmPayment() and
// confirmSetup(), which confirm against the emulator with the test payment method for that number and then
// go to the return URL as Stripe does. A card that asks for authentication (3155, 3184) gets the emulator's
// test challenge completed at once, as a buyer pressing "Complete" on Stripe's test page would.
;(() => {
  const API_BASE = new URL(document.currentScript.src).searchParams.get('api')
  if (!API_BASE) throw new Error('The Stripe.js stand-in needs the emulator address: STRIPE_JS_URL ?api=…')

  // Stripe's documented test card numbers and the test payment methods the emulator knows them by.
  const TEST_CARDS = {
    4242424242424242: 'pm_card_visa',
    5555555555554444: 'pm_card_mastercard',
    378282246310005: 'pm_card_amex',
    4000000000000002: 'pm_card_chargeDeclined',
    4000000000000069: 'pm_card_chargeDeclinedExpiredCard',
    4000000000009995: 'pm_card_chargeDeclinedInsufficientFunds',
    4000000000000127: 'pm_card_chargeDeclinedIncorrectCvc',
    4000000000000119: 'pm_card_chargeDeclinedProcessingError',
    4000000000005126: 'pm_card_refundFail',
    4000000000000341: 'pm_card_chargeCustomerFail',
    4000002500003155: 'pm_card_authenticationRequiredOnSetup',
    4000002760003184: 'pm_card_authenticationRequired',
  }

  async function post(path, body, publishableKey) {
    const response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${publishableKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    })
    return response.json()
  }

  /** Confirms a payment or setup intent; a bank challenge is completed as the test page's "Complete" button would. */
  async function confirmIntent(kind, clientSecret, paymentMethod, publishableKey) {
    const id = clientSecret.split('_secret_')[0]
    const result = await post(
      `/v1/${kind}/${id}/confirm`,
      new URLSearchParams({ payment_method: paymentMethod, client_secret: clientSecret }),
      publishableKey,
    )
    if (result.error) return { error: result.error }
    if (result.status === 'requires_action') {
      const answer = await post(
        `/__emulator/${kind}/${id}/authenticate`,
        new URLSearchParams({ outcome: 'complete' }),
        publishableKey,
      )
      if (answer.error) return { error: { type: 'card_error', message: String(answer.error.message ?? answer.error) } }
      return { id, status: answer.status }
    }
    return { id, status: result.status }
  }

  function goTo(returnUrl, params) {
    const url = new URL(returnUrl)
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
    window.location.assign(url.toString())
  }

  function notice() {
    const box = document.createElement('div')
    box.setAttribute('role', 'note')
    box.setAttribute('aria-label', 'Local test payment')
    box.style.cssText =
      'border:2px dashed #b45309;background:#fffbeb;color:#78350f;padding:12px;border-radius:8px;margin-bottom:12px;font-size:14px'
    const title = document.createElement('strong')
    title.textContent = 'Local test payment: no real card is charged.'
    const hint = document.createElement('p')
    hint.style.margin = '4px 0 0'
    hint.textContent =
      "This site runs without Stripe keys, so payments go to the project's Stripe emulator. Pay with " +
      'the test card 4242 4242 4242 4242; 4000 0000 0000 0002 is declined.'
    box.append(title, hint)
    return box
  }

  function cardField(onInput) {
    const label = document.createElement('label')
    label.style.cssText = 'display:block;font-size:14px;font-weight:600'
    label.textContent = 'Card number'
    const input = document.createElement('input')
    input.inputMode = 'numeric'
    input.autocomplete = 'cc-number'
    input.placeholder = '4242 4242 4242 4242'
    input.style.cssText =
      'display:block;width:100%;margin-top:4px;padding:8px;border:1px solid #94a3b8;border-radius:6px;font-weight:400'
    input.addEventListener('input', () => onInput(input.value))
    label.append(input)
    return label
  }

  window.Stripe = (publishableKey) => {
    let cardNumber = ''
    const paymentMethod = () => TEST_CARDS[cardNumber.replace(/\D/g, '')]

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
                target.append(
                  notice(),
                  cardField((value) => (cardNumber = value)),
                )
                setTimeout(() => handlers.ready?.({}), 0)
              },
              destroy() {},
            }
          },
          async submit() {
            if (!cardNumber.trim())
              return {
                error: {
                  type: 'validation_error',
                  code: 'incomplete_number',
                  message: 'Your card number is incomplete.',
                },
              }
            if (!paymentMethod())
              return {
                error: {
                  type: 'validation_error',
                  code: 'invalid_number',
                  message: 'Use a test card number, such as 4242 4242 4242 4242.',
                },
              }
            return {}
          },
          async fetchUpdates() {
            return {}
          },
        }
      },
      async confirmPayment({ elements, confirmParams, redirect }) {
        const result = await confirmIntent('payment_intents', elements.clientSecret, paymentMethod(), publishableKey)
        if (result.error) return { error: result.error }
        // As Stripe.js: with redirect 'if_required' a card is confirmed in place and the intent comes back.
        if (redirect === 'if_required') return { paymentIntent: { id: result.id, status: result.status } }
        goTo(confirmParams.return_url, {
          payment_intent: result.id,
          payment_intent_client_secret: elements.clientSecret,
          redirect_status: 'succeeded',
        })
        return {}
      },
      async confirmSetup({ elements, confirmParams }) {
        const result = await confirmIntent('setup_intents', elements.clientSecret, paymentMethod(), publishableKey)
        if (result.error) return { error: result.error }
        goTo(confirmParams.return_url, {
          setup_intent: result.id,
          setup_intent_client_secret: elements.clientSecret,
          redirect_status: 'succeeded',
        })
        return {}
      },
    }
  }
})()
