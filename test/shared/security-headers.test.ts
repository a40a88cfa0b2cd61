import { describe, expect, it } from 'vitest'
import { isAdminPage, isTagFreeAddress } from '../../src/shared/tag-free-pages.ts'
import { headersFileText, securityHeaders, THIRD_PARTY_TAG_ORIGINS } from '../../src/shared/security-headers.ts'

/** The `_headers` file as rules: pattern → lines under it. */
function rules(text: string): Map<string, string[]> {
  const parsed = new Map<string, string[]>()
  let current: string[] = []
  for (const line of text.split('\n').filter(Boolean)) {
    if (line.startsWith('  ')) current.push(line.trim())
    else parsed.set(line, (current = []))
  }
  return parsed
}

const cspOf = (lines: string[]) =>
  lines.find((line) => line.startsWith('Content-Security-Policy:'))!.slice('Content-Security-Policy: '.length)

describe('the pages headers file', () => {
  const file = rules(headersFileText())

  it('gives every page the shared headers, the Meta and Google tag origins in the public CSP', () => {
    const all = file.get('/*')!
    for (const [name, value] of Object.entries(securityHeaders)) expect(all).toContain(`${name}: ${value}`)
    expect(cspOf(all)).toContain('https://connect.facebook.net')
    expect(cspOf(all)).toContain('https://www.googletagmanager.com')
  })

  it.each(['/admin', '/admin/*', '/debug-sms', '/refund', '/plan', '/payment-success', '/waitlist/*'])(
    'replaces the CSP on %s with one that names no tag origin',
    (pattern) => {
      const lines = file.get(pattern)!
      expect(lines[0]).toBe('! Content-Security-Policy')
      const csp = cspOf(lines)
      for (const origin of THIRD_PARTY_TAG_ORIGINS) expect(csp).not.toContain(origin)
      expect(csp).not.toMatch(/facebook\.(net|com)|google/)
      // The rest of the policy stands: frames refused, Stripe allowed, nothing inline.
      expect(csp).toMatch(/(^|; )frame-ancestors 'none'(;|$)/)
      expect(csp).toContain("script-src 'self' 'inline-speculation-rules' https://js.stripe.com;")
    },
  )
})

describe('the owner pages', () => {
  it.each(['/admin', '/admin/', '/admin/login', '/debug-sms'])('%s is one', (path) =>
    expect(isAdminPage(path)).toBe(true),
  )
  it.each(['/', '/old', '/administration', '/checkout', '/payment-success', '/privacy-policy'])(
    '%s is public',
    (path) => expect(isAdminPage(path)).toBe(false),
  )
})

describe('the pages whose address carries a secret', () => {
  const at = (address: string) => {
    const url = new URL(address, 'https://coaching.test')
    return isTagFreeAddress({ pathname: url.pathname, search: url.search, hash: url.hash })
  }
  it.each([
    '/refund#12.1790000000000.abc',
    '/plan#token',
    '/plan?token=old-link',
    '/payment-success?payment_intent=pi_123',
    '/payment-success',
    '/waitlist/decline#offer=tok',
    '/checkout?offer=tok',
    '/checkout#offer=tok',
    '/admin',
  ])('%s loads no tag', (address) => expect(at(address)).toBe(true))
  it.each(['/', '/old', '/checkout?type=brotherhood', '/checkout?type=brotherhood&inventoryId=3', '/privacy-policy'])(
    '%s may',
    (address) => expect(at(address)).toBe(false),
  )
})
