// The actions agreed after a call, written with their Done links and his one email listing them in one D1 batch
// (nothing is lost: no action without its email, no email naming an action not written). Only a paid pod or
// package gets actions: a free call, an unpaid, refunded or canceled purchase is refused without a write.
import { and, eq, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Database } from '../../platform/db/client.ts'
import { actionLinks, actions, bookings, purchases } from '../../platform/db/schema.ts'
import { HttpError } from '../../platform/http-error.ts'
import { queueEmail } from '../outbox/outbox.ts'
import { type Action } from './action-moves.ts'
import { actionDonePath, hashActionToken, newActionToken } from './action-token.ts'
import { defaultDueAt } from './default-due.ts'
import { dueWords } from './due-words.ts'

export interface ActionItem {
  title: string
  detail?: string | null
  /** An ISO instant; absent: the default (default-due.ts). */
  dueAt?: string | null
}

export interface Assignment {
  purchaseId: number
  /** The one-to-one session they were agreed in. */
  bookingId?: number | null
  /** The pod session they were agreed in: its start. */
  podSessionAt?: string | null
  items: ActionItem[]
  /** Statements written first in the assignment's own transaction (the mark it goes with), or not at all. */
  alongside?: BatchItem<'sqlite'>[]
}

/** What an assignment did: `applied` when the actions (and his email) were written. */
export interface Assigned {
  applied: boolean
  actions: Action[]
  /** What each of the statements alongside returned, in order; none when nothing was written. */
  alongside?: unknown[]
}

export const DUE_IN_PAST = 'A due time must be later than now.'

/** The paid purchase of a pod or package, or null when it can have no actions. */
export async function purchaseWithActions(db: Database, purchaseId: number) {
  const purchase = await db.query.purchases.findFirst({ where: eq(purchases.id, purchaseId) })
  if (!purchase || purchase.status !== 'succeeded' || purchase.type === 'strategy-call') return null
  return purchase
}

async function checkBooking(db: Database, purchaseId: number, bookingId: number | null | undefined) {
  if (bookingId === null || bookingId === undefined) return
  const booking = await db.query.bookings.findFirst({
    columns: { id: true },
    where: and(eq(bookings.id, bookingId), eq(bookings.purchaseId, purchaseId)),
  })
  if (!booking) throw new HttpError(400, 'That session is not one of this purchase.')
}

/** Refuses (400) a due time not later than now: checked before a mark that goes with it is written. */
export function checkDueTimes(items: ActionItem[], nowMs: number): void {
  for (const item of items)
    if (item.dueAt && Date.parse(item.dueAt) <= nowMs)
      throw new HttpError(400, DUE_IN_PAST, { fields: { dueAt: DUE_IN_PAST } })
}

export async function assignActions(db: Database, assignment: Assignment, nowMs: number): Promise<Assigned> {
  const items = assignment.items.filter((item) => item.title.trim())
  const purchase = items.length > 0 ? await purchaseWithActions(db, assignment.purchaseId) : null
  if (!purchase) return { applied: false, actions: [] }
  await checkBooking(db, purchase.id, assignment.bookingId)
  checkDueTimes(items, nowMs)
  const fallbackDue = await defaultDueAt(db, purchase, nowMs)
  const written = await Promise.all(
    items.map(async (item) => {
      const dueAt = item.dueAt ? new Date(item.dueAt).toISOString() : fallbackDue
      const token = newActionToken()
      return { item, dueAt, token, hash: (await hashActionToken(token))! }
    }),
  )
  const statements = written.flatMap(({ item, dueAt, hash }) => [
    db
      .insert(actions)
      .values({
        purchaseId: purchase.id,
        bookingId: assignment.bookingId ?? null,
        podSessionAt: assignment.podSessionAt ?? null,
        title: item.title.trim(),
        detail: item.detail?.trim() || null,
        dueAt,
        createdAt: new Date(nowMs).toISOString(),
        updatedAt: new Date(nowMs).toISOString(),
      })
      .returning(),
    // The action just inserted in this same transaction: its id is not known before the batch runs.
    db.insert(actionLinks).values({ tokenHash: hash, actionId: sql`last_insert_rowid()` }),
  ])
  const email = queueEmail(db, {
    template: 'actions-assigned',
    recipient: purchase.email,
    key: `actions-assigned:${purchase.id}:${written[0]!.hash}`,
    payload: {
      firstName: purchase.firstName,
      description: purchase.description,
      purchaseId: purchase.id,
      actions: written.map(({ item, dueAt, token }) => ({
        title: item.title.trim(),
        detail: item.detail?.trim() || null,
        due: dueWords(dueAt),
        donePath: actionDonePath(token),
      })),
    },
  })
  const alongside = assignment.alongside ?? []
  const results: unknown[] = await db.batch([...alongside, ...statements, email] as unknown as [BatchItem<'sqlite'>])
  const inserted = results
    .slice(alongside.length)
    .filter((result): result is Action[] => Array.isArray(result))
    .flat()
  return { applied: true, actions: inserted, alongside: results.slice(0, alongside.length) }
}
