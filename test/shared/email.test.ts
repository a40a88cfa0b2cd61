import { describe, expect, it } from 'vitest'
import {
  EMAIL_DOMAIN_MAX,
  EMAIL_LOCAL_MAX,
  EMAIL_MAX,
  isValidEmail,
  normalizeEmail,
} from '../../src/shared/rules/email.ts'
import { emailField, MESSAGES } from '../../src/shared/schemas/fields.ts'

/** A domain of exactly `length` characters made of dot-separated labels, ending in `.com`. */
function domainOfLength(length: number): string {
  const body = length - '.com'.length
  const labels: string[] = []
  let left = body
  while (left > 0) {
    const size = Math.min(50, left)
    labels.push('a'.repeat(size))
    left -= size + 1 // the dot before the next label
  }
  let domain = `${labels.join('.')}.com`
  // The loop may leave the last label one short of the target (a dot was counted that was never written).
  while (domain.length < length) domain = `b${domain}`
  return domain
}

describe('the limits of SPEC §9 (254 total, 64 local, 253 domain)', () => {
  it('uses the spec’s numbers', () => {
    expect([EMAIL_MAX, EMAIL_LOCAL_MAX, EMAIL_DOMAIN_MAX]).toEqual([254, 64, 253])
  })

  it('accepts an address of exactly 254 characters and refuses 255', () => {
    const local = 'l'.repeat(64)
    const at254 = `${local}@${domainOfLength(254 - 65)}`
    const at255 = `${local}@${domainOfLength(255 - 65)}`
    expect(at254).toHaveLength(254)
    expect(at255).toHaveLength(255)
    expect(isValidEmail(at254)).toBe(true)
    expect(isValidEmail(at255)).toBe(false)
  })

  it('accepts a local part of exactly 64 characters and refuses 65', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true)
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false)
  })

  it('refuses a 253- or 254-character domain, and accepts the longest a 254 total leaves room for (252)', () => {
    // With at least one character and the @ before it, a 253-character domain makes 255 in all, so the
    // 254 total is the limit that binds first; both must refuse it.
    expect(domainOfLength(252)).toHaveLength(252)
    expect(isValidEmail(`a@${domainOfLength(252)}`)).toBe(true)
    expect(isValidEmail(`a@${domainOfLength(253)}`)).toBe(false)
    expect(isValidEmail(`a@${domainOfLength(254)}`)).toBe(false)
  })
})

describe('the local part', () => {
  it.each([
    ['john@example.com'],
    ['john.smith@example.com'],
    ["o'brien+coaching@example.co.uk"],
    ['a_b-c!#$%&*/=?^`{|}~@example.org'],
    ['JOHN@EXAMPLE.COM'],
    ['1@example.com'],
  ])('accepts %s', (address) => {
    expect(isValidEmail(address)).toBe(true)
  })

  it.each([
    ['.john@example.com', 'a leading dot'],
    ['john.@example.com', 'a trailing dot'],
    ['jo..hn@example.com', 'doubled dots'],
    ['@example.com', 'nothing before the @'],
    ['jo hn@example.com', 'a space'],
    ['"john"@example.com', 'quotes'],
    ['josé@example.com', 'a non-ASCII letter'],
    ['john(x)@example.com', 'parentheses'],
  ])('refuses %s (%s)', (address) => {
    expect(isValidEmail(address)).toBe(false)
  })
})

describe('the domain', () => {
  it.each([['john@my-site.example.com'], ['john@a.b.c.d.co'], ['john@123.example'], ['john@x.io']])(
    'accepts %s',
    (address) => {
      expect(isValidEmail(address)).toBe(true)
    },
  )

  it.each([
    ['john@localhost', 'no dot'],
    ['john@', 'no domain'],
    ['john@example..com', 'doubled dots'],
    ['john@.example.com', 'an empty first label'],
    ['john@example.com.', 'an empty last label'],
    ['john@-example.com', 'a hyphen at the start'],
    ['john@example.com-', 'a hyphen at the end'],
    ['john@mail.-example.com', 'a label starting with a hyphen'],
    ['john@example-.com', 'a label ending with a hyphen'],
    ['john@mail.example-.com', 'an inner label ending with a hyphen'],
    ['john@exa_mple.com', 'an underscore'],
    ['john@exa mple.com', 'a space'],
  ])('refuses %s (%s)', (address) => {
    expect(isValidEmail(address)).toBe(false)
  })
})

describe('the whole address', () => {
  it.each([
    ['', 'empty'],
    ['john', 'no @'],
    ['john@@example.com', 'two @ together'],
    ['john@smith@example.com', 'two @ apart'],
    [' john@example.com', 'untrimmed (the form trims first)'],
  ])('refuses %s (%s)', (address) => {
    expect(isValidEmail(address)).toBe(false)
  })

  it('stores one spelling per person: trimmed and lower-cased', () => {
    expect(normalizeEmail('  John.Smith@Example.COM ')).toBe('john.smith@example.com')
  })
})

describe('the email field every form shares', () => {
  const messageFor = (value: unknown) => {
    const result = emailField.safeParse(value)
    return result.success ? null : result.error.issues[0]?.message
  }

  it('trims what the visitor typed', () => {
    expect(emailField.parse('  john@example.com  ')).toBe('john@example.com')
  })

  it("says 'Email address is required' when missing, empty or blank", () => {
    for (const value of [undefined, '', '   ']) expect(messageFor(value)).toBe(MESSAGES.emailRequired)
    expect(MESSAGES.emailRequired).toBe('Email address is required')
  })

  it("says 'Please enter a valid email address' for a bad or over-long address", () => {
    for (const value of ['john', 'john@localhost', `${'a'.repeat(250)}@example.com`]) {
      expect(messageFor(value)).toBe('Please enter a valid email address')
    }
  })
})
