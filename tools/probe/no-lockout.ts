// `PORT=… node tools/probe/no-lockout.ts` against a fresh `npm start` (MESSAGE_SINK_PORT and STRIPE_EMULATOR_PORT as
// it was started with): that nobody can guess a client's code, lock him out, fill the coach's calendar or undo his
// STOP, checked from outside as a stranger would try it (decision 112). It buys a one-to-one package and three pod
// seats, joins a sold-out line, books free calls and texts STOP from the owner's number, so run it on a site whose
// data may change. Prints what it measured and whether each line held.
import { createHmac, randomUUID } from 'node:crypto'
import { api, askCode, buy, joinLine, newAddress, signIn, signInEmails, SITE, sunk } from './site-client.ts'

interface Item {
  id: number
  type: string
  availableSlots: number
}
const items = (await api('GET', '/api/inventory')).body as unknown as Item[]
const open = (type: string) => items.filter((item) => item.type === type && item.availableSlots > 0)
const soldOut = items.find((item) => item.availableSlots === 0)
const run = randomUUID().slice(0, 6)
const emailOf = (who: string) => `${who}-${run}@probe.example`
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((count, s) => ({ ...count, [s]: (count[s] ?? 0) + 1 }), {})

/** 30 guesses from 30 addresses at one code: the right one at a random place, or sent 30 ms after the rest. */
async function burst(email: string, rightLast: boolean): Promise<boolean> {
  const { code } = await askCode(email)
  const wrong = Array.from({ length: 29 }, (_, i) => String((Number(code) + 1 + i * 7919) % 1_000_000).padStart(6, '0'))
  const send = (guess: string) => signIn(email, { code: guess })
  if (rightLast) {
    const first = wrong.map(send)
    await new Promise((resolve) => setTimeout(resolve, 30))
    return [...(await Promise.all(first)), await send(code)].some((answer) => answer.status === 200)
  }
  wrong.splice(Math.floor(Math.random() * 30), 0, code)
  return (await Promise.all(wrong.map(send))).some((answer) => answer.status === 200)
}

async function guesses() {
  const result = { randomPlace: { rounds: 0, signedIn: 0 }, rightSentLast: { rounds: 0, signedIn: 0 } }
  for (let client = 0; client < 6; client += 1) {
    const email = emailOf(`guessed${client}`)
    await joinLine(email, soldOut!.id)
    const line = client < 4 ? result.randomPlace : result.rightSentLast
    for (let round = 0; round < 7; round += 1) {
      line.rounds += 1
      if (await burst(email, client >= 4)) line.signedIn += 1
    }
  }
  // Five counted of 30 at random places: about 1 in 6 signs in; sent after the rest, never.
  return { ...result, held: result.rightSentLast.signedIn === 0 && result.randomPlace.signedIn <= 10 }
}

async function strangerAsks(email: string) {
  const asks = Array.from({ length: 30 }, () => api('POST', '/api/my-coaching/code', { body: { email } }))
  return tally((await Promise.all(asks)).map((answer) => answer.status))
}

async function stranger() {
  const home = newAddress()
  const first = emailOf('asked-after')
  await joinLine(first, soldOut!.id)
  const his = await askCode(first, home)
  const afterHis = { strangers: await strangerAsks(first), again: (await askCode(first, home)).status }
  const emails = await signInEmails(first)
  const codes = new Set(emails.map((mail) => mail.code))
  const hisCode = (await signIn(first, { code: his.code }, home)).status
  const second = emailOf('asked-before')
  await joinLine(second, soldOut!.id)
  const beforeHis = { strangers: await strangerAsks(second), his: (await askCode(second, home)).status }
  const newest = (await signInEmails(second)).at(-1)!
  const newestLink = (await signIn(second, { link: newest.link }, home)).status
  const third = emailOf('guessed-at')
  await joinLine(third, soldOut!.id)
  const sent = await askCode(third, home)
  const wrong = sent.code === '000000' ? '111111' : '000000'
  for (let i = 0; i < 10; i += 1) await signIn(third, { code: wrong })
  const afterGuesses = {
    typedCode: (await signIn(third, { code: sent.code }, home)).status,
    link: (await signIn(third, { link: sent.link }, home)).status,
    nextCode: (await signIn(third, { code: (await askCode(third, home)).code }, home)).status,
  }
  const his429 = [his.status, afterHis.again, beforeHis.his].includes(429)
  const held = !his429 && hisCode === 200 && newestLink === 200 && afterGuesses.link === 200
  return {
    afterHis: { ...afterHis, emails: emails.length, codes: codes.size, hisFirstCode: hisCode },
    beforeHis,
    newestLink,
    afterGuesses,
    held,
  }
}

