// The reminder of an action still open a day before it is due (decision 104): once per action, with a working
// Done link; none for an action done or withdrawn, none before the day, none once the due time has passed; the
// hourly cron queues it.
import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ActionView } from '../../src/shared/actions.ts'
import { assignActions, markActionDone, withdrawAction } from '../../src/worker/features/actions/actions.ts'
import type { EmailPayloads } from '../../src/worker/features/outbox/message-payloads.ts'
import { outbox } from '../../src/worker/platform/db/schema.ts'
import { HOURLY_CRON, runScheduledJobs } from '../../src/worker/scheduled.ts'
import { env } from 'cloudflare:workers'
import { json, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { newClientAddress } from '../helpers/leads.ts'
import { paidPurchase, tokenOf } from '../helpers/actions.ts'
import { queueActionReminders } from '../../src/worker/features/actions/action-reminders.ts'

const HOUR = 3_600_000

async function reminders(email: string) {
  const rows = await testDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), like(outbox.idempotencyKey, 'action-reminder:%')))
  return rows.map((row) => row.payload as EmailPayloads['action-reminder'])
}

async function assigned(dueMs: number, nowMs: number) {
  const purchase = await paidPurchase()
  const { actions } = await assignActions(
    testDb(),
    { purchaseId: purchase.id, items: [{ title: 'Write the letter', dueAt: new Date(dueMs).toISOString() }] },
    nowMs,
  )
  return { purchase, action: actions[0]! }
}

describe('the action reminder', () => {
  it('goes once, within the day before the due time, with a Done link to that action', async () => {
    const due = Date.now() + 3 * 24 * HOUR
    const { purchase, action } = await assigned(due, Date.now())
    await queueActionReminders(testDb(), due - 25 * HOUR)
    expect(await reminders(purchase.email)).toEqual([])
    await queueActionReminders(testDb(), due - 23 * HOUR)
    await queueActionReminders(testDb(), due - 2 * HOUR)
    const sent = await reminders(purchase.email)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ actionId: action.id, action: { title: 'Write the letter' } })
    const opened = await request(
      '/api/actions/view',
      { method: 'POST', body: { token: tokenOf(sent[0]!.action.donePath) } },
      { address: newClientAddress() },
    )
    expect(await json<ActionView>(opened)).toMatchObject({ id: action.id, state: 'open' })
  })

  it('does not go for an action done or withdrawn, nor after its due time', async () => {
    const due = Date.now() + 3 * 24 * HOUR
    const done = await assigned(due, Date.now())
    await markActionDone(testDb(), done.action.id, Date.now())
    const withdrawn = await assigned(due, Date.now())
    await withdrawAction(testDb(), withdrawn.action.id, 'Dropped on the call', Date.now())
    const late = await assigned(due, Date.now())
    await queueActionReminders(testDb(), due - 23 * HOUR)
    await queueActionReminders(testDb(), due + HOUR)
    expect(await reminders(done.purchase.email)).toEqual([])
    expect(await reminders(withdrawn.purchase.email)).toEqual([])
    expect(await reminders(late.purchase.email)).toHaveLength(1)
    const past = await assigned(due, Date.now())
    await queueActionReminders(testDb(), due + HOUR)
    expect(await reminders(past.purchase.email)).toEqual([])
  })

  it('is queued by the hourly cron', async () => {
    const due = Date.now() + 12 * HOUR
    const { purchase } = await assigned(due, Date.now())
    await runScheduledJobs(env, HOURLY_CRON, Date.now())
    expect(await reminders(purchase.email)).toHaveLength(1)
  })
})
