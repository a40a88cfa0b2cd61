// /api/my-coaching/bookings: the signed-in client books a session on one of his one-to-one packages, moves or
// cancels his sessions under the coach's rules, and downloads each one's calendar file (decisions 076, 077). His
// session cookie names his address; a package or session that is not his is answered as one that does not exist.
import { type Context, Hono } from 'hono'
import {
  bookPackageSessionSchema,
  moveSessionSchema,
  openTimesQuery,
  sessionRefParam,
} from '../../../shared/schemas/my-coaching.ts'
import { OVERDUE_STOP } from '../../../shared/bookings/sessions-open.ts'
import type { AppEnv } from '../../env.ts'
import { HttpError } from '../../platform/http-error.ts'
import { limitPerClientAddress } from '../../platform/middleware/rate-limit.ts'
import { validate } from '../../platform/middleware/validate.ts'
import {
  bookingOfClient,
  bookPurchasedSession,
  cancelBooking,
  moveBooking,
  sessionCalendarFile,
  sessionOpenTimes,
  type SessionRefusal,
} from '../bookings/bookings.ts'
import { deliverSoon } from '../outbox/outbox.ts'
import { overviewOf } from './client-overview.ts'
import { signedInEmail } from './client-sessions.ts'

const iso = (ms: number) => new Date(ms).toISOString()

export const UNKNOWN_SESSION = 'We could not find this session on your page. Please reload it.'

export const SESSION_REFUSALS: Record<SessionRefusal, { status: 404 | 409; message: string }> = {
  'not-found': { status: 404, message: 'We could not find this package on your page. Please reload it.' },
  'no-package': { status: 409, message: 'This purchase has no sessions to book.' },
  refunded: { status: 409, message: 'This package was refunded, so it has no sessions left to book.' },
  'no-credits': {
    status: 409,
    message: 'Every session of this package is booked or used, so none is left to book. You can buy another package.',
  },
  // The two below are said in the package's own words (when more open) by the outcome; these are the fallbacks.
  'none-open': { status: 409, message: 'The sessions open so far are all booked.' },
  overdue: { status: 409, message: OVERDUE_STOP },
  'not-open': { status: 409, message: 'That time is not open. Please choose another time.' },
  taken: { status: 409, message: 'Someone has just booked that time. Please choose another time.' },
}

async function ownSession(c: Context<AppEnv>, ref: string) {
  const email = await signedInEmail(c)
  const booking = await bookingOfClient(c.get('db'), ref, email)
  if (!booking) throw new HttpError(404, UNKNOWN_SESSION)
  return { email, booking }
}

export const myBookings = new Hono<AppEnv>()
  .get('/open-times', validate('query', openTimesQuery), async (c) => {
    const { moving } = c.req.valid('query')
    if (!moving) {
      await signedInEmail(c)
      return c.json(await sessionOpenTimes(c.get('db'), c.env, Date.now()))
    }
    // A session to move must be his.
    const { booking } = await ownSession(c, moving)
    return c.json(await sessionOpenTimes(c.get('db'), c.env, Date.now(), booking))
  })
  .post('/', limitPerClientAddress, validate('json', bookPackageSessionSchema), async (c) => {
    const email = await signedInEmail(c)
    const { order, start, timeZone } = c.req.valid('json')
    const now = Date.now()
    const request = { purchaseId: order, email, start, visitorTimeZone: timeZone }
    const outcome = await bookPurchasedSession(c.get('db'), c.env, request, now)
    if (!outcome.ok) {
      const { status, message } = SESSION_REFUSALS[outcome.reason]
      throw new HttpError(status, outcome.message ?? message, { nextTimes: outcome.nextTimes.map(iso) })
    }
    deliverSoon(c)
    const message = 'Your session is booked. The invitation is on its way to your email.'
    return c.json(
      { message, start: outcome.booking.startsAt, overview: await overviewOf(c.get('db'), c.env, email, now) },
      201,
    )
  })
  .post(
    '/:ref/move',
    limitPerClientAddress,
    validate('param', sessionRefParam),
    validate('json', moveSessionSchema),
    async (c) => {
      const { email, booking } = await ownSession(c, c.req.valid('param').ref)
      const now = Date.now()
      const outcome = await moveBooking(c.get('db'), c.env, booking, c.req.valid('json').start, { by: 'client', now })
      if (!outcome.ok)
        throw new HttpError(outcome.status, outcome.message, { nextTimes: (outcome.nextTimes ?? []).map(iso) })
      deliverSoon(c)
      const message = 'Moved. We have emailed you the new time and an updated invitation.'
      return c.json({
        message,
        start: outcome.booking.startsAt,
        overview: await overviewOf(c.get('db'), c.env, email, now),
      })
    },
  )
  .post('/:ref/cancel', limitPerClientAddress, validate('param', sessionRefParam), async (c) => {
    const { email, booking } = await ownSession(c, c.req.valid('param').ref)
    const now = Date.now()
    const outcome = await cancelBooking(c.get('db'), c.env, booking, 'person', now)
    if (!outcome.ok) throw new HttpError(outcome.status, outcome.message)
    deliverSoon(c)
    const message =
      booking.purchaseId === null ? 'Canceled.' : 'Canceled. The session is back in your package to book again.'
    return c.json({ message, overview: await overviewOf(c.get('db'), c.env, email, now) })
  })
  .get('/:ref/calendar.ics', validate('param', sessionRefParam), async (c) => {
    const { booking } = await ownSession(c, c.req.valid('param').ref)
    if (booking.status !== 'booked') throw new HttpError(404, UNKNOWN_SESSION)
    const file = await sessionCalendarFile(c.get('db'), c.env, booking, Date.now())
    return c.body(file, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="session-${booking.startsAt.slice(0, 10)}.ics"`,
    })
  })
