// Why an admin sign-in did not happen. The Worker puts the code in /admin/login?error=<code>; the login page
// turns it into words. Codes stay short and say nothing an attacker could use.
export const LOGIN_ERROR_MESSAGES = {
  'not-configured':
    'Sign-in is not configured on this site yet. The owner needs to set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET.',
  expired: 'That sign-in attempt expired or was already used. Please sign in again.',
  cancelled: 'Sign-in was canceled at the sign-in provider.',
  provider: 'The sign-in provider could not be reached or refused the request. Please try again in a moment.',
  token: 'The answer from the sign-in provider could not be verified, so you were not signed in. Please try again.',
  unverified: 'Your email address is not verified with the sign-in provider, so it cannot be used to sign in.',
  'not-admin': 'This account does not have access to the admin area.',
  'too-many': 'Too many sign-in attempts from your network. Please wait a minute and try again.',
} as const

export type LoginErrorCode = keyof typeof LOGIN_ERROR_MESSAGES

export function loginErrorMessage(code: string | null): string | null {
  if (!code) return null
  // An own key only: `in` would also find `__proto__`, `constructor` and the rest of Object.prototype.
  return Object.hasOwn(LOGIN_ERROR_MESSAGES, code)
    ? LOGIN_ERROR_MESSAGES[code as LoginErrorCode]
    : 'Sign-in did not complete. Please try again.'
}
