// One list of response headers for pages (through the assets `_headers` file) and the API (through the
// Worker's middleware), so the two can never disagree. The CSP names exactly the outside origins the site
// uses: Stripe.js and its frames, the Meta and Google tags, embedded video, and social images. The admin's
// pages get the same list without the tags' origins: leads' names, emails and phones are on those pages.
import { ADMIN_PAGE_PATTERNS } from './admin-pages.ts'

const directives = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com https://connect.facebook.net https://www.googletagmanager.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.fbcdn.net https://www.facebook.com https://i.ytimg.com https://*.google-analytics.com https://*.googletagmanager.com https://*.stripe.com",
  "font-src 'self'",
  "connect-src 'self' https://api.stripe.com https://www.facebook.com https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
  "frame-src https://js.stripe.com https://hooks.stripe.com https://www.youtube-nocookie.com https://www.youtube.com",
  "media-src 'self' https:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
]

/** Where the Meta Pixel and GA4 load from and report to: allowed on public pages only. */
export const THIRD_PARTY_TAG_ORIGINS: readonly string[] = [
  'https://connect.facebook.net',
  'https://www.facebook.com',
  'https://www.googletagmanager.com',
  'https://*.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]

const withoutTagOrigins = (directive: string) =>
  directive
    .split(' ')
    .filter((source) => !THIRD_PARTY_TAG_ORIGINS.includes(source))
    .join(' ')

const contentSecurityPolicy = directives.join('; ')
const adminContentSecurityPolicy = directives.map(withoutTagOrigins).join('; ')

export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/**
 * The Workers static-assets `_headers` file: every path gets the same headers, and the admin's pages (served as
 * the SPA fallback, matched on the address asked for) swap the CSP for the one without the tags' origins:
 * `! Name` removes what the `/*` rule set, then the admin value is set.
 */
export function headersFileText(): string {
  const lines = Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`)
  const admin = ADMIN_PAGE_PATTERNS.map(
    (pattern) => `${pattern}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${adminContentSecurityPolicy}\n`,
  )
  return [`/*\n${lines.join('\n')}\n`, ...admin].join('')
}
