// Checkout payloads (SPEC §3 purchase form, §5 checkout rules, §7 payment calls). Written with zod/mini, like
// fields.ts: the checkout's script validates the reserve with these rules and no more of zod (decision 060).
import { z } from 'zod/mini'
import { AGREEMENT_REQUIRED } from '../agreement.ts'
import { PAYMENT_CHOICES, PURCHASE_TYPES } from '../constants.ts'
import { contactEmailField, phoneField, requiredText } from './fields.ts'
import { offerTokenField } from './waitlist.ts'

export const COMMITMENT_MESSAGE = 'You must agree to all Brotherhood Pod commitments to proceed'
export const SELECT_OPTION_MESSAGE = 'Please select an available option'

export const COMMITMENTS = ['confidentiality', 'camera', 'feedback', 'contribute', 'airtime', 'assignments'] as const
export type Commitment = (typeof COMMITMENTS)[number]

const inventoryId = z.optional(z.nullable(z.int().check(z.positive())))
/** Pay in full or on the item's plan; the server reads the plan's payments and amounts from the item. */
const paymentChoice = z._default(z.enum(PAYMENT_CHOICES, { error: 'Please choose how to pay' }), 'full')

/** The browser may still send amount and description (SPEC §7); the server sets the price and ignores them. */
export const createPaymentIntentSchema = z.strictObject({
  type: z._default(z.enum(PURCHASE_TYPES), 'strategy-call'),
  inventoryId,
  paymentChoice,
  amount: z.optional(z.unknown()),
  description: z.optional(z.unknown()),
})

const contactFields = {
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: contactEmailField,
  phone: phoneField,
  emailConsent: z._default(z.boolean(), false),
  smsConsent: z._default(z.boolean(), false),
}

const commitmentsShape = z.strictObject(
  Object.fromEntries(COMMITMENTS.map((c) => [c, z.boolean()])) as Record<Commitment, z.ZodMiniBoolean>,
)

/** What the buyer submits before the card is confirmed: who they are and which seat to hold. */
export const reserveSeatSchema = z
  .strictObject({
    paymentIntentId: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
    type: z.enum(PURCHASE_TYPES),
    inventoryId,
    paymentChoice,
    ...contactFields,
    commitments: z.optional(z.partial(commitmentsShape)),
    /** Claims the seat a waitlist offer keeps for this buyer (the link in their message). */
    offerToken: z.optional(offerTokenField),
    /** The version of the agreement he ticked "I agree" to (decision 108); the server checks it is the current one. */
    agreementVersion: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.type !== 'strategy-call' && !value.inventoryId) {
        ctx.addIssue({ code: 'custom', path: ['inventoryId'], message: SELECT_OPTION_MESSAGE })
      }
      if (value.type === 'strategy-call') return
      if (!value.paymentIntentId)
        ctx.addIssue({ code: 'custom', path: ['paymentIntentId'], message: 'Payment is not ready yet' })
      if (!value.agreementVersion) ctx.addIssue({ code: 'custom', path: ['agreement'], message: AGREEMENT_REQUIRED })
      if (value.type === 'brotherhood' && !COMMITMENTS.every((c) => value.commitments?.[c] === true)) {
        ctx.addIssue({ code: 'custom', path: ['commitments'], message: COMMITMENT_MESSAGE })
      }
    }),
  )
export type ReserveSeatInput = z.input<typeof reserveSeatSchema>

export const confirmPaymentSchema = z.strictObject({
  paymentIntentId: z.string().check(z.minLength(1, { error: 'paymentIntentId is required' }), z.maxLength(200)),
  /** What Stripe gave only the buyer's browser: with it, the answer carries his refund link and calendar. */
  clientSecret: z.optional(z.string().check(z.minLength(1), z.maxLength(300))),
})

export const testNotificationSchema = z.strictObject({
  customerName: requiredText('Customer name is required', 200),
  purchaseType: z.enum(['brotherhood', 'one-to-one'], { error: 'Please choose a purchase type' }),
  amount: z.int({ error: 'Amount must be a number of cents' }).check(z.minimum(0), z.maximum(10_000_000)),
})
