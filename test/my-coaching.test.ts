// "My coaching" (decision 074): a client asks for a code by email, signs in with the code or the emailed link,
// and sees what he bought, his refund link and his plan; the code works once, for 15 minutes, a few guesses at
// most, three asked an address in 15 minutes; a stranger's address gets the same answer and no email; signing out
// ends the session; a client's sign-in never opens the admin.
import { and, desc, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { clientSignInCodes, outbox } from '../src/worker/platform/db/schema.ts'
import { CODE_REFUSED, CODE_SENT, LINK_REFUSED, TOO_MANY_CODES } from '../src/worker/features/clients/sign-in-codes.ts'
import { CODE_MESSAGE } from '../src/shared/schemas/my-coaching.ts'
import type { ClientOverview } from '../src/worker/features/clients/client-overview.ts'
import { buyerDetails, buySeat, createItem } from './helpers/checkout.ts'
import { json, request } from './helpers/client.ts'
import { testDb } from './helpers/db.ts'
import { uniqueEmail } from './helpers/leads.ts'
import { ADMIN_EMAIL, adminCookie } from './helpers/sessions.ts'

let addressCount = 0
/** Each test's requests come from an address of their own: the per-address limit is not what most tests try. */
const newAddress = () => `198.51.100.${(addressCount += 1)}`

async function buyer(label: string, email = uniqueEmail(label)) {
  const item = await createItem({ name: `Pod for ${label}` })
  const { purchase } = await buySeat(item, { buyer: buyerDetails({ email, firstName: 'Caleb' }) })
  return { email, item, purchase }
}

const askCode = (email: string, address = newAddress()) =>
  request('/api/my-coaching/code', { method: 'POST', body: { email } }, { address })

/** The code and link of the newest sign-in email to the address. */
async function emailedSignIn(email: string): Promise<{ code: string; link: string }> {
  const rows = await testDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), like(outbox.idempotencyKey, 'client-sign-in:%')))
    .orderBy(outbox.id)
  const payload = rows.at(-1)!.payload as { code: string; link: string }
  return { code: payload.code, link: /#link=([\w-]+)/.exec(payload.link)![1]! }
}

const signIn = (body: Record<string, unknown>, address = newAddress()) =>
  request('/api/my-coaching/session', { method: 'POST', body }, { address })

const cookieOf = (response: Response) => response.headers.get('Set-Cookie')!.split(';')[0]!

const myCoaching = (cookie?: string) => request('/api/my-coaching', {}, { cookie })

