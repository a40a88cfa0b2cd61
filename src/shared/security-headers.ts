// One list of response headers for pages (through the assets `_headers` file) and the API (through the
// Worker's middleware), so the two can never disagree. The CSP names exactly the outside origins the site
// uses: Stripe.js and its frames, the Meta and Google tags, embedded video, and social images.
const contentSecurityPolicy = [
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
].join('; ')

export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** The Workers static-assets `_headers` file: every path gets the same headers. */
export function headersFileText(): string {
  const lines = Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`)
  return `/*\n${lines.join('\n')}\n`
}
