// The three lead forms of SPEC §3/§5. Unknown fields are refused (strict objects).
import { z } from 'zod'
import { contactEmailField, optionalText, phoneField, requiredText } from './fields.ts'

export const EMAIL_SIGNUP_SOURCES = ['guide', 'exit_intent_popup', 'resource_library'] as const
export type EmailSignupSource = (typeof EMAIL_SIGNUP_SOURCES)[number]

/** Each signup form as the owner names it (the Leads tab's summary, the Sequences tab's sources). */
export const EMAIL_SIGNUP_SOURCE_LABELS: Readonly<Record<EmailSignupSource, string>> = {
  guide: 'Free guide',
  exit_intent_popup: 'Exit popup',
  resource_library: 'Resource library',
}

export const emailSignupSchema = z
  .strictObject({
    email: contactEmailField,
    source: z.enum(EMAIL_SIGNUP_SOURCES, { error: 'Please choose where this signup came from' }),
    firstName: optionalText(100),
    resourceId: optionalText(100),
  })
  // `when`: runs even when another field failed, so the form shows every missing field at once.
  .superRefine(
    (value, ctx) => {
      if (value.source === 'guide' && !value.firstName) {
        ctx.addIssue({ code: 'custom', path: ['firstName'], message: 'First name is required' })
      }
      if (value.source === 'resource_library' && !value.resourceId) {
        ctx.addIssue({ code: 'custom', path: ['resourceId'], message: 'Please choose a resource' })
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
export type EmailSignupInput = z.input<typeof emailSignupSchema>

export const CHALLENGES = ['relationship', 'confidence', 'career', 'sexual', 'direction'] as const

export const consultationRequestSchema = z.strictObject({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: contactEmailField,
  phone: phoneField,
  challenge: z.enum(CHALLENGES, { error: 'Please select your biggest challenge' }),
  message: requiredText('Message is required', 5000),
})
export type ConsultationRequestInput = z.input<typeof consultationRequestSchema>

export const MARRIAGE_LENGTHS = ['less-than-2', '2-5', '5-10', '10-15', '15-20', '20-plus'] as const
export const PREVIOUS_COACHING = [
  'never',
  'individual-therapy',
  'couples-therapy',
  'mens-coaching',
  'multiple',
] as const
export const TIMELINES = ['immediate', '1-3-months', '3-6-months', '6-12-months', 'gradual'] as const

/** An unchosen select arrives as '' from a form; it means "not given". */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.literal(''), z.enum(values)], { error: 'Please choose one of the options' })
    .optional()
    .transform((value) => (value ? value : undefined))
}

export const strategyCallSchema = z.strictObject({
  name: requiredText('Full name is required', 200),
  email: contactEmailField,
  phone: phoneField,
  marriageLength: optionalChoice(MARRIAGE_LENGTHS),
  biggestChallenge: requiredText('Please tell us your biggest challenge', 5000),
  previousCoaching: optionalChoice(PREVIOUS_COACHING),
  timeline: optionalChoice(TIMELINES),
  message: optionalText(5000),
})
export type StrategyCallInput = z.input<typeof strategyCallSchema>
