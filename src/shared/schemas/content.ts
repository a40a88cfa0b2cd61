// Admin-edited content: feature toggles, content edits and FAQs (SPEC §3, §5).
import { z } from 'zod'

export const featureToggleUpdateSchema = z.strictObject({
  isEnabled: z.boolean({ error: 'isEnabled must be true or false' }),
})

export const CONTENT_FIELD_TYPES = ['text', 'textarea', 'url', 'email'] as const

const slug = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(100)
    .regex(/^[a-z0-9][a-z0-9-]*$/, { error: `${label} may hold only lower-case letters, digits and dashes` })

export const contentEditSchema = z.strictObject({
  featureId: slug('featureId'),
  fieldId: slug('fieldId'),
  content: z.string({ error: 'Content is required' }).max(10_000, { error: 'Please keep this under 10000 characters' }),
})
export type ContentEditInput = z.input<typeof contentEditSchema>

export const FAQ_REQUIRED_MESSAGE = 'Both question and answer are required.'

const faqText = (max: number) =>
  z
    .string({ error: FAQ_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: FAQ_REQUIRED_MESSAGE, abort: true })
    .max(max, { error: `Please keep this under ${max} characters` })

export const faqSchema = z.strictObject({
  question: faqText(500),
  answer: faqText(5000),
  sortOrder: z.number({ error: 'Sort order must be a number' }).int().min(0, { error: 'Sort order must be 0 or more' }),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
})
export type FaqInput = z.input<typeof faqSchema>

export const faqUpdateSchema = faqSchema.partial()

/** SPEC §5: a non-numeric sort order typed into the form becomes 0. */
export function parseSortOrder(raw: string): number {
  const value = Number.parseInt(raw, 10)
  return Number.isFinite(value) && value >= 0 ? value : 0
}
