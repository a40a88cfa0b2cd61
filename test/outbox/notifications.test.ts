import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/site.ts'
import { outbox, siteSettings } from '../../src/worker/platform/db/schema.ts'
import { json, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { expectError, expectFieldErrors } from '../helpers/errors.ts'
import { adminCookie, visitorCookie } from '../helpers/sessions.ts'

const PATH = '/api/test-sms-notification'

interface Answer {
  success: boolean
  message: { id: number; status: string; lastError: string | null; payload: { text: string } }
}
const OWNER_PHONE = '(541) 555-0199'
const valid = { customerName: 'Test Customer', purchaseType: 'brotherhood', amount: 60000 }

const send = async (body: unknown, cookie?: string) => request(PATH, { method: 'POST', body }, { cookie })
const testMessages = async () =>
  (await testDb().select().from(outbox).where(eq(outbox.template, 'owner-purchase'))).filter(
    (m) => m.payload.test === true,
  )

beforeAll(async () => {
  // The owner's own number, as set in the site settings (read before any request of this file).
  await testDb()
    .insert(siteSettings)
    .values({ id: 1, ...DEFAULT_SITE_SETTINGS, contactPhone: OWNER_PHONE })
    .onConflictDoUpdate({ target: siteSettings.id, set: { contactPhone: OWNER_PHONE } })
})

describe('POST /api/test-sms-notification', () => {
  it('signed out: 401, nothing queued', async () => {
    const before = (await testMessages()).length
    expect((await expectError(await send(valid), 401)).message).toBe('Please sign in')
    expect(await testMessages()).toHaveLength(before)
  })

  it('signed in without admin rights: 403, nothing queued', async () => {
    const before = (await testMessages()).length
    expect((await expectError(await send(valid, await visitorCookie()), 403)).message).toBe('Admin access required')
    expect(await testMessages()).toHaveLength(before)
  })

  it('the owner: queues the sale SMS marked [TEST], to the owner’s phone in E.164, and says how sending went', async () => {
    const response = await send(valid, await adminCookie())
    expect(response.status).toBe(201)
    const answer = await json<Answer>(response)
    const [row] = await testDb().select().from(outbox).where(eq(outbox.id, answer.message.id))
    expect(row).toMatchObject({
      channel: 'sms',
      template: 'owner-purchase',
      recipient: '+15415550199',
      payload: { text: '[TEST] New purchase: Test Customer bought Brotherhood Pod for $600.00.', test: true },
    })
    // No SMS provider is configured in these tests: the page shows the message waiting and why.
    expect(answer).toMatchObject({
      success: false,
      message: { id: row!.id, status: 'pending', lastError: 'SMS delivery is not configured' },
    })
  })

  it('one-to-one, a trimmed name, cents shown in dollars; each press queues its own message', async () => {
    const cookie = await adminCookie()
    const body = { customerName: '  Jo Ann  ', purchaseType: 'one-to-one', amount: 150050 }
    const first = await json<Answer>(await send(body, cookie))
    const second = await json<Answer>(await send(body, cookie))
    expect(first.message.payload.text).toBe('[TEST] New purchase: Jo Ann bought One-to-One Coaching for $1,500.50.')
    expect(second.message.id).not.toBe(first.message.id)
  })

  it.each([
    ['no customer name', { ...valid, customerName: undefined }, { customerName: 'Customer name is required' }],
    ['a blank customer name', { ...valid, customerName: '   ' }, { customerName: 'Customer name is required' }],
    [
      'an unknown purchase type',
      { ...valid, purchaseType: 'strategy-call' },
      { purchaseType: 'Please choose a purchase type' },
    ],
    ['no purchase type', { ...valid, purchaseType: undefined }, { purchaseType: 'Please choose a purchase type' }],
    ['an amount as text', { ...valid, amount: '60000' }, { amount: 'Amount must be a number of cents' }],
    ['no amount', { ...valid, amount: undefined }, { amount: 'Amount must be a number of cents' }],
  ])('%s: 400 with its message, nothing queued', async (_case, body, fields) => {
    const before = (await testMessages()).length
    await expectFieldErrors(await send(body, await adminCookie()), fields)
    expect(await testMessages()).toHaveLength(before)
  })

  it.each([
    ['a negative amount', { ...valid, amount: -1 }],
    ['a fraction of a cent', { ...valid, amount: 600.5 }],
    ['an unknown field', { ...valid, phone: '+15550000000' }],
  ])('%s: 400, nothing queued', async (_case, body) => {
    const before = (await testMessages()).length
    await expectError(await send(body, await adminCookie()), 400)
    expect(await testMessages()).toHaveLength(before)
  })
})
