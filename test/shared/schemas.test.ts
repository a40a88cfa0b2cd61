import { describe, expect, it } from 'vitest'
import {
  contentEditSchema,
  FAQ_REQUIRED_MESSAGE,
  faqSchema,
  faqUpdateSchema,
  featureToggleUpdateSchema,
  parseSortOrder,
} from '../../src/shared/schemas/content.ts'
import { fieldErrors } from '../../src/shared/schemas/fields.ts'
import { siteSettingsSchema } from '../../src/shared/schemas/site-settings.ts'
import { consultationRequestSchema, emailSignupSchema, strategyCallSchema } from '../../src/shared/schemas/leads.ts'

/** What a form shows under each field for `value`, or null when it would submit. */
function errorsOf(
  schema: {
    safeParse(value: unknown): {
      success: boolean
      error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }
    }
  },
  value: unknown,
) {
  const result = schema.safeParse(value)
  return result.success ? null : fieldErrors(result.error!)
}

describe('parseSortOrder (SPEC §5: non-numeric becomes 0, minimum 0)', () => {
  it.each([
    ['3', 3],
    ['0', 0],
    ['12', 12],
    [' 7', 7],
    ['2.9', 2],
    ['', 0],
    ['abc', 0],
    ['-4', 0],
  ])('%j gives %i', (raw, expected) => {
    expect(parseSortOrder(raw)).toBe(expected)
  })
})

describe('FAQ schema', () => {
  it('trims question and answer', () => {
    expect(faqSchema.parse({ question: '  Why? ', answer: ' Because. ', sortOrder: 0, isActive: true })).toMatchObject({
      question: 'Why?',
      answer: 'Because.',
    })
  })

  it.each([
    [{ answer: 'A', sortOrder: 0, isActive: true }, 'question'],
    [{ question: '   ', answer: 'A', sortOrder: 0, isActive: true }, 'question'],
    [{ question: 'Q', answer: '', sortOrder: 0, isActive: true }, 'answer'],
  ])("says 'Both question and answer are required.' (%j)", (value, field) => {
    expect(FAQ_REQUIRED_MESSAGE).toBe('Both question and answer are required.')
    expect(errorsOf(faqSchema, value)).toEqual({ [field]: FAQ_REQUIRED_MESSAGE })
  })

  it('refuses a negative sort order', () => {
    expect(errorsOf(faqSchema, { question: 'Q', answer: 'A', sortOrder: -1, isActive: true })).toEqual({
      sortOrder: 'Sort order must be 0 or more',
    })
  })

  it('lets an edit send only what changed, still trimmed and checked', () => {
    expect(faqUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false })
    expect(faqUpdateSchema.parse({ answer: ' New. ' })).toEqual({ answer: 'New.' })
    expect(errorsOf(faqUpdateSchema, { question: ' ' })).toEqual({ question: FAQ_REQUIRED_MESSAGE })
  })
})

describe('feature toggle and content edit schemas', () => {
  it('a toggle is a boolean, not a word', () => {
    expect(errorsOf(featureToggleUpdateSchema, { isEnabled: false })).toBeNull()
    expect(errorsOf(featureToggleUpdateSchema, { isEnabled: 'false' })).toEqual({
      isEnabled: 'isEnabled must be true or false',
    })
  })

  it('a content edit names its feature and field and may clear the content', () => {
    expect(errorsOf(contentEditSchema, { featureId: 'hero-section', fieldId: 'main-headline', content: '' })).toBeNull()
    expect(errorsOf(contentEditSchema, { featureId: '', fieldId: 'x', content: 'c' })).toEqual({
      featureId: 'featureId is required',
    })
    expect(errorsOf(contentEditSchema, { featureId: 'hero', fieldId: 'Main Headline', content: 'c' })).toEqual({
      fieldId: 'fieldId may hold only lower-case letters, digits and dashes',
    })
    expect(errorsOf(contentEditSchema, { featureId: 'hero', fieldId: 'x' })).toEqual({ content: 'Content is required' })
  })
})

describe('lead schemas shared by the forms and the server', () => {
  it('the guide form shows every missing field at once', () => {
    expect(errorsOf(emailSignupSchema, { source: 'guide', email: '', firstName: ' ' })).toEqual({
      email: 'Email address is required',
      firstName: 'First name is required',
    })
  })

  it('the consultation form shows all seven messages of SPEC §5 for an empty submit', () => {
    const empty = { firstName: '', lastName: '', email: '', phone: '', challenge: '', message: '' }
    expect(errorsOf(consultationRequestSchema, empty)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email address is required',
      phone: 'Phone number is required',
      challenge: 'Please select your biggest challenge',
      message: 'Message is required',
    })
  })

  it('an unchosen strategy-call select ("") means not given', () => {
    const parsed = strategyCallSchema.parse({
      name: 'John',
      email: 'john@example.com',
      phone: '5552345678',
      biggestChallenge: 'Time',
      marriageLength: '',
      previousCoaching: '',
      timeline: '',
    })
    expect(parsed.marriageLength).toBeUndefined()
    expect(parsed.previousCoaching).toBeUndefined()
    expect(parsed.timeline).toBeUndefined()
  })

  it('refuses fields a form does not have', () => {
    expect(
      emailSignupSchema.safeParse({ email: 'a@example.com', source: 'exit_intent_popup', isAdmin: true }).success,
    ).toBe(false)
  })
})

describe('fieldErrors', () => {
  it('keeps the first message per field and names form-wide problems _form', () => {
    expect(
      fieldErrors({
        issues: [
          { path: ['email'], message: 'first' },
          { path: ['email'], message: 'second' },
          { path: ['a', 0, 'b'], message: 'nested' },
          { path: [], message: 'whole form' },
        ],
      }),
    ).toEqual({ email: 'first', 'a.0.b': 'nested', _form: 'whole form' })
  })
})

describe("a person's email and phone as the lead schemas give them to the Worker", () => {
  const call = {
    name: 'John Smith',
    email: '  John.Smith@Example.COM ',
    phone: '555-234 5678',
    biggestChallenge: 'Communication',
  }

  it('lower-cases the address and writes the phone as (###) ###-####, so one person is one contact', () => {
    const parsed = strategyCallSchema.parse(call)
    expect([parsed.email, parsed.phone]).toEqual(['john.smith@example.com', '(555) 234-5678'])
  })

  it("keeps the owner's contact address as typed, only trimmed, and formats the phone the same way", () => {
    const parsed = siteSettingsSchema.parse({
      businessName: 'Brotherhood',
      coachName: 'Coach',
      contactEmail: ' Owner@Example.com ',
      contactPhone: '5552345678',
      websiteUrl: 'https://example.com',
      schedulingUrl: 'https://example.com/book',
    })
    expect([parsed.contactEmail, parsed.contactPhone]).toEqual(['Owner@Example.com', '(555) 234-5678'])
  })
})
