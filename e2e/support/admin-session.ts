// Signs in as the owner without the sign-in screen: a session row in the e2e database and a token signed
// with the local SESSION_SECRET by the Worker's own signer, exactly what a real sign-in produces. For tests that check what a visitor
// did through the admin API; the sign-in flow itself has its own tests.
import { readFileSync } from 'node:fs'
import { type APIRequestContext, request } from '@playwright/test'
import { SESSION_ABSOLUTE_SECONDS, SESSION_COOKIE } from '../../src/shared/constants.ts'
import { signSessionToken } from '../../src/worker/features/auth/session-token.ts'
import { ROOT } from '../../tools/lib/local-site.ts'
import { executeSql } from './local-db.ts'
import { OWNER } from './sign-in.ts'

const ADMIN_EMAIL = OWNER.email

function devVar(name: string): string {
  const line = readFileSync(`${ROOT}.dev.vars`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}=`))
  if (!line) throw new Error(`${name} is missing from .dev.vars`)
  return line.slice(name.length + 1).trim()
}

export async function adminCookie(): Promise<string> {
  const id = crypto.randomUUID()
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_SECONDS * 1000).toISOString()
  executeSql(
    `INSERT INTO sessions (id, email, first_name, is_admin, expires_at) VALUES ('${id}', '${ADMIN_EMAIL}', 'Owner', 1, '${expiresAt}')`,
  )
  const token = await signSessionToken(new TextEncoder().encode(devVar('SESSION_SECRET')), id, ADMIN_EMAIL)
  return `${SESSION_COOKIE}=${token}`
}

/** An API client acting as the signed-in owner, from the site's own origin. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: { Cookie: await adminCookie(), Origin: baseURL } })
}
