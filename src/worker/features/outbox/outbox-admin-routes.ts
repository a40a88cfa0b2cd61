// The outbox as the owner sees it from Settings: messages sent, waiting and failed with the
// reason, and a retry for a failed one.
import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { outboxQuerySchema } from '../../../shared/schemas/outbox.ts'
import { outbox } from '../../platform/db/schema.ts'
import type { AppEnv } from '../../env.ts'
import { HttpError } from '../../platform/http-error.ts'
import { validate } from '../../platform/middleware/validate.ts'
import { idParam } from '../../platform/id-param.ts'
import { outboxLifecycle } from './outbox-states.ts'

// The payload is left out: it is the message itself, which the list does not need.
const columns = {
  id: outbox.id,
  channel: outbox.channel,
  template: outbox.template,
  recipient: outbox.recipient,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  nextAttemptAt: outbox.nextAttemptAt,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
}

/** A message as the list shows it: the columns above, in their order. */
function listed(row: typeof outbox.$inferSelect): { [K in keyof typeof columns]: (typeof outbox.$inferSelect)[K] } {
  const { id, channel, template, recipient, status, attempts, lastError, nextAttemptAt, createdAt, sentAt } = row
  return { id, channel, template, recipient, status, attempts, lastError, nextAttemptAt, createdAt, sentAt }
}

export const outboxAdmin = new Hono<AppEnv>()
  .get('/', validate('query', outboxQuerySchema), async (c) => {
    const { status, limit } = c.req.valid('query')
    const rows = await c
      .get('db')
      .select(columns)
      .from(outbox)
      .where(status ? eq(outbox.status, status) : undefined)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(limit)
    return c.json(rows)
  })
  // Attempts and the last error stay as they were: they are the message's history, and the delivery job
  // decides from them how long to wait after a further failure.
  .post('/:id/retry', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param')
    const db = c.get('db')
    const row = await outboxLifecycle.move(db, 'retry', { id, set: { nextAttemptAt: new Date().toISOString() } })
    if (row) return c.json(listed(row))
    const exists = await db.query.outbox.findFirst({ columns: { id: true }, where: eq(outbox.id, id) })
    if (!exists) throw new HttpError(404, 'Message not found')
    throw new HttpError(409, 'Only a failed message can be retried')
  })
