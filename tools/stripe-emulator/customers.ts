// Customers and the payment methods saved to them, as Stripe keeps them: a test token (pm_card_visa) used
// to save a card becomes a new PaymentMethod attached to the customer; only an attached method may be
// charged for that customer, and only one set up (authenticated when the card asks for it) pays off session.
import { random } from './responses.ts'
import { methodTypeOf } from './test-cards.ts'
export interface Customer {
  id: string
  object: 'customer'
  email: string | null
  name: string | null
  metadata: Record<string, string>
  created: number
  livemode: false
}

export interface SavedMethod {
  id: string
  object: 'payment_method'
  type: 'card' | 'us_bank_account'
  card: { brand: string; last4: string } | null
  customer: string | null
  created: number
  livemode: false
}

interface MethodRecord {
  method: SavedMethod
  /** The test token it was made from, which decides how its charges go. */
  source: string
  /** Saved through a SetupIntent or a payment with setup_future_usage, authenticated if the card asked. */
  setUp: boolean
}

const CARD_OF: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '0005' },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341' },
  pm_card_authenticationRequiredOnSetup: { brand: 'visa', last4: '3155' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184' },
}

export function createCustomerStore() {
  const customers = new Map<string, Customer>()
  const methods = new Map<string, MethodRecord>()
  return {
    customers,
    methods,
    create(fields: { email: string | null; name: string | null; metadata: Record<string, string> }): Customer {
      const customer: Customer = {
        id: `cus_${random()}`,
        object: 'customer',
        ...fields,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      }
      customers.set(customer.id, customer)
      return customer
    },
    /** Saves the card behind `source` (a test token or a saved method) to the customer. */
    attach(source: string, customer: string): SavedMethod {
      const saved = methods.get(source)
      if (saved) {
        saved.method.customer = customer
        saved.setUp = true
        return saved.method
      }
      const method: SavedMethod = {
        id: `pm_${random()}`,
        object: 'payment_method',
        type: methodTypeOf(source),
        card: methodTypeOf(source) === 'card' ? (CARD_OF[source] ?? { brand: 'visa', last4: '0000' }) : null,
        customer,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      }
      methods.set(method.id, { method, source, setUp: true })
      return method
    },
    /** The test token a payment method stands for, and whether it is saved to this customer and set up. */
    resolve(paymentMethod: string): { source: string; customer: string | null; setUp: boolean } {
      const saved = methods.get(paymentMethod)
      if (saved) return { source: saved.source, customer: saved.method.customer, setUp: saved.setUp }
      return { source: paymentMethod, customer: null, setUp: false }
    },
  }
}

export type CustomerStore = ReturnType<typeof createCustomerStore>
