import { describe, expect, it } from 'vitest'
import { publicSiteUrlProblem } from '../../src/shared/public-site-url.ts'

describe('the public address rule', () => {
  it.each(['https://brotherhood.example', 'https://brotherhood.example/', 'https://www.brotherhood.example:8443'])(
    '%j is fine anywhere',
    (value) => {
      expect(publicSiteUrlProblem(value, { allowLoopback: false })).toBeNull()
      expect(publicSiteUrlProblem(value, { allowLoopback: true })).toBeNull()
    },
  )

  it.each(['http://127.0.0.1:8787', 'http://localhost:8787', 'http://[::1]:8787'])(
    '%j is a local run: the Worker takes it, a deploy does not',
    (value) => {
      expect(publicSiteUrlProblem(value, { allowLoopback: true })).toBeNull()
      expect(publicSiteUrlProblem(value, { allowLoopback: false })).toBe(
        `PUBLIC_SITE_URL must be the site's https address, not ${value}`,
      )
    },
  )

  it.each(['http://brotherhood.example', 'ftp://brotherhood.example', 'http://10.0.0.1'])(
    '%j is refused everywhere',
    (value) => {
      expect(publicSiteUrlProblem(value, { allowLoopback: true })).toBe(
        `PUBLIC_SITE_URL must be the site's https address, not ${value}`,
      )
    },
  )

  it('a missing or unreadable value is refused', () => {
    expect(publicSiteUrlProblem(undefined, { allowLoopback: true })).toBe('PUBLIC_SITE_URL is not set')
    expect(publicSiteUrlProblem('', { allowLoopback: true })).toBe('PUBLIC_SITE_URL is not set')
    expect(publicSiteUrlProblem('brotherhood.example', { allowLoopback: true })).toBe(
      'PUBLIC_SITE_URL is not a web address: brotherhood.example',
    )
  })
})
