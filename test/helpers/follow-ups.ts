// Follow-up sequences as the Worker tests drive them (decision 065): the suggested sequence started by every
// signup form, the minute's job run at a chosen moment, and the emails the message sink received.
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { contacts, followUpEnrolments, outbox } from '../../src/worker/platform/db/schema.ts'
import { runFollowUps } from '../../src/worker/features/sequences/run-follow-ups.ts'
import { client } from './client.ts'
import { testDb } from './db.ts'
import { submit, validGuideSignup } from './leads.ts'
import { adminCookie } from './sessions.ts'

export const SINK = 'http://messages.test'
export const DAY_MS = 86_400_000

/** Email sent through the message sink, as `npm start` does. */
export const emailing = {
  ...env,
  RESEND_API_KEY: 're_test_key',
  EMAIL_FROM: 'Coach <coach@example.com>',
  RESEND_API_BASE: SINK,
} as Env

/** A provider that is down: every send fails and is retried later. */
export const providerDown = { ...emailing, RESEND_API_BASE: 'http://down.test' } as Env

export interface SunkEmail {
  to: string
  subject?: string
  body: string
  headers?: Record<string, string>
  idempotencyKey?: string
}

/** What the sink received for this address (the sink is shared; every test uses addresses of its own). */
export async function sentTo(email: string): Promise<SunkEmail[]> {
  const all = (await (await fetch(`${SINK}/__sink/messages`)).json()) as (SunkEmail & { channel: string })[]
  return all.filter((message) => message.channel === 'email' && message.to === email)
}

/** Follow-ups only: the guide email the signup also sends is left out. */
export const followUpsTo = async (email: string) =>
  (await sentTo(email)).filter((message) => message.idempotencyKey?.startsWith('sequence:'))

/** The suggested sequence, started by all three signup forms. */
export async function useSuggestedSequence(): Promise<number> {
  const admin = client({ cookie: await adminCookie() })
  const created = await admin.api.admin.sequences.$post({ json: { name: 'Guide follow-up', startFrom: 'suggested' } })
  expect(created.status).toBe(201)
  const { id } = await created.json()
  for (const source of ['guide', 'exit_intent_popup', 'resource_library'] as const) {
    const pointed = await admin.api.admin['sequence-sources'][':source'].$put({
      param: { source },
      json: { sequenceId: id },
    })
    expect(pointed.status).toBe(200)
  }
  return id
}

export async function signUpForGuide(email: string, overrides: Record<string, unknown> = {}): Promise<void> {
  const response = await submit('/api/email-signups', validGuideSignup({ email, ...overrides }))
  expect(response.status, await response.clone().text()).toBe(201)
}

/** The minute's job as the cron runs it, `days` after now. */
export const runAt = (days: number, runEnv: Env = emailing) =>
  runFollowUps(testDb(), runEnv, Date.now() + days * DAY_MS + 60_000)

export async function enrolmentsOf(email: string) {
  const contact = await testDb().query.contacts.findFirst({ where: eq(contacts.email, email) })
  if (!contact) return []
  return testDb().select().from(followUpEnrolments).where(eq(followUpEnrolments.contactId, contact.id))
}

/** The outbox rows of this address's follow-ups, oldest first. */
export async function followUpRows(email: string) {
  const rows = await testDb().select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id)
  return rows.filter((row) => row.template === 'sequence-email')
}
