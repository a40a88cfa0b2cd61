// A visitor, a buyer and a client of a running local site, as the probes drive them from outside: requests from any
// client address (`CF-Connecting-IP`, which every per-address limit is keyed on and `wrangler dev` passes through),
// test payments through the Stripe emulator, and the emails read from the message sink.
const port = Number(process.env.PORT ?? 8787)
export const SITE = `http://127.0.0.1:${port}`
const SINK = `http://127.0.0.1:${process.env.MESSAGE_SINK_PORT ?? 9500}`
const STRIPE = `http://127.0.0.1:${process.env.STRIPE_EMULATOR_PORT ?? 12111}`

export interface Answer {
  status: number
  body: Record<string, unknown>
  cookie: string
}

let addresses = 0
/** A client address no request of this run has used (TEST-NET-2). */
export const newAddress = () => {
  addresses += 1
  return `198.51.${100 + Math.floor(addresses / 250)}.${(addresses % 250) + 1}`
}

export async function api(
  method: string,
  path: string,
  as: { address?: string; body?: unknown; cookie?: string } = {},
) {
  const headers: Record<string, string> = { 'CF-Connecting-IP': as.address ?? newAddress(), Origin: SITE }
  if (as.body !== undefined) headers['Content-Type'] = 'application/json'
  if (as.cookie) headers.Cookie = as.cookie
  const body = as.body === undefined ? undefined : JSON.stringify(as.body)
  const response = await fetch(SITE + path, { method, headers, body })
  const text = await response.text()
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  return { status: response.status, body: (/^[[{]/.test(text) ? JSON.parse(text) : {}) as Answer['body'], cookie }
}

export interface SunkMessage {
  channel: 'email' | 'sms'
  direction?: 'in'
  to: string
  subject?: string
  body: string
}

export const sunk = async () => (await (await fetch(`${SINK}/__sink/messages`)).json()) as SunkMessage[]
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits up to ten seconds for the first message after the `since`th that `wanted` picks. */
export async function nextMessage(since: number, wanted: (message: SunkMessage) => boolean) {
  for (let tries = 0; tries < 40; tries += 1) {
    const found = (await sunk()).slice(since).find(wanted)
    if (found) return found
    await pause(250)
  }
  return null
}

export interface Buyer {
  email: string
  type: 'one-to-one' | 'brotherhood'
  inventoryId: number
}

const COMMITMENTS = ['confidentiality', 'camera', 'feedback', 'contribute', 'airtime', 'assignments']

/** Pays in full with the test card as checkout does: intent, reserve with the agreement ticked, the card, confirm. */
export async function buy({ email, type, inventoryId }: Buyer): Promise<void> {
  const address = newAddress()
  const { version } = (await api('GET', '/api/agreement', { address })).body
  const body = { type, inventoryId, paymentChoice: 'full' }
  const intent = (await api('POST', '/api/create-payment-intent', { address, body })).body
  const buyer = { firstName: 'Probe', lastName: 'Buyer', email, phone: '5415550199', agreementVersion: version }
  const commitments =
    type === 'brotherhood' ? { commitments: Object.fromEntries(COMMITMENTS.map((c) => [c, true])) } : {}
  const paymentIntentId = String(intent.paymentIntentId)
  const clientSecret = String(intent.clientSecret)
  const reserve = { ...body, ...buyer, ...commitments, paymentIntentId }
  const reserved = await api('POST', '/api/checkout/reserve', { address, body: reserve })
  if (reserved.status !== 200) throw new Error(`reserve answered ${reserved.status}: ${JSON.stringify(reserved.body)}`)
  await fetch(`${STRIPE}/v1/payment_intents/${paymentIntentId}/confirm`, {
    method: 'POST',
    headers: { Authorization: 'Bearer pk_test_local_emulator' },
    body: new URLSearchParams({ payment_method: 'pm_card_visa', client_secret: clientSecret }),
  })
  const paid = await api('POST', '/api/confirm-payment', { address, body: { paymentIntentId, clientSecret } })
  if (paid.status !== 200) throw new Error(`confirm answered ${paid.status}: ${JSON.stringify(paid.body)}`)
}

/** Joins a sold-out item's line and confirms from the email, which makes the address a client's. */
export async function joinLine(email: string, inventoryId: number): Promise<void> {
  const since = (await sunk()).length
  const body = { inventoryId, firstName: 'Probe', email, phone: '5415550123' }
  await api('POST', '/api/waitlist', { body })
  const mail = await nextMessage(since, (message) => message.to === email)
  const token = /\/waitlist\/confirm#([\w-]+)/.exec(mail?.body ?? '')?.[1]
  if ((await api('POST', '/api/waitlist/confirm', { body: { token } })).status !== 200)
    throw new Error(`no waitlist confirmation for ${email}`)
}

const isSignIn = (email: string) => (message: SunkMessage) =>
  message.to === email && /sign/i.test(message.subject ?? '')

/** The code and link of every sign-in email `email` has had. */
export async function signInEmails(email: string) {
  return (await sunk()).filter(isSignIn(email)).map((message) => ({
    code: /\b(\d{6})\b/.exec(message.body)?.[1] ?? '',
    link: /#link=([\w-]+)/.exec(message.body)?.[1] ?? '',
  }))
}

/** Asks a code from `address`; its answer and the code and link of the email it sent, if one came. */
export async function askCode(email: string, address = newAddress()) {
  const since = (await sunk()).length
  const { status } = await api('POST', '/api/my-coaching/code', { address, body: { email } })
  const mail = await nextMessage(since, isSignIn(email))
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? ''
  return { status, code, link: /#link=([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '' }
}

export const signIn = (email: string, proof: { code: string } | { link: string }, address = newAddress()) =>
  api('POST', '/api/my-coaching/session', { address, body: { email, ...proof } })
