// Signs in as the owner without the sign-in screen: a session row in the e2e database and a token signed
// with the local SESSION_SECRET by the Worker's own signer, exactly what a real sign-in produces. For tests that check what a visitor
// did through the admin API; the sign-in flow itself has its own tests.
import { type APIRequestContext, request } from '@playwright/test'
import { ownerSessionCookie } from '../../tools/lib/owner-session.ts'
import { executeSql } from './local-db.ts'
import { OWNER } from './sign-in.ts'

const ADMIN_EMAIL = OWNER.email

export const adminCookie = (): Promise<string> => ownerSessionCookie(ADMIN_EMAIL, executeSql)

/** An API client acting as the signed-in owner, from the site's own origin. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: { Cookie: await adminCookie(), Origin: baseURL } })
}
