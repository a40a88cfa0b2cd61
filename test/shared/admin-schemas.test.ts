// The admin's shared schemas and small rules, as the admin UI's forms will use them.
import { describe, expect, it } from 'vitest'
import { fieldErrors, requiredText } from '../../src/shared/schemas/fields.ts'
import { postTitle } from '../../src/shared/schemas/facebook-posts.ts'
import { inventoryItemSchema } from '../../src/shared/schemas/inventory.ts'
import { nullableText } from '../../src/shared/schemas/text-fields.ts'
import { parseViewerCount, tiktokLiveSchema } from '../../src/shared/schemas/tiktok-live.ts'
import { isHttpUrl, optionalWebAddress } from '../../src/shared/schemas/web-address.ts'

describe('isHttpUrl', () => {
  it.each([['https://example.com'], ['http://example.com/a?b=c#d'], ['https://sub.example.co.uk:8443/x']])(
    '%j is a web address',
    (value) => {
      expect(isHttpUrl(value)).toBe(true)
    },
  )

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['ftp://example.com'],
    ['example.com'],
    ['//example.com'],
    ['https://'],
    [''],
  ])('%j is not', (value) => {
    expect(isHttpUrl(value)).toBe(false)
  })
})

describe('optionalWebAddress', () => {
  const field = optionalWebAddress('Bad link')

  it('missing, null and blank are null; an address is kept, trimmed', () => {
    expect([
      field.parse(undefined),
      field.parse(null),
      field.parse(''),
      field.parse('  https://example.com  '),
    ]).toEqual([null, null, null, 'https://example.com'])
  })

  it('anything else has the field’s message', () => {
    expect(field.safeParse('mailto:a@example.com').error?.issues[0]?.message).toBe('Bad link')
  })
})

describe('text fields', () => {
  it('requiredText trims and has one message for missing and blank', () => {
    const field = requiredText('Title is required', 5)
    expect(field.parse('  abc ')).toBe('abc')
    expect(field.safeParse(undefined).error?.issues[0]?.message).toBe('Title is required')
    expect(field.safeParse('   ').error?.issues[0]?.message).toBe('Title is required')
    expect(field.safeParse('abcdef').error?.issues[0]?.message).toBe('Please keep this under 5 characters')
  })

  it('nullableText stores missing, null and blank as null', () => {
    const field = nullableText(10)
    expect([field.parse(undefined), field.parse(null), field.parse('  '), field.parse(' x ')]).toEqual([
      null,
      null,
      null,
      'x',
    ])
  })
})

describe('the inventory form', () => {
  const form = { name: 'Pod', type: 'coaching_slot', price: 0, totalSlots: 1, availableSlots: 1 }

  it('fills the defaults of SPEC §5: active, PST, no day, no closing date, no start date', () => {
    expect(inventoryItemSchema.parse(form)).toEqual({
      ...form,
      description: null,
      closingDate: null,
      dayOfWeek: null,
      timeSlot: null,
      startsOn: null,
      timezone: 'PST',
      isActive: true,
      planPayments: null,
      planAmount: null,
      sessionsIncluded: 12,
      // Sessions open with the payments unless the owner chooses another rule (decision 082).
      sessionRelease: null,
      sessionCap: null,
    })
  })

  it('gives one-to-one coaching twelve sessions unless told, and refuses a number that cannot be a package', () => {
    expect(inventoryItemSchema.parse({ ...form, sessionsIncluded: 6 }).sessionsIncluded).toBe(6)
    expect(inventoryItemSchema.parse({ ...form, type: 'brotherhood_pod' }).sessionsIncluded).toBeNull()
    const refused = (input: Record<string, unknown>) =>
      inventoryItemSchema.safeParse({ ...form, ...input }).error?.issues.map((issue) => issue.message)
    expect(refused({ sessionsIncluded: null })).toEqual(['Sessions included is required for one-to-one coaching'])
    expect(refused({ sessionsIncluded: 0 })).toEqual(['Sessions included must be at least 1'])
    expect(refused({ sessionsIncluded: 53 })).toEqual(['Sessions included must be at most 52'])
    expect(refused({ sessionsIncluded: 2.5 })).toEqual(['Sessions included must be a whole number'])
    expect(refused({ type: 'brotherhood_pod', sessionsIncluded: 12 })).toEqual([
      'Only one-to-one coaching includes sessions to book: leave this empty',
    ])
  })

  it("takes a pod's start date as a date field sends it, and refuses anything else", () => {
    expect(inventoryItemSchema.parse({ ...form, startsOn: '2026-03-05' }).startsOn).toBe('2026-03-05')
    expect(inventoryItemSchema.parse({ ...form, startsOn: '' }).startsOn).toBeNull()
    for (const startsOn of ['2026-02-30', '03/05/2026', '2026-03-05T18:00']) {
      const result = inventoryItemSchema.safeParse({ ...form, startsOn })
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe('Start date must be a date, like 2026-03-05')
    }
  })

  it('a free item (price 0) and a full item (available = total) are fine', () => {
    expect(inventoryItemSchema.safeParse({ ...form, totalSlots: 3, availableSlots: 3 }).success).toBe(true)
  })

  it('reads a closing date as the datetime-local field sends it, in PST', () => {
    expect(inventoryItemSchema.parse({ ...form, closingDate: '2025-12-31T23:30' }).closingDate).toBe(
      '2026-01-01T07:30:00.000Z',
    )
    expect(inventoryItemSchema.parse({ ...form, closingDate: '2025-12-31T23:30:00-05:00' }).closingDate).toBe(
      '2026-01-01T04:30:00.000Z',
    )
  })

  it('puts the slot bound on availableSlots, where the form shows it', () => {
    const result = inventoryItemSchema.safeParse({ ...form, totalSlots: 1, availableSlots: 2 })
    expect(fieldErrors(result.error!)).toEqual({ availableSlots: 'Available slots cannot be more than total slots' })
  })
})

describe('TikTok live', () => {
  const live = { username: 'coach', isLive: true, viewerCount: 12 }

  it('keeps the viewer count while live, and Stop Live resets it to 0', () => {
    expect(tiktokLiveSchema.parse(live).viewerCount).toBe(12)
    expect(tiktokLiveSchema.parse({ ...live, isLive: false }).viewerCount).toBe(0)
  })

  it.each([
    ['12', 12],
    ['12.7', 12],
    ['007', 7],
    ['', 0],
    ['many', 0],
    ['-3', 0],
  ])('the viewer field %j is read as %i (SPEC §5: integer, fallback 0)', (raw, count) => {
    expect(parseViewerCount(raw)).toBe(count)
  })
})

describe('postTitle', () => {
  it('is the first 100 characters of the content (SPEC §9)', () => {
    expect(postTitle('Short post')).toBe('Short post')
    expect(postTitle('x'.repeat(150))).toBe('x'.repeat(100))
    expect(postTitle(`  ${'y'.repeat(100)}`)).toBe('y'.repeat(100))
  })

  it('never cuts a character in half', () => {
    expect(postTitle('🙏'.repeat(120))).toBe('🙏'.repeat(100))
  })
})
