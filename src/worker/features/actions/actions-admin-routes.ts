// /api/admin/actions (admin router): the owner's one step after a session, its mark and the actions agreed in it
// (a one-to-one session, or one man at a pod session), the pod sessions still to mark, a client's actions, and
// withdrawing one with a reason. Each mark and assignment is checked whole before anything is written.
import { Hono } from 'hono'
import { z } from 'zod'
import { markPodSessionSchema, markSessionSchema, withdrawSchema } from '../../../shared/schemas/actions.ts'
import type { AppEnv } from '../../env.ts'
import type { Database } from '../../platform/db/client.ts'
import { HttpError } from '../../platform/http-error.ts'
import { idParam } from '../../platform/id-param.ts'
import { validate } from '../../platform/middleware/validate.ts'
import { checkMarkable, markRefused, markStatement } from '../bookings/bookings.ts'
import { deliverSoon } from '../outbox/outbox.ts'
import { withdrawAction } from './action-moves.ts'
import {
  type ActionItem,
  assignActions,
  type Assigned,
  type Assignment,
  checkDueTimes,
  purchaseWithActions,
} from './assign-actions.ts'
import { actionsOfContact } from './owner-actions.ts'
import { defaultDueAt } from './default-due.ts'
import { markWritten, type PodMarkRefusal, podMarkWrite, podSessionsToMark } from './pod-attendance.ts'

const NO_ACTIONS_FOR = 'Actions go with a paid pod or one-to-one package: this session has none to give them to.'

const POD_REFUSALS: Record<PodMarkRefusal, { status: 404 | 409; message: string }> = {
  'not-a-member': { status: 404, message: 'This man has no paid seat in a pod.' },
  'not-a-session': { status: 409, message: 'That time is not one of his pod’s sessions.' },
  'not-yet': { status: 409, message: 'This session has not begun yet: mark it once it has.' },
  'later-mark': {
    status: 409,
    message: 'A later mark of this man at this session was saved meanwhile and stands: yours changed nothing.',
  },
}

const purchaseQuery = z.object({
  purchaseId: z.coerce.number({ error: 'Invalid purchase' }).int({ error: 'Invalid purchase' }).positive(),
})

const contactQuery = z.object({
  contactId: z.coerce.number({ error: 'Invalid contact' }).int({ error: 'Invalid contact' }).positive(),
})

/** Refuses, before the mark is written, actions that could not be assigned with it. */
async function checkAssignable(db: Database, purchaseId: number | null, items: ActionItem[], nowMs: number) {
  if (items.length === 0) return
  checkDueTimes(items, nowMs)
  if (purchaseId === null || !(await purchaseWithActions(db, purchaseId))) throw new HttpError(409, NO_ACTIONS_FOR)
}

/** Assigns the items when there are some; none is no assignment (a no-show usually has none). */
async function assignIfAny(
  db: Database,
  assignment: Omit<Assignment, 'items'>,
  items: ActionItem[],
  nowMs: number,
): Promise<Assigned> {
  if (items.length === 0) return { applied: false, actions: [] }
  const assigned = await assignActions(db, { ...assignment, items }, nowMs)
  if (!assigned.applied) throw new HttpError(409, NO_ACTIONS_FOR)
  return assigned
}

export const actionsAdmin = new Hono<AppEnv>()
  .post('/sessions/:id', validate('param', idParam), validate('json', markSessionSchema), async (c) => {
    const db = c.get('db')
    const { id } = c.req.valid('param')
    const input = c.req.valid('json')
    const booking = await db.query.bookings.findFirst({ where: (b, { eq }) => eq(b.id, id) })
    if (!booking) throw new HttpError(404, 'Booking not found')
    const now = Date.now()
    checkMarkable(booking, now)
    await checkAssignable(db, booking.purchaseId, input.actions, now)
    // The mark and its actions are written in one transaction, as at a pod session: a refused assignment leaves the
    // mark unwritten, so the owner's one step is all done or not done.
    const mark = markStatement(db, id, input.attendance, now)
    const assigned =
      booking.purchaseId !== null && input.actions.length > 0
        ? await assignIfAny(
            db,
            { purchaseId: booking.purchaseId, bookingId: id, alongside: [mark] },
            input.actions,
            now,
          )
        : { applied: false, actions: [], alongside: [await mark] }
    const [marked] = (assigned.alongside?.[0] ?? []) as Awaited<typeof mark>
    if (assigned.applied) deliverSoon(c)
    return c.json({ booking: marked ?? (await markRefused(db, id, now)), actions: assigned.actions })
  })
  // The due time his actions get unless the owner changes it: what the form shows before he types (decision 104).
  .get('/default-due', validate('query', purchaseQuery), async (c) => {
    const db = c.get('db')
    const purchase = await purchaseWithActions(db, c.req.valid('query').purchaseId)
    if (!purchase) throw new HttpError(404, 'This purchase has no actions to give.')
    return c.json({ dueAt: await defaultDueAt(db, purchase, Date.now()) })
  })
  .get('/pod-sessions', async (c) => c.json(await podSessionsToMark(c.get('db'), Date.now())))
  .post('/pod-sessions', validate('json', markPodSessionSchema), async (c) => {
    const db = c.get('db')
    const input = c.req.valid('json')
    const now = Date.now()
    await checkAssignable(db, input.purchaseId, input.actions, now)
    const write = await podMarkWrite(db, input.purchaseId, input.sessionStartsAt, input.attendance, now)
    if (write.refusal) {
      const { status, message } = POD_REFUSALS[write.refusal]
      throw new HttpError(status, message)
    }
    // The mark and its actions are written in one transaction: a refused assignment leaves the mark unwritten.
    const podSessionAt = new Date(input.sessionStartsAt).toISOString()
    const assignment = { purchaseId: input.purchaseId, podSessionAt, alongside: [write.statement] }
    const assigned =
      input.actions.length > 0
        ? await assignIfAny(db, assignment, input.actions, now)
        : { applied: false, actions: [], alongside: [await write.statement] }
    const markApplied = markWritten(assigned.alongside?.[0])
    if (assigned.applied) deliverSoon(c)
    if (!markApplied && !assigned.applied) throw new HttpError(409, POD_REFUSALS['later-mark'].message)
    return c.json({ attendance: input.attendance, markApplied, actions: assigned.actions })
  })
  .get('/', validate('query', contactQuery), async (c) =>
    c.json(await actionsOfContact(c.get('db'), c.req.valid('query').contactId, Date.now())),
  )
  .post('/:id/withdraw', validate('param', idParam), validate('json', withdrawSchema), async (c) => {
    const moved = await withdrawAction(c.get('db'), c.req.valid('param').id, c.req.valid('json').reason, Date.now())
    if (!moved.action) throw new HttpError(404, 'Action not found')
    if (!moved.applied) throw new HttpError(409, 'This action is already withdrawn.')
    return c.json(moved.action)
  })