async function calendar() {
  const client = emailOf('paying')
  await buy({ email: client, type: 'one-to-one', inventoryId: open('coaching_slot')[0]!.id })
  const home = newAddress()
  const { cookie } = await signIn(client, { code: (await askCode(client, home)).code }, home)
  const clientTimes = async () =>
    (await api('GET', '/api/my-coaching/bookings/open-times', { address: home, cookie })).body.times as string[]
  const freeTimes = async () => (await api('GET', '/api/bookings/open-times')).body.times as string[]
  const [before, freeBefore] = [await clientTimes(), await freeTimes()]
  const addresses = Array.from({ length: 20 }, newAddress)
  const statuses: number[] = []
  for (let wave = 0; wave < 10; wave += 1) {
    // Once every free time is taken, at the times that were open, as a script keeps trying.
    const left = await freeTimes()
    const times = left.length > 0 ? left : freeBefore
    const answers = await Promise.all(
      addresses.map((address, i) => {
        const n = wave * 20 + i
        const phone = `541${String(3_000_000 + n)}`
        const body = { name: 'Made Up', email: emailOf(`made-up${n}`), phone, timeZone: 'America/Los_Angeles' }
        return api('POST', '/api/bookings', { address, body: { ...body, start: times[(i * 2) % times.length] } })
      }),
    )
    statuses.push(...answers.map((answer) => answer.status))
  }
  const after = await clientTimes()
  const free = { before: freeBefore.length, after: (await freeTimes()).length }
  const held = JSON.stringify(after) === JSON.stringify(before)
  return {
    bookings: tally(statuses),
    clientTimes: { before: before.length, after: after.length },
    freeTimes: free,
    held,
  }
}

const OWNER = '+15415550142'

/** A text from the owner's number to the site, signed as the sink's Twilio signs (its auth token is 'local-sink'). */
function signedText(body: string) {
  const params = new URLSearchParams({ MessageSid: `SM${randomUUID().replace(/-/g, '')}`, From: OWNER, Body: body })
  const url = `${SITE}/api/sms/inbound`
  const signed =
    url +
    [...params.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => k + v)
      .join('')
  const signature = createHmac('sha1', 'local-sink').update(signed).digest('base64')
  const headers = { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': signature }
  return () => fetch(url, { method: 'POST', headers, body: params }).then((answer) => answer.text())
}

/** Whether the owner's text about a new sale reaches his phone (the outbox withholds it from a stopped number). */
async function saleTextSent(inventoryId: number): Promise<boolean> {
  const ownerTexts = async () => (await sunk()).filter((m) => m.channel === 'sms' && m.to === OWNER).length
  const before = await ownerTexts()
  await buy({ email: emailOf('pod'), type: 'brotherhood', inventoryId })
  for (let tries = 0; tries < 40; tries += 1) {
    if ((await ownerTexts()) > before) return true
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

async function texts() {
  const pods = open('brotherhood_pod').flatMap((item) => Array.from({ length: item.availableSlots }, () => item.id))
  await signedText('STOP')()
  const start = signedText('START')
  await start()
  await signedText('STOP')()
  await start()
  const afterReplay = await saleTextSent(pods[0]!)
  await signedText('START')()
  const bang = await signedText('Stop!')()
  const afterBang = await saleTextSent(pods[1]!)
  await signedText('START')()
  const afterStart = await saleTextSent(pods[2]!)
  const confirmed = bang.includes('no more texts')
  return {
    saleTextAfterReplayedStart: afterReplay,
    stopBangConfirmed: confirmed,
    saleTextAfterStopBang: afterBang,
    saleTextAfterStart: afterStart,
    held: !afterReplay && confirmed && !afterBang && afterStart,
  }
}

async function health() {
  const plain = await fetch(`${SITE}/api/health`).then((answer) => answer.text())
  const guessed = await fetch(`${SITE}/api/health`, { headers: { Authorization: 'Bearer guess' } }).then((a) =>
    a.text(),
  )
  const onlyUp = (text: string) => {
    const { status, database, ...rest } = JSON.parse(text) as Record<string, unknown>
    return status === 'ok' && JSON.stringify(database) === '{"reachable":true}' && Object.keys(rest).length === 0
  }
  return { signedOut: plain, guessedToken: guessed, held: onlyUp(plain) && onlyUp(guessed) }
}

const report = {
  guesses: await guesses(),
  stranger: await stranger(),
  calendar: await calendar(),
  texts: await texts(),
  health: await health(),
}
console.log(JSON.stringify(report, null, 2))
process.exit(Object.values(report).every((line) => line.held) ? 0 : 1)
