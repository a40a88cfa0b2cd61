// The consent record (decision 066): each consent is kept with the exact words the form
// showed, the time with its zone, the page, the client's address and browser; each withdrawal beside it; the
// owner sees it per person and in the CSV; and a deletion keeps the withdrawal (the law wants it honoured) but
// not the consents or where anything came from.
import { env, exports } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { consentWords } from '../../src/shared/consent-words.ts'
import { consents, contacts, optOuts } from '../../src/worker/platform/db/schema.ts'
import { signUnsubscribeToken } from '../../src/worker/features/opt-outs/unsubscribe-token.ts'
import { allCommitments, buyerDetails, createIntent, createItem, holdSeat, withAgreement } from '../helpers/checkout.ts'
import { client, ORIGIN, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { newClientAddress, uniqueEmail, validGuideSignup } from '../helpers/leads.ts'
import { adminCookie } from '../helpers/sessions.ts'

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1'

/** A form sent from a page of the site, as the browser sends it: its Referer, address and user agent. */
function fromPage(page: string, address = newClientAddress()) {
  return { address, headers: { Referer: `${ORIGIN}${page}`, 'User-Agent': BROWSER } }
}

/** A number of this test's own, so no other test's texts consent lands on it. */
const uniquePhone = () => `(541) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`
const e164 = (phone: string) => `+1${phone.replace(/\D/g, '')}`

const consentsOf = (address: string) => testDb().select().from(consents).where(eq(consents.address, address))

async function checkoutWithBoxes(
  boxes: { emailConsent: boolean; smsConsent: boolean },
  buyer = buyerDetails({ phone: uniquePhone() }),
) {
  const item = await createItem()
  const address = newClientAddress()
  const intent = await createIntent({ type: 'brotherhood', inventoryId: item.id }, address)
  const body = {
    ...buyer,
    ...boxes,
    type: 'brotherhood',
    inventoryId: item.id,
    paymentIntentId: intent.paymentIntentId,
    commitments: allCommitments(),
  }
  const send = async () =>
    request(
      '/api/checkout/reserve',
      { method: 'POST', body: await withAgreement(body) },
      fromPage('/checkout', address),
    )
  return { buyer, address, send }
}

async function unsubscribeLink(email: string) {
  const token = await signUnsubscribeToken(env.REFUND_LINK_SECRET, email)
  return exports.default.fetch(
    new Request(`${ORIGIN}/api/unsubscribe?t=${encodeURIComponent(token)}`, {
      headers: { Accept: 'text/html', 'User-Agent': BROWSER, 'CF-Connecting-IP': '198.51.100.7' },
    }),
  )
}

async function journeyOf(email: string) {
  const contact = await testDb().query.contacts.findFirst({ where: eq(contacts.email, email) })
  const response = await client({ cookie: await adminCookie() }).api.admin.contacts[':id'].$get({
    param: { id: String(contact!.id) },
  })
  expect(response.status).toBe(200)
  return { contactId: contact!.id, journey: await response.json() }
}

describe('a consent given on a form', () => {
  it("checkout's ticked boxes are kept with the words shown, the page, the address, the browser and a UTC time", async () => {
    const { buyer, address, send } = await checkoutWithBoxes({ emailConsent: true, smsConsent: true })
    expect((await send()).status).toBe(200)

    const [email] = await consentsOf(buyer.email)
    expect(email).toMatchObject({
      channel: 'email',
      form: 'checkout-email',
      words: 'Email me about my program and new resources. (Optional)',
      page: '/checkout',
      clientAddress: address,
      userAgent: BROWSER,
    })
    expect(email!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    const [text] = await consentsOf(e164(buyer.phone))
    expect(text).toMatchObject({ channel: 'sms', form: 'checkout-sms', words: consentWords('checkout-sms') })
  })

  it('the words recorded are the words the checkout page shows beside its boxes', async () => {
    const html = await (await request('/checkout?type=brotherhood')).text()
    expect(html).toContain(consentWords('checkout-email'))
    expect(html).toContain(consentWords('checkout-sms'))
  })

  it('records nothing for boxes left empty, and one row when the same form is sent again', async () => {
    const unticked = await checkoutWithBoxes({ emailConsent: false, smsConsent: false })
    expect((await unticked.send()).status).toBe(200)
    expect(await consentsOf(unticked.buyer.email)).toEqual([])

    const ticked = await checkoutWithBoxes({ emailConsent: true, smsConsent: false })
    expect((await ticked.send()).status).toBe(200)
    expect((await ticked.send()).status).toBe(200)
    expect(await consentsOf(ticked.buyer.email)).toHaveLength(1)
  })

  it("the guide form's sending is its consent, kept with the line under its button", async () => {
    const email = uniqueEmail('guide-consent')
    const response = await request(
      '/api/email-signups',
      { method: 'POST', body: validGuideSignup({ email }) },
      fromPage('/'),
    )
    expect(response.status).toBe(201)
    expect(await consentsOf(email)).toMatchObject([
      { form: 'guide', words: consentWords('guide'), page: '/', userAgent: BROWSER },
    ])
    const home = await (await request('/')).text()
    expect(home).toContain(consentWords('guide'))
  })

  it("the waitlist form's boxes are kept with the waitlist's own words", async () => {
    const item = await createItem({ totalSlots: 1 })
    await holdSeat(item)
    const who = { firstName: 'Abe', email: uniqueEmail('waiter'), phone: uniquePhone(), smsConsent: true }
    const joined = await request(
      '/api/waitlist',
      { method: 'POST', body: { inventoryId: item.id, ...who } },
      fromPage('/'),
    )
    expect(joined.status).toBe(201)
    expect(await consentsOf(who.email)).toEqual([])
    expect(await consentsOf(e164(who.phone))).toMatchObject([
      { form: 'waitlist-sms', words: 'Text me when my seat opens. Message and data rates may apply. (Optional)' },
    ])
  })

  it('a page named in a Referer from another site is not taken as ours', async () => {
    const email = uniqueEmail('elsewhere')
    const as = { address: newClientAddress(), headers: { Referer: 'https://evil.example/fake-page' } }
    await request('/api/email-signups', { method: 'POST', body: validGuideSignup({ email }) }, as)
    expect((await consentsOf(email))[0]?.page).toBeNull()
  })
})

describe("the owner's view of it", () => {
  it("the person's journey lists the consent and the unsubscribe after it, each with words, page and client", async () => {
    const buyer = buyerDetails({ phone: uniquePhone() })
    const { send } = await checkoutWithBoxes({ emailConsent: true, smsConsent: false }, buyer)
    expect((await send()).status).toBe(200)
    // A contact exists once he has a lead; the guide gives him one.
    await request(
      '/api/email-signups',
      { method: 'POST', body: validGuideSignup({ email: buyer.email }) },
      fromPage('/'),
    )
    expect((await unsubscribeLink(buyer.email)).status).toBe(200)

    const { journey } = await journeyOf(buyer.email)
    expect(journey.consentRecord.map((event) => [event.what, event.how, event.words, event.page])).toEqual([
      ['given', 'checkout-email', consentWords('checkout-email'), '/checkout'],
      ['given', 'guide', consentWords('guide'), '/'],
      ['withdrawn', 'link-page', 'Unsubscribe', '/api/unsubscribe'],
    ])
    expect(journey.consentRecord[2]).toMatchObject({ clientAddress: '198.51.100.7', userAgent: BROWSER })
  })

  it('the CSV export carries each lead’s latest email and text consent event', async () => {
    const email = uniqueEmail('csv-consent')
    await request('/api/email-signups', { method: 'POST', body: validGuideSignup({ email }) }, fromPage('/'))
    const response = await client({ cookie: await adminCookie() }).api.admin['leads.csv'].$get({ query: { q: email } })
    const [header, line] = (await response.text()).replace(/^\uFEFF/, '').split('\r\n')
    const columns = header!.split(',').map((cell) => cell.replaceAll('"', ''))
    const cells = line!.match(/"(?:[^"]|"")*"/g)!.map((cell) => cell.slice(1, -1))
    const row = Object.fromEntries(columns.map((name, index) => [name, cells[index]]))
    expect(row).toMatchObject({
      emailConsent: 'given',
      emailConsentWords: consentWords('guide'),
      emailConsentPage: '/',
      emailConsentUserAgent: BROWSER,
      smsConsent: 'none',
    })
    expect(row.emailConsentAt).toMatch(/Z$/)

    expect((await unsubscribeLink(email)).status).toBe(200)
    const after = await client({ cookie: await adminCookie() }).api.admin['leads.csv'].$get({ query: { q: email } })
    expect(await after.text()).toContain('"withdrawn"')
  })
})

describe('data deletion', () => {
  it('removes his consents, keeps his unsubscribe without page, address or browser, and he stays unsubscribed', async () => {
    const email = uniqueEmail('forget-consent')
    await request('/api/email-signups', { method: 'POST', body: validGuideSignup({ email }) }, fromPage('/'))
    expect((await unsubscribeLink(email)).status).toBe(200)
    const { contactId } = await journeyOf(email)

    const response = await client({ cookie: await adminCookie() }).api.admin.contacts[':id'].$delete({
      param: { id: String(contactId) },
    })
    expect(response.status).toBe(200)
    expect(await consentsOf(email)).toEqual([])
    const kept = await testDb().select().from(optOuts).where(eq(optOuts.address, email))
    expect(kept).toMatchObject([
      { choice: 'out', source: 'link-page', page: null, clientAddress: null, userAgent: null },
    ])
  })
})
