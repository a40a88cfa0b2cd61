// A client signed in to "My coaching" as he does it (decision 074): he asks for a code, the code from the email in
// the outbox signs him in, and the session cookie comes back. Each call from its own address, so no limit couples.
import { and, eq, like } from 'drizzle-orm'
import { expect } from 'vitest'
import { outbox } from '../../src/worker/platform/db/schema.ts'
import { request } from './client.ts'
import { testDb } from './db.ts'
import { newClientAddress } from './leads.ts'

/** The code of the newest sign-in email to the address. */
async function emailedCode(email: string): Promise<string> {
  const rows = await testDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), like(outbox.idempotencyKey, 'client-sign-in:%')))
    .orderBy(outbox.id)
  return (rows.at(-1)!.payload as { code: string }).code
}

/** The `__Host-client` cookie of a client who signed in with his emailed code. */
export async function signedInClient(email: string): Promise<string> {
  const asked = await request(
    '/api/my-coaching/code',
    { method: 'POST', body: { email } },
    { address: newClientAddress() },
  )
  expect(asked.status).toBe(200)
  const code = await emailedCode(email.toLowerCase())
  const signedIn = await request(
    '/api/my-coaching/session',
    { method: 'POST', body: { email, code } },
    { address: newClientAddress() },
  )
  expect(signedIn.status, await signedIn.clone().text()).toBe(200)
  return signedIn.headers.get('Set-Cookie')!.split(';')[0]!
}
