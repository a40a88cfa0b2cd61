// Follow-up sequences (decision 065): a guide signup enters the suggested sequence; the minute's job sends each
// step once, on its day, whatever runs twice or at once; the sequence stops when the man applies, books, buys,
// unsubscribes or is deleted, and what was queued for him is withdrawn; a second signup does not enrol him twice;
// sequence mail is marketing mail (RFC 8058 headers, footer, suppression checked when the outbox sends).
import { eq } from 'drizzle-orm'
import { env, exports } from 'cloudflare:workers'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { contacts, followUpEnrolments, outbox } from '../../src/worker/platform/db/schema.ts'
import { claimStep, dueSteps, runFollowUps } from '../../src/worker/features/sequences/run-follow-ups.ts'
import { deliverDueMessages } from '../../src/worker/features/outbox/outbox-delivery.ts'
import { queueEmail } from '../../src/worker/features/outbox/outbox.ts'
import { signUnsubscribeToken } from '../../src/worker/features/opt-outs/unsubscribe-token.ts'
import { SUGGESTED_STEPS } from '../../src/worker/features/sequences/suggested-sequence.ts'
import { buyerDetails, buySeat, createItem, reserve } from '../helpers/checkout.ts'
import { client } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import {
  DAY_MS,
  emailing,
  enrolmentsOf,
  followUpRows,
  followUpsTo,
  providerDown,
  runAt,
  signUpForGuide,
  useSuggestedSequence,
} from '../helpers/follow-ups.ts'
import { submit, uniqueEmail, validConsultation, validStrategyCall } from '../helpers/leads.ts'
import { setPostalAddress, TEST_POSTAL_ADDRESS } from '../helpers/postal-address.ts'
import { adminCookie } from '../helpers/sessions.ts'

const SITE = 'https://coaching.test'
/** The day the suggested sequence's first email is due: a day after the guide, not with it. */
const FIRST_DAY = SUGGESTED_STEPS[0]!.delayDays

beforeAll(async () => {
  await useSuggestedSequence()
})

beforeEach(async () => {
  await setPostalAddress()
})

/** A man who asked for the guide and has had the first follow-up. */
async function leadWithFirstEmail(label = 'lead'): Promise<string> {
  const email = uniqueEmail(label)
  await signUpForGuide(email)
  await runAt(FIRST_DAY)
  expect(await followUpsTo(email)).toHaveLength(1)
  return email
}

