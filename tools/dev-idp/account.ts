// The single account of the local identity provider: the site owner, whose address is in ADMIN_EMAILS of
// .dev.vars.example, so a newcomer signs in to /admin with nothing to set up.
export const DEV_ACCOUNT = {
  accountId: 'dev-admin',
  email: 'admin@example.com',
  password: 'admin',
  givenName: 'Admin',
  familyName: 'Owner',
} as const

/** The account id for a matching email (any letter case) and password, or null. */
export function checkCredentials(email: string, password: string): string | null {
  const emailMatches = email.trim().toLowerCase() === DEV_ACCOUNT.email
  return emailMatches && password === DEV_ACCOUNT.password ? DEV_ACCOUNT.accountId : null
}

/** The claims the provider releases for the account, by scope (openid, email, profile). */
export function accountClaims(accountId: string) {
  if (accountId !== DEV_ACCOUNT.accountId) return undefined
  return {
    sub: DEV_ACCOUNT.accountId,
    email: DEV_ACCOUNT.email,
    email_verified: true,
    name: `${DEV_ACCOUNT.givenName} ${DEV_ACCOUNT.familyName}`,
    given_name: DEV_ACCOUNT.givenName,
    family_name: DEV_ACCOUNT.familyName,
  }
}