describe('signing in', () => {
  it('emails a buyer a code that opens his page with what he bought and his refund link', async () => {
    const { email, item, purchase } = await buyer('buyer')
    const asked = await askCode(email)
    expect(asked.status).toBe(200)
    expect(await json(asked)).toEqual({ message: CODE_SENT })
    const { code } = await emailedSignIn(email)
    expect(code).toMatch(/^\d{6}$/)

    const signedIn = await signIn({ email, code })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get('Set-Cookie')).toMatch(
      /^__Host-client=.+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax/,
    )
    expect(signedIn.headers.get('Cache-Control')).toBe('no-store')
    const page = await json<ClientOverview>(await myCoaching(cookieOf(signedIn)))
    expect(page).toMatchObject({
      email,
      firstName: 'Caleb',
      purchases: [
        { orderRef: `order-${purchase.id}`, description: expect.stringContaining(item.name), status: 'paid' },
      ],
      waitlist: [],
    })
    expect(page.purchases[0]!.amount).toBe(purchase.amount)
    expect(page.purchases[0]!.refund?.path).toMatch(/^\/refund#/)
  })

  it('signs in with the emailed link, once', async () => {
    const { email } = await buyer('link')
    await askCode(email)
    const { link } = await emailedSignIn(email)
    const [first, second] = [await signIn({ email, link }), await signIn({ email, link })]
    expect(first.status).toBe(200)
    expect(second.status).toBe(400)
    expect(await json(second)).toMatchObject({ message: LINK_REFUSED })
  })

  it('answers a stranger the same and emails him nothing', async () => {
    const email = uniqueEmail('stranger')
    const asked = await askCode(email)
    expect(asked.status).toBe(200)
    expect(await json(asked)).toEqual({ message: CODE_SENT })
    expect(await testDb().select().from(outbox).where(eq(outbox.recipient, email))).toEqual([])
    // Nothing readable is kept of the address he typed.
    const rows = await testDb().select().from(clientSignInCodes)
    expect(JSON.stringify(rows)).not.toContain(email)
  })

  it('takes a code once', async () => {
    const { email } = await buyer('once')
    await askCode(email)
    const { code } = await emailedSignIn(email)
    expect((await signIn({ email, code })).status).toBe(200)
    const again = await signIn({ email, code })
    expect(again.status).toBe(400)
    expect(await json(again)).toMatchObject({ message: CODE_REFUSED })
  })

  it('refuses a code after its 15 minutes', async () => {
    const { email } = await buyer('expired')
    await askCode(email)
    const { code } = await emailedSignIn(email)
    // The newest code (this one) was asked 15 minutes and a second ago.
    const [newest] = await testDb().select().from(clientSignInCodes).orderBy(desc(clientSignInCodes.id)).limit(1)
    await testDb()
      .update(clientSignInCodes)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(clientSignInCodes.id, newest!.id))
    const answer = await signIn({ email, code })
    expect(answer.status).toBe(400)
    expect(await json(answer)).toMatchObject({ message: CODE_REFUSED })
  })

  it('ends a code after five wrong guesses, even for the right one after', async () => {
    const { email } = await buyer('guesses')
    await askCode(email)
    const { code } = await emailedSignIn(email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i += 1) expect((await signIn({ email, code: wrong })).status).toBe(400)
    expect((await signIn({ email, code })).status).toBe(400)
  })

  it('sends at most three codes an address in 15 minutes, saying when to ask again', async () => {
    const email = uniqueEmail('many')
    for (let i = 0; i < 3; i += 1) expect((await askCode(email)).status).toBe(200)
    const fourth = await askCode(email)
    expect(fourth.status).toBe(429)
    expect(await json(fourth)).toMatchObject({ message: TOO_MANY_CODES })
    expect(fourth.headers.get('Retry-After')).toBe('900')
  })

  it('explains a code that is not six digits', async () => {
    const answer = await signIn({ email: uniqueEmail('typo'), code: '12 34' })
    expect(answer.status).toBe(400)
    expect(await json(answer)).toMatchObject({ fields: { code: CODE_MESSAGE } })
  })
})

describe('the session', () => {
  it('is asked for before the page shows anything', async () => {
    const answer = await myCoaching()
    expect(answer.status).toBe(401)
    expect(await json(answer)).toMatchObject({ message: 'Please sign in to see your coaching.' })
  })

  it('ends for good when he signs out', async () => {
    const { email } = await buyer('sign-out')
    await askCode(email)
    const cookie = cookieOf(await signIn({ email, code: (await emailedSignIn(email)).code }))
    const out = await request('/api/my-coaching/session', { method: 'DELETE' }, { cookie })
    expect(out.status).toBe(200)
    expect((await myCoaching(cookie)).status).toBe(401)
  })

  it('ends when the owner deletes his data', async () => {
    const { email, purchase } = await buyer('deleted')
    await askCode(email)
    const cookie = cookieOf(await signIn({ email, code: (await emailedSignIn(email)).code }))
    const admin = { cookie: await adminCookie() }
    const deleted = await request(`/api/admin/contacts/${purchase.contactId}`, { method: 'DELETE' }, admin)
    expect(deleted.status).toBe(200)
    expect((await myCoaching(cookie)).status).toBe(401)
  })

  it('never opens the admin, even for the owner address', async () => {
    await buyer('owner', ADMIN_EMAIL)
    await askCode(ADMIN_EMAIL)
    const cookie = cookieOf(await signIn({ email: ADMIN_EMAIL, code: (await emailedSignIn(ADMIN_EMAIL)).code }))
    expect((await myCoaching(cookie)).status).toBe(200)
    expect((await request('/api/admin/system', {}, { cookie })).status).toBe(401)
  })
})