async function unsubscribeByOneClick(email: string): Promise<void> {
  const token = await signUnsubscribeToken(env.REFUND_LINK_SECRET, email)
  const answer = await exports.default.fetch(
    new Request(`${SITE}/api/unsubscribe?t=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }),
  )
  expect(answer.status).toBe(200)
}

async function contactIdOf(email: string): Promise<number> {
  return (await testDb().query.contacts.findFirst({ where: eq(contacts.email, email) }))!.id
}

describe('sending', () => {
  it('sends the first email a day after the guide, each later one on its day, and then ends', async () => {
    const email = uniqueEmail('guide')
    await signUpForGuide(email, { firstName: 'Marcus' })
    expect(await enrolmentsOf(email)).toMatchObject([{ source: 'guide', lastPosition: 0, stoppedAt: null }])
    // Not with the guide's own email: nothing the same day.
    await runAt(0.5)
    expect(await followUpsTo(email)).toEqual([])

    await runAt(FIRST_DAY)
    const [first] = await followUpsTo(email)
    expect(first!.subject).toBe('Read one chapter tonight, Marcus')
    expect(first!.body).toContain('Hi Marcus,')
    // Every link is absolute on the site's https address.
    expect(first!.body).toContain(`download the guide here: ${SITE}/guides/married-mens-leadership-guide.pdf`)

    // The day before the second email: nothing more is due.
    await runAt(SUGGESTED_STEPS[1]!.delayDays - 0.5)
    expect(await followUpsTo(email)).toHaveLength(1)
    for (const [index, step] of SUGGESTED_STEPS.entries()) {
      await runAt(step.delayDays)
      expect(await followUpsTo(email)).toHaveLength(index + 1)
    }
    expect((await followUpsTo(email)).at(-1)!.subject).toBe('The last of these notes, Marcus')
    expect((await followUpsTo(email)).at(-1)!.body).toContain(
      `take a seat in a Brotherhood Pod: ${SITE}/checkout?type=brotherhood`,
    )

    await runAt(30)
    expect(await followUpsTo(email)).toHaveLength(SUGGESTED_STEPS.length)
    expect(await enrolmentsOf(email)).toMatchObject([{ stopReason: 'completed' }])
  })

  it('sends the email in the run that claims it, though the run began before the email was written', async () => {
    const email = uniqueEmail('same-run')
    await signUpForGuide(email)
    await runFollowUps(testDb(), emailing, Date.now() + FIRST_DAY * DAY_MS)
    expect(await followUpsTo(email)).toHaveLength(1)
  })

  it('sends each step exactly once when runs repeat and overlap', async () => {
    const email = uniqueEmail('racing')
    await signUpForGuide(email)
    await Promise.all([runAt(FIRST_DAY), runAt(FIRST_DAY), runAt(FIRST_DAY), runAt(FIRST_DAY + 0.5)])
    await runAt(FIRST_DAY)
    expect(await followUpsTo(email)).toHaveLength(1)
    await Promise.all([runAt(2), runAt(2), runAt(3), runAt(2)])
    await Promise.all([runAt(2), runAt(4)])
    const sent = await followUpsTo(email)
    expect(sent.map((message) => message.subject)).toEqual([
      SUGGESTED_STEPS[0]!.subject.replace('{firstName}', 'John'),
      SUGGESTED_STEPS[1]!.subject,
    ])
    // One outbox row per step, under the key of the enrolment and the step.
    const rows = await followUpRows(email)
    expect(rows).toHaveLength(2)
    expect(new Set(rows.map((row) => row.idempotencyKey)).size).toBe(2)
    for (const row of rows) expect(row.idempotencyKey).toMatch(/^sequence:\d+:\d+$/)
  })

  it('after an outage, sends the steps due with their spacing rather than all at once', async () => {
    const email = uniqueEmail('outage')
    await signUpForGuide(email)
    // Nothing ran for ten days: the first email goes, the second only two days after it.
    await runAt(10)
    await runAt(10)
    expect(await followUpsTo(email)).toHaveLength(1)
    await runAt(12)
    expect(await followUpsTo(email)).toHaveLength(2)
  })

  it('claims nothing while email cannot be sent, so no pile waits in the outbox', async () => {
    const email = uniqueEmail('unconfigured')
    await signUpForGuide(email)
    const { RESEND_API_KEY: _key, ...noEmail } = emailing
    expect(await runAt(FIRST_DAY, noEmail as Env)).toMatchObject({ queued: 0 })
    expect(await followUpRows(email)).toEqual([])
    await runAt(FIRST_DAY)
    expect(await followUpsTo(email)).toHaveLength(1)
  })

  it('retries a step the provider refused, as the outbox does, without claiming it again', async () => {
    const email = uniqueEmail('retry')
    await signUpForGuide(email)
    await runAt(FIRST_DAY, providerDown)
    const [row] = await followUpRows(email)
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    await runAt(FIRST_DAY)
    expect(await followUpRows(email)).toHaveLength(1)
    await deliverDueMessages(testDb(), emailing, Date.now() + FIRST_DAY * DAY_MS + 5 * 60_000)
    expect(await followUpsTo(email)).toHaveLength(1)
  })
})

describe('enrolment', () => {
  it('enrols a man once, however many forms he sends', async () => {
    const email = uniqueEmail('twice')
    await signUpForGuide(email)
    await signUpForGuide(email)
    expect((await submit('/api/email-signups', { email, source: 'exit_intent_popup' })).status).toBe(201)
    expect(await enrolmentsOf(email)).toHaveLength(1)
    await runAt(FIRST_DAY)
    await runAt(FIRST_DAY)
    expect(await followUpsTo(email)).toHaveLength(1)
  })

  it('does not enrol a man again into a sequence he finished', async () => {
    const email = uniqueEmail('finished')
    await signUpForGuide(email)
    for (const step of SUGGESTED_STEPS) await runAt(step.delayDays)
    await runAt(15)
    expect(await enrolmentsOf(email)).toMatchObject([{ stopReason: 'completed' }])
    expect((await submit('/api/email-signups', { email, source: 'resource_library', resourceId: 'x' })).status).toBe(
      201,
    )
    expect(await enrolmentsOf(email)).toHaveLength(1)
  })

  it('does not enrol a man who already applied, booked or unsubscribed', async () => {
    const applied = uniqueEmail('applied-first')
    expect((await submit('/api/consultation-requests', validConsultation({ email: applied }))).status).toBe(201)
    await signUpForGuide(applied)
    const unsubscribed = uniqueEmail('unsubscribed-first')
    await unsubscribeByOneClick(unsubscribed)
    await signUpForGuide(unsubscribed)
    expect(await enrolmentsOf(applied)).toEqual([])
    expect(await enrolmentsOf(unsubscribed)).toEqual([])
  })

  it('enrols nobody from a source that points at no sequence', async () => {
    const admin = client({ cookie: await adminCookie() })
    const param = { source: 'exit_intent_popup' as const }
    const before = (await (await admin.api.admin.sequences.$get()).json()).sources.exit_intent_popup
    await admin.api.admin['sequence-sources'][':source'].$put({ param, json: { sequenceId: null } })
    const email = uniqueEmail('popup')
    expect((await submit('/api/email-signups', { email, source: 'exit_intent_popup' })).status).toBe(201)
    expect(await enrolmentsOf(email)).toEqual([])
    await admin.api.admin['sequence-sources'][':source'].$put({ param, json: { sequenceId: before } })
  })
})

describe('stopping', () => {
  const acts: [string, string, (email: string) => Promise<void>][] = [
    [
      'applies for coaching',
      'applied',
      async (email) => {
        expect((await submit('/api/consultation-requests', validConsultation({ email }))).status).toBe(201)
      },
    ],
    [
      'asks for a strategy call',
      'booked',
      async (email) => {
        expect((await submit('/api/strategy-calls', validStrategyCall({ email }))).status).toBe(201)
      },
    ],
    [
      'books the free call at checkout',
      'booked',
      async (email) => {
        expect((await reserve({ ...buyerDetails({ email }), type: 'strategy-call' })).status).toBe(201)
      },
    ],
    [
      'buys a pod',
      'bought',
      async (email) => {
        await buySeat(await createItem(), { buyer: buyerDetails({ email }) })
      },
    ],
    ['unsubscribes', 'unsubscribed', unsubscribeByOneClick],
  ]

  for (const [what, reason, act] of acts) {
    it(`stops within the minute when he ${what}, and nothing more is sent`, async () => {
      const email = await leadWithFirstEmail(reason)
      await act(email)
      const run = await runAt(0)
      expect(run.stopped).toBeGreaterThanOrEqual(1)
      const [enrolment] = await enrolmentsOf(email)
      expect(enrolment).toMatchObject({ stopReason: reason, lastPosition: 1 })
      expect(enrolment!.stoppedAt).not.toBeNull()
      for (const day of [2, 5, 9, 14, 30]) await runAt(day)
      expect(await followUpsTo(email)).toHaveLength(1)
    })
  }

  it('stops when his data is deleted: his enrolment goes with him and nothing more is sent', async () => {
    const email = await leadWithFirstEmail('deleted')
    const contactId = await contactIdOf(email)
    const admin = client({ cookie: await adminCookie() })
    const deleted = await admin.api.admin.contacts[':id'].$delete({ param: { id: String(contactId) } })
    expect(deleted.status).toBe(200)
    expect((await deleted.json()).removed.followUps).toBe(1)
    expect(await testDb().select().from(followUpEnrolments).where(eq(followUpEnrolments.contactId, contactId))).toEqual(
      [],
    )
    for (const day of [2, 5, 9, 14]) await runAt(day)
    expect(await followUpsTo(email)).toHaveLength(1)
  })

  it('withdraws an email claimed but not yet sent when he acts, saying why', async () => {
    const email = uniqueEmail('withdrawn')
    await signUpForGuide(email)
    await runAt(FIRST_DAY, providerDown)
    expect(await followUpRows(email)).toMatchObject([{ status: 'pending' }])
    expect((await submit('/api/strategy-calls', validStrategyCall({ email }))).status).toBe(201)
    await runAt(FIRST_DAY)
    const [row] = await followUpRows(email)
    expect(row).toMatchObject({
      status: 'withheld',
      lastError: 'Not sent: the follow-ups stopped because he booked a strategy call',
    })
    await deliverDueMessages(testDb(), emailing, Date.now() + FIRST_DAY * DAY_MS + 10 * 60_000)
    expect(await followUpsTo(email)).toEqual([])
  })

  it('withdraws the last email when he buys while it waits for a retry after the sequence ended', async () => {
    const email = uniqueEmail('last-retry')
    await signUpForGuide(email)
    for (const step of SUGGESTED_STEPS.slice(0, -1)) await runAt(step.delayDays)
    // The last step comes due now (he signed up its days ago), while the provider is down.
    const last = SUGGESTED_STEPS.at(-1)!
    const before = SUGGESTED_STEPS.at(-2)!
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString()
    await testDb()
      .update(followUpEnrolments)
      .set({ enrolledAt: daysAgo(last.delayDays), lastStepAt: daysAgo(last.delayDays - before.delayDays) })
      .where(eq(followUpEnrolments.contactId, await contactIdOf(email)))
    await runAt(0, providerDown)
    // The next run ends the sequence: every step is claimed, the last one waits for its retry.
    await runAt(0, providerDown)
    expect(await enrolmentsOf(email)).toMatchObject([{ stopReason: 'completed' }])
    expect((await followUpRows(email)).at(-1)).toMatchObject({ status: 'pending', attempts: 1 })

    await buySeat(await createItem(), { buyer: buyerDetails({ email }) })
    await runAt(0)
    expect((await followUpRows(email)).at(-1)).toMatchObject({
      status: 'withheld',
      lastError: 'Not sent: the follow-ups stopped because he bought',
    })
    expect(await enrolmentsOf(email)).toMatchObject([{ stopReason: 'bought' }])
    await deliverDueMessages(testDb(), emailing, Date.now() + DAY_MS)
    expect(await followUpsTo(email)).toHaveLength(SUGGESTED_STEPS.length - 1)
  })

  it('the claim itself refuses a step for a man who acted after the run read it (send-time check)', async () => {
    const email = uniqueEmail('between')
    await signUpForGuide(email)
    const due = (await dueSteps(testDb(), Date.now() + FIRST_DAY * DAY_MS + 60_000)).filter(
      (step) => step.email === email,
    )
    expect(due).toHaveLength(1)
    expect((await submit('/api/consultation-requests', validConsultation({ email }))).status).toBe(201)
    expect(await claimStep(testDb(), due[0]!)).toBe(false)
    expect(await followUpRows(email)).toEqual([])
    expect(await enrolmentsOf(email)).toMatchObject([{ lastPosition: 0 }])
  })

  it('the claim refuses a step another run claimed first', async () => {
    const email = uniqueEmail('claimed')
    await signUpForGuide(email)
    const due = (await dueSteps(testDb(), Date.now() + FIRST_DAY * DAY_MS + 60_000)).filter(
      (step) => step.email === email,
    )
    const results = await Promise.all([claimStep(testDb(), due[0]!), claimStep(testDb(), due[0]!)])
    expect(results.sort()).toEqual([false, true])
    expect(await followUpRows(email)).toHaveLength(1)
  })
})

describe('marketing mail', () => {
  it('carries the RFC 8058 headers, a visible unsubscribe link and the postal address', async () => {
    const email = await leadWithFirstEmail('headers')
    const [message] = await followUpsTo(email)
    const url = /^<(https:\/\/coaching\.test\/api\/unsubscribe\?t=[^>]+)>$/.exec(message!.headers!['List-Unsubscribe']!)
    expect(url).not.toBeNull()
    expect(message!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(message!.body).toContain(`Unsubscribe: ${url![1]}`)
    expect(message!.body).toContain(TEST_POSTAL_ADDRESS)
  })

  it('is not sent to an address that unsubscribed after it was queued, whatever queued it', async () => {
    const email = uniqueEmail('suppressed')
    await unsubscribeByOneClick(email)
    const [row] = await queueEmail(testDb(), {
      template: 'sequence-email',
      recipient: email,
      payload: { enrolmentId: null, stepId: null, position: null, subject: 'Hello', body: 'Hi', firstName: null },
      key: `sequence-test:${crypto.randomUUID()}`,
    }).returning()
    await deliverDueMessages(testDb(), emailing)
    const after = await testDb().query.outbox.findFirst({ where: eq(outbox.id, row!.id) })
    expect(after).toMatchObject({ status: 'withheld' })
    expect(after!.lastError).toMatch(/^Withheld: unsubscribed from marketing emails on /)
    expect(await followUpsTo(email)).toEqual([])
  })
})
