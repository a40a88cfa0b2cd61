import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outbox } from '../../src/worker/platform/db/schema.ts'
import { json, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { expectError, expectFieldErrors } from '../helpers/errors.ts'
import { adminCookie } from '../helpers/sessions.ts'
import { expectAdminOnly } from '../helpers/admin-routes.ts'

interface Message {
  id: number
  channel: string
  template: string
  recipient: string
  status: string
  attempts: number
  lastError: string | null
  nextAttemptAt: string
  createdAt: string
  sentAt: string | null
}

type Status = 'pending' | 'sending' | 'sent' | 'failed'

async function queue(status: Status, overrides: Partial<typeof outbox.$inferInsert> = {}): Promise<number> {
  const [row] = await testDb()
    .insert(outbox)
    .values({
      channel: 'email',
      template: 'guide-email',
      recipient: `${crypto.randomUUID().slice(0, 8)}@example.com`,
      payload: { firstName: 'John' },
      idempotencyKey: `test:${crypto.randomUUID()}`,
      status,
      attempts: status === 'failed' || status === 'sent' ? 3 : 0,
      lastError: status === 'failed' ? 'Resend answered 503' : null,
      nextAttemptAt: '2030-01-01T00:00:00.000Z',
      sentAt: status === 'sent' ? '2025-07-01T10:00:00.000Z' : null,
      ...overrides,
    })
    .returning({ id: outbox.id })
  return row!.id
}

async function list(query = ''): Promise<Message[]> {
  const response = await request(`/api/admin/outbox${query}`, {}, { cookie: await adminCookie() })
  expect(response.status).toBe(200)
  return json<Message[]>(response)
}

const retry = async (id: number | string) =>
  request(`/api/admin/outbox/${id}/retry`, { method: 'POST' }, { cookie: await adminCookie() })

describe('GET /api/admin/outbox', () => {
  it('lists messages newest first, with their attempts, last error and sending time, without their contents', async () => {
    const older = await queue('sent', { createdAt: '2025-07-01T09:00:00.000Z' })
    const newer = await queue('failed', { createdAt: '2025-07-02T09:00:00.000Z' })
    const messages = await list()
    const mine = messages.filter((message) => [older, newer].includes(message.id))
    expect(mine.map((message) => message.id)).toEqual([newer, older])
    expect(mine[0]).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'Resend answered 503',
      sentAt: null,
      channel: 'email',
      template: 'guide-email',
    })
    expect(mine[1]).toMatchObject({ status: 'sent', sentAt: '2025-07-01T10:00:00.000Z', lastError: null })
    expect(mine[0]).not.toHaveProperty('payload')
    const times = messages.map((message) => message.createdAt)
    expect(times).toEqual([...times].sort().reverse())
  })

  it.each<Status>(['pending', 'sending', 'sent', 'failed'])('filters by status %s', async (status) => {
    const id = await queue(status)
    const messages = await list(`?status=${status}`)
    expect(messages.map((message) => message.id)).toContain(id)
    expect(messages.every((message) => message.status === status)).toBe(true)
  })

  it('limits the list', async () => {
    await queue('pending')
    await queue('pending')
    expect(await list('?limit=1')).toHaveLength(1)
  })

  it.each([
    ['an unknown status', '?status=lost', { status: 'Status must be pending, sending, sent, failed or withheld' }],
    ['a limit of 0', '?limit=0', { limit: 'Limit must be at least 1' }],
    ['a limit that is not a number', '?limit=all', { limit: 'Limit must be a number' }],
  ])('%s: 400', async (_case, query, fields) => {
    await expectFieldErrors(await request(`/api/admin/outbox${query}`, {}, { cookie: await adminCookie() }), fields)
  })
})

describe('POST /api/admin/outbox/:id/retry', () => {
  it('puts a failed message back in the queue, due now, keeping its history', async () => {
    const id = await queue('failed')
    const before = Date.now()
    const response = await retry(id)
    expect(response.status).toBe(200)
    const message = await json<Message>(response)
    expect(message).toMatchObject({ id, status: 'pending', attempts: 3, lastError: 'Resend answered 503' })
    expect(Date.parse(message.nextAttemptAt)).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(message.nextAttemptAt)).toBeLessThanOrEqual(Date.now())
    const [stored] = await testDb().select().from(outbox).where(eq(outbox.id, id))
    expect(stored).toMatchObject({ status: 'pending', nextAttemptAt: message.nextAttemptAt })
  })

  it.each<Status>(['pending', 'sending', 'sent'])('a %s message cannot be retried: 409, unchanged', async (status) => {
    const id = await queue(status)
    const body = await expectError(await retry(id), 409)
    expect(body.message).toBe('Only a failed message can be retried')
    const [stored] = await testDb().select().from(outbox).where(eq(outbox.id, id))
    expect(stored).toMatchObject({ status, nextAttemptAt: '2030-01-01T00:00:00.000Z' })
  })

  it('404 for a message that does not exist, 400 for a bad id', async () => {
    const id = await queue('failed')
    await testDb().delete(outbox).where(eq(outbox.id, id))
    expect((await expectError(await retry(id), 404)).message).toBe('Message not found')
    await expectError(await retry('x'), 400)
  })
})

it('its admin calls are on the guarded admin router, none on the public one', () => {
  expectAdminOnly(['GET /admin/outbox', 'POST /admin/outbox/:id/retry'])
})
