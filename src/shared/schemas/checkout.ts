// Checkout payloads (SPEC §3 purchase form, §5 checkout rules, §7 payment calls).
import { z } from 'zod'
import { PAYMENT_CHOICES, PURCHASE_TYPES } from '../constants.ts'
import { contactEmailField, phoneField, requiredText } from './fields.ts'
import { offerTokenField } from './waitlist.ts'

export const COMMITMENT_MESSAGE = 'You must agree to all Brotherhood Pod commitments to proceed'
export const SELECT_OPTION_MESSAGE = 'Please select an available option'

export const COMMITMENTS = ['confidentiality', 'camera', 'feedback', 'contribute', 'airtime', 'assignments'] as const
export type Commitment = (typeof COMMITMENTS)[number]

const inventoryId = z.number().int().positive().nullable().optional()
/** Pay in full or on the item's plan; the server reads the plan's payments and amounts from the item. */
const paymentChoice = z.enum(PAYMENT_CHOICES, { error: 'Please choose how to pay' }).default('full')

/** The browser may still send amount and description (SPEC §7); the server sets the price and ignores them. */
export const createPaymentIntentSchema = z.strictObject({
  type: z.enum(PURCHASE_TYPES).default('strategy-call'),
  inventoryId,
  paymentChoice,
  amount: z.unknown().optional(),
  description: z.unknown().optional(),
})

const contactFields = {
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: contactEmailField,
  phone: phoneField,
  emailConsent: z.boolean().default(false),
  smsConsent: z.boolean().default(false),
}

const commitmentsShape = z.strictObject(
  Object.fromEntries(COMMITMENTS.map((c) => [c, z.boolean()])) as Record<Commitment, z.ZodBoolean>,
)

/** What the buyer submits before the card is confirmed: who they are and which seat to hold. */
export const reserveSeatSchema = z
  .strictObject({
    paymentIntentId: z.string().min(1).max(200).optional(),
    type: z.enum(PURCHASE_TYPES),
    inventoryId,
    paymentChoice,
    ...contactFields,
    commitments: commitmentsShape.partial().optional(),
    /** Claims the seat a waitlist offer keeps for this buyer (the link in their message). */
    offerToken: offerTokenField.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.type !== 'strategy-call' && !value.inventoryId) {
      ctx.addIssue({ code: 'custom', path: ['inventoryId'], message: SELECT_OPTION_MESSAGE })
    }
    if (value.type === 'strategy-call') return
    if (!value.paymentIntentId)
      ctx.addIssue({ code: 'custom', path: ['paymentIntentId'], message: 'Payment is not ready yet' })
    if (value.type === 'brotherhood' && !COMMITMENTS.every((c) => value.commitments?.[c] === true)) {
      ctx.addIssue({ code: 'custom', path: ['commitments'], message: COMMITMENT_MESSAGE })
    }
  })
export type ReserveSeatInput = z.input<typeof reserveSeatSchema>

export const confirmPaymentSchema = z.strictObject({
  paymentIntentId: z.string().min(1, { error: 'paymentIntentId is required' }).max(200),
  /** What Stripe gave only the buyer's browser: with it, the answer carries his refund link and calendar. */
  clientSecret: z.string().min(1).max(300).optional(),
})

export const testNotificationSchema = z.strictObject({
  customerName: requiredText('Customer name is required', 200),
  purchaseType: z.enum(['brotherhood', 'one-to-one'], { error: 'Please choose a purchase type' }),
  amount: z.number({ error: 'Amount must be a number of cents' }).int().min(0).max(10_000_000),
})
