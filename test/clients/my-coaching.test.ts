// "My coaching" (decision 074): a client asks for a code by email, signs in with the code or the emailed link,
// and sees what he bought, his refund link and his plan; the code works once, for 15 minutes, five guesses at
// most however they are sent (decision 086); a stranger's asks and guesses neither refuse the client nor spend his
// link; a stranger's address gets the same answer and no email; signing out or a day idle ends the session; a
// client's sign-in never opens the admin.
import { and, desc, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { clientSessions, clientSignInCodes, outbox } from '../../src/worker/platform/db/schema.ts'
import {
  CODE_REFUSED,
  CODE_SENT,
  LINK_REFUSED,
  SIGN_IN_EMAILS_PER_DAY,
} from '../../src/worker/features/clients/sign-in-codes.ts'
import { CODE_MESSAGE } from '../../src/shared/schemas/my-coaching.ts'
import type { ClientOverview } from '../../src/worker/features/clients/client-overview.ts'
import { buyerDetails, buySeat, createItem } from '../helpers/checkout.ts'
import { json, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { uniqueEmail } from '../helpers/leads.ts'
import { ADMIN_EMAIL, adminCookie } from '../helpers/sessions.ts'

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

  it('explains a code that is not six digits', async () => {
    const answer = await signIn({ email: uniqueEmail('typo'), code: '12 34' })
    expect(answer.status).toBe(400)
    expect(await json(answer)).toMatchObject({ fields: { code: CODE_MESSAGE } })
  })
})

/** Every sign-in email to the address, oldest first. */
const signInEmails = (email: string) =>
  testDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), like(outbox.idempotencyKey, 'client-sign-in:%')))
    .orderBy(outbox.id)

/** `count` six-digit codes, none of them `code`. */
const wrongCodes = (code: string, count: number) =>
  Array.from({ length: count }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))

describe('what a stranger can do with an address', () => {
  it('counts a burst of 30 guesses one by one: the right code sent last is never checked, sent first it signs in', async () => {
    const { email } = await buyer('burst')
    await askCode(email)
    const { code } = await emailedSignIn(email)
    const last = await Promise.all([...wrongCodes(code, 29), code].map((guess) => signIn({ email, code: guess })))
    expect(last.map((answer) => answer.status)).toEqual(Array(30).fill(400))
    const [spent] = await testDb().select().from(clientSignInCodes).orderBy(desc(clientSignInCodes.id)).limit(1)
    expect(spent!.guesses).toBe(5)

    // A new ask, as the code is spent: a new code, and the right one among the first guesses counted signs in.
    await askCode(email)
    const fresh = (await emailedSignIn(email)).code
    expect(fresh).not.toBe(code)
    const first = await Promise.all([fresh, ...wrongCodes(fresh, 29)].map((guess) => signIn({ email, code: guess })))
    expect(first.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(first[0]!.status).toBe(200)
  })

  it("never refuses the client for a stranger's asks: each ask sends the same live code again", async () => {
    const { email } = await buyer('asks')
    for (let i = 0; i < 4; i += 1) expect(await json(await askCode(email))).toEqual({ message: CODE_SENT })
    const his = await askCode(email)
    expect(his.status).toBe(200)
    const codes = (await signInEmails(email)).map((row) => (row.payload as { code: string }).code)
    expect(codes).toHaveLength(5)
    expect(new Set(codes).size).toBe(1)
    expect((await signIn({ email, code: codes[0]! })).status).toBe(200)
  })

  it('keeps the emailed link working after a stranger spends the code on wrong guesses', async () => {
    const { email } = await buyer('spent')
    await askCode(email)
    const { code, link } = await emailedSignIn(email)
    for (const wrong of wrongCodes(code, 5)) expect((await signIn({ email, code: wrong })).status).toBe(400)
    expect((await signIn({ email, code })).status).toBe(400)
    expect((await signIn({ email, link })).status).toBe(200)
  })

  it(`emails an address at most ${SIGN_IN_EMAILS_PER_DAY} sign-in codes a day, answering every ask the same`, async () => {
    const { email } = await buyer('flood')
    for (let i = 0; i < SIGN_IN_EMAILS_PER_DAY + 4; i += 1) {
      const asked = await askCode(email)
      expect(asked.status).toBe(200)
      expect(await json(asked)).toEqual({ message: CODE_SENT })
    }
    expect(await signInEmails(email)).toHaveLength(SIGN_IN_EMAILS_PER_DAY)
  })

  it("cannot leave the client without a way in: the day's last email's link works until more can be sent", async () => {
    const { email } = await buyer('capped')
    for (let i = 0; i < SIGN_IN_EMAILS_PER_DAY + 2; i += 1) await askCode(email)
    const [last] = await testDb().select().from(clientSignInCodes).orderBy(desc(clientSignInCodes.id)).limit(1)
    expect(Date.parse(last!.expiresAt)).toBeGreaterThan(Date.now() + 23 * 60 * 60_000)
    const { link } = await emailedSignIn(email)
    expect((await signIn({ email, link })).status).toBe(200)
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

  it('ends after a day without use, and a day of use keeps it', async () => {
    const { email } = await buyer('idle')
    await askCode(email)
    const cookie = cookieOf(await signIn({ email, code: (await emailedSignIn(email)).code }))
    const [session] = await testDb().select().from(clientSessions).orderBy(desc(clientSessions.createdAt)).limit(1)
    const setLastUse = (ms: number) =>
      testDb()
        .update(clientSessions)
        .set({ lastUsedAt: new Date(Date.now() - ms).toISOString() })
        .where(eq(clientSessions.id, session!.id))
    await setLastUse(23 * 60 * 60_000)
    expect((await myCoaching(cookie)).status).toBe(200)
    await setLastUse(24 * 60 * 60_000 + 1000)
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
