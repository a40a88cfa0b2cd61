// The reminder of an action still open a day before it is due: once per action (its key names the action), with
// a new Done link. Nothing for an action done or withdrawn by then, nor for one whose due time has passed. Like
// a session's reminder it is part of what he bought, so it needs no marketing consent; the owner's reminders
// switch turns it off with the others.
import { and, eq, gt, lte, ne, notExists, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { actions, outbox, purchases } from '../../platform/db/schema.ts'
import { remindersEnabled } from '../site-settings/site-settings.ts'
import { queueEmail } from '../outbox/outbox.ts'
import { freshActionLink } from './action-links.ts'
import { dueWords } from './due-words.ts'

const DAY_MS = 86_400_000

export const actionReminderKey = (actionId: number) => `action-reminder:${actionId}`

function due(db: Database, nowMs: number) {
  const key = sql`'action-reminder:' || ${actions.id}`
  return db
    .select({ action: actions, purchase: purchases })
    .from(actions)
    .innerJoin(purchases, eq(purchases.id, actions.purchaseId))
    .where(
      and(
        eq(actions.status, 'open'),
        eq(purchases.status, 'succeeded'),
        // A man whose data was deleted is written to no more.
        ne(purchases.email, ''),
        gt(actions.dueAt, new Date(nowMs).toISOString()),
        lte(actions.dueAt, new Date(nowMs + DAY_MS).toISOString()),
        notExists(
          db
            .select({ one: sql`1` })
            .from(outbox)
            .where(eq(outbox.idempotencyKey, key)),
        ),
      ),
    )
}

/** Queues the reminders now due; returns how many were written. */
export async function queueActionReminders(db: Database, nowMs: number): Promise<number> {
  if (!(await remindersEnabled(db))) return 0
  let written = 0
  for (const { action, purchase } of await due(db, nowMs)) {
    const link = await freshActionLink(db, action.id)
    const email = queueEmail(db, {
      template: 'action-reminder',
      recipient: purchase.email,
      key: actionReminderKey(action.id),
      payload: {
        firstName: purchase.firstName,
        description: purchase.description,
        purchaseId: purchase.id,
        actionId: action.id,
        action: { title: action.title, detail: action.detail, due: dueWords(action.dueAt), donePath: link.path },
      },
    })
    await db.batch([email, link.statement])
    written += 1
  }
  return written
}
