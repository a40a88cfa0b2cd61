// The owner's side (admin router): the coach's hours and rules, the bookings list, and moving or cancelling any
// booking without the rules (the person is told by email, with a working link).
import { desc, eq, gte } from 'drizzle-orm'
import { Hono } from 'hono'
import { bookingRulesSchema } from '../../../shared/schemas/booking-rules.ts'
import { attendanceSchema, ownerMoveSchema } from '../../../shared/schemas/bookings.ts'
import type { AppEnv } from '../../env.ts'
import { bookings } from '../../platform/db/schema.ts'
import { HttpError } from '../../platform/http-error.ts'
import { idParam } from '../../platform/id-param.ts'
import { validate } from '../../platform/middleware/validate.ts'
import { deliverSoon } from '../outbox/outbox.ts'
import { getBookingRules, saveBookingRules } from './booking-rules-store.ts'
import { cancelBooking, moveBooking } from './manage-booking.ts'
import { markAttendance, sessionsToMark } from './attendance.ts'

const WEEK_MS = 7 * 86_400_000
const LIST_LIMIT = 200

export const bookingRulesAdmin = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await getBookingRules(c.get('db'))))
  .put('/', validate('json', bookingRulesSchema), async (c) => {
    const rules = c.req.valid('json')
    await saveBookingRules(c.get('db'), rules)
    return c.json(rules)
  })

async function bookingOr404(c: { get(key: 'db'): AppEnv['Variables']['db'] }, id: number) {
  const booking = await c.get('db').query.bookings.findFirst({ where: eq(bookings.id, id) })
  if (!booking) throw new HttpError(404, 'Booking not found')
  return booking
}

export const bookingsAdmin = new Hono<AppEnv>()
  // Upcoming sessions and the last week's, the latest first: what the owner acts on.
  .get('/', async (c) => {
    const since = new Date(Date.now() - WEEK_MS).toISOString()
    const rows = await c
      .get('db')
      .select()
      .from(bookings)
      .where(gte(bookings.startsAt, since))
      .orderBy(desc(bookings.startsAt))
      .limit(LIST_LIMIT)
    return c.json(rows)
  })
  .post('/:id/move', validate('param', idParam), validate('json', ownerMoveSchema), async (c) => {
    const booking = await bookingOr404(c, c.req.valid('param').id)
    const outcome = await moveBooking(c.get('db'), c.env, booking, c.req.valid('json').start, {
      by: 'owner',
      now: Date.now(),
    })
    if (!outcome.ok) throw new HttpError(outcome.status, outcome.message)
    deliverSoon(c)
    return c.json(outcome.booking)
  })
  // Sessions over and not yet marked attended or no-show (decision 075).
  .get('/to-mark', async (c) => c.json(await sessionsToMark(c.get('db'))))
  .post('/:id/attendance', validate('param', idParam), validate('json', attendanceSchema), async (c) => {
    const marked = await markAttendance(c.get('db'), c.req.valid('param').id, c.req.valid('json').attendance)
    return c.json(marked)
  })
  .post('/:id/cancel', validate('param', idParam), async (c) => {
    const booking = await bookingOr404(c, c.req.valid('param').id)
    const outcome = await cancelBooking(c.get('db'), c.env, booking, 'owner', Date.now())
    if (!outcome.ok) throw new HttpError(outcome.status, outcome.message)
    deliverSoon(c)
    return c.json(outcome.booking)
  })
