/** The routes the Worker renders as whole HTML (SPEC §2's public pages); wrangler.toml runs it first for them. */
export const PUBLIC_PAGE_PATHS = ['/', '/old', '/privacy-policy', '/terms-and-conditions', '/data-deletion'] as const

export function isPublicPagePath(path: string): boolean {
  return (PUBLIC_PAGE_PATHS as readonly string[]).includes(path)
}

/**
 * The pages the Worker renders for the links in emails and Stripe's return (decisions 060 and 063); their tokens
 * and payment references stay in the browser. wrangler.toml runs the Worker first for them too.
 */
export const LINK_PAGE_PATHS = [
  '/payment-success',
  '/refund',
  '/plan',
  '/waitlist/decline',
  '/booking',
  '/action',
] as const

/**
 * The pages the client app draws from the built shell (src/client/router.tsx): the Worker hands them the shell as
 * it is; any other address it does not know is the not-found page, answered 404.
 */
export const APP_PAGE_PATHS = ['/admin', '/admin/login', '/waitlist/confirm', '/debug-sms', '/my-coaching'] as const

export function isAppPagePath(path: string): boolean {
  return (APP_PAGE_PATHS as readonly string[]).includes(path)
}
