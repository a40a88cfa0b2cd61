// One list of response headers for pages (through the assets `_headers` file) and the API (through the
// Worker's middleware), so the two can never disagree. The CSP names exactly the outside origins the site
// uses: Stripe.js and its frames, the Meta and Google tags, embedded video, and social images. The admin's
// pages get the same list without the tags' origins: leads' names, emails and phones are on those pages.
// A local Stripe stand-in (npm start and the end-to-end tests without real keys) is added to it only when
// STRIPE_JS_URL names one, so a production build and a production Worker, which never set it, never allow it.
import { TAG_FREE_PAGE_PATTERNS } from './tag-free-pages.ts'

/** Where the local Stripe stand-in lives: the origin serving its Stripe.js and the emulator its calls reach. */
export interface StripeStandIn {
  scriptOrigin: string
  apiOrigin: string | null
}

export interface StripeStandInConfig {
  STRIPE_JS_URL?: string
  STRIPE_API_BASE?: string
}

const originOf = (url: string | undefined) => (url && URL.canParse(url) ? new URL(url).origin : null)

/** The stand-in named by this configuration, or null when the site loads Stripe's own Stripe.js. */
export function stripeStandIn(config: StripeStandInConfig): StripeStandIn | null {
  const scriptOrigin = originOf(config.STRIPE_JS_URL)
  return scriptOrigin ? { scriptOrigin, apiOrigin: originOf(config.STRIPE_API_BASE) } : null
}

/** Where the Meta Pixel and GA4 load from and report to: allowed on public pages only. */
export const THIRD_PARTY_TAG_ORIGINS: readonly string[] = [
  'https://connect.facebook.net',
  'https://www.facebook.com',
  'https://www.googletagmanager.com',
  'https://*.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]

function contentSecurityPolicy(standIn: StripeStandIn | null): string {
  const standInScript = standIn ? ` ${standIn.scriptOrigin}` : ''
  const standInApi = standIn?.apiOrigin ? ` ${standIn.apiOrigin}` : ''
  return [
    "default-src 'self'",
    // 'inline-speculation-rules': the home page's pay buttons prepare checkout (no other inline script runs).
    "script-src 'self' 'inline-speculation-rules' https://js.stripe.com https://connect.facebook.net " +
      `https://www.googletagmanager.com${standInScript}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.fbcdn.net https://www.facebook.com https://i.ytimg.com " +
      'https://*.google-analytics.com https://*.googletagmanager.com https://*.stripe.com',
    "font-src 'self'",
    `connect-src 'self' https://api.stripe.com https://www.facebook.com ` +
      `https://*.google-analytics.com https://*.analytics.google.com ` +
      `https://*.googletagmanager.com${standInApi}`,
    'frame-src https://js.stripe.com https://hooks.stripe.com https://www.youtube-nocookie.com https://www.youtube.com',
    "media-src 'self' https:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The same policy with every source of the third-party tags taken out, for the owner's pages. */
export function withoutTagOrigins(policy: string): string {
  return policy
    .split('; ')
    .map((directive) =>
      directive
        .split(' ')
        .filter((source) => !THIRD_PARTY_TAG_ORIGINS.includes(source))
        .join(' '),
    )
    .join('; ')
}

/** The headers for a site that loads Stripe.js from Stripe, or from the given local stand-in. */
export function securityHeadersWith(standIn: StripeStandIn | null): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(standIn),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/** Production's headers: Stripe.js from Stripe, no stand-in. */
export const securityHeaders = securityHeadersWith(null)

/**
 * The Workers static-assets `_headers` file: every path gets the same headers, and the tag-free pages (the
 * owner's and those whose address carries a secret, served as the SPA fallback, matched on the address asked
 * for) swap the CSP for the one without the tags' origins: `! Name` removes what the `/*` rule set, then the
 * tag-free value is set.
 */
export function headersFileText(headers: Readonly<Record<string, string>> = securityHeaders): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)
  const tagFreePolicy = withoutTagOrigins(headers['Content-Security-Policy'] ?? '')
  const tagFree = TAG_FREE_PAGE_PATTERNS.map(
    (pattern) => `${pattern}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${tagFreePolicy}\n`,
  )
  return [`/*\n${lines.join('\n')}\n`, ...tagFree].join('')
}
