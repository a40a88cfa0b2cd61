import { describe, expect, it } from 'vitest'
import { formatUsPhone, isValidUsPhone, PHONE_FIELD_MAX, phoneDigits } from '../../src/shared/rules/phone.ts'
import { phoneField } from '../../src/shared/schemas/fields.ts'

describe('US phone validity (SPEC §5)', () => {
  it.each([
    ['5552345678'],
    ['(555) 234-5678'],
    ['555-234-5678'],
    ['555.234.5678'],
    [' 555 234 5678 '],
    ['2125551234'],
    ['9999999999'],
  ])('accepts %s', (phone) => {
    expect(isValidUsPhone(phone)).toBe(true)
  })

  it.each([
    ['555234567', 'nine digits'],
    ['55523456789', 'eleven digits'],
    ['+1 555 234 5678', 'a country code (eleven digits)'],
    ['0552345678', 'an area code starting with 0'],
    ['1552345678', 'an area code starting with 1'],
    ['5550345678', 'an exchange starting with 0'],
    ['5551345678', 'an exchange starting with 1'],
    ['', 'nothing'],
    ['phone-number', 'no digits'],
  ])('refuses %s (%s)', (phone) => {
    expect(isValidUsPhone(phone)).toBe(false)
  })

  it('counts only digits', () => {
    expect(phoneDigits('(555) 234-5678 ext')).toBe('5552345678')
  })
})

describe('formatting as typed: (###) ###-####', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['55', '(55'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['55512', '(555) 12'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['555123456', '(555) 123-456'],
    ['5551234567', '(555) 123-4567'],
    ['555123456789', '(555) 123-4567'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['555.123.4567', '(555) 123-4567'],
    ['abc', ''],
  ])('%j becomes %j', (typed, shown) => {
    expect(formatUsPhone(typed)).toBe(shown)
  })

  it('never grows past the field’s 14 characters, however much is typed', () => {
    expect(PHONE_FIELD_MAX).toBe(14)
    expect(formatUsPhone('1'.repeat(40))).toHaveLength(14)
  })

  it('re-formatting what it produced changes nothing, so each keystroke is stable', () => {
    let shown = ''
    for (const digit of '5552345678') {
      shown = formatUsPhone(shown + digit)
      expect(formatUsPhone(shown)).toBe(shown)
    }
    expect(shown).toBe('(555) 234-5678')
  })
})

describe('the phone field every form shares', () => {
  const messageFor = (value: unknown) => {
    const result = phoneField.safeParse(value)
    return result.success ? null : result.error.issues[0]?.message
  }

  it("says 'Phone number is required' when missing or blank", () => {
    for (const value of [undefined, '', '  ']) expect(messageFor(value)).toBe('Phone number is required')
  })

  it("says 'Please enter a valid 10-digit US phone number' otherwise", () => {
    for (const value of ['555-1234', '1552345678', '(555) 234-5678 x12']) {
      expect(messageFor(value)).toBe('Please enter a valid 10-digit US phone number')
    }
  })

  it('accepts the formatted value the field shows', () => {
    expect(messageFor('(555) 234-5678')).toBeNull()
  })
})
