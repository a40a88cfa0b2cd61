// The visitor's side of booking (at /bookings): the open times, booking one, and his link's view, move and cancel.
// The link's token travels in the body, never in an address (decision 059).
import { Hono } from 'hono'
import { BUSINESS_TIME_ZONE } from '../../../shared/rules/business-clock.ts'
import { sessionMinutes } from '../../../shared/bookings/default-booking-rules.ts'
import { bookingLinkSchema, bookingMoveSchema, bookingRequestSchema } from '../../../shared/schemas/bookings.ts'
import type { AppEnv } from '../../env.ts'
import { HttpError } from '../../platform/http-error.ts'
import { clientAddress, limitPerClientAddress } from '../../platform/middleware/rate-limit.ts'
import { validate } from '../../platform/middleware/validate.ts'
import { getSiteSettings } from '../site-settings/site-settings.ts'
import { deliverSoon } from '../outbox/outbox.ts'
import { optedOut } from '../opt-outs/opt-outs.ts'
import { withheldBookingMessage } from '../../../shared/opt-outs.ts'
import { bookSession } from './book-session.ts'
import { bookingView } from './booking-view.ts'
import { getBookingRules } from './booking-rules-store.ts'
import { bookingByToken, cancelBooking, moveBooking } from './manage-booking.ts'
import { openTimes } from './open-times.ts'

const iso = (ms: number) => new Date(ms).toISOString()

const REFUSALS = {
  closed: { status: 409, message: 'Booking on this site is turned off. Please use our scheduling page.' },
  'not-open': { status: 409, message: 'That time is not open. Please choose another time.' },
  taken: { status: 409, message: 'Someone has just booked that time. Please choose another time.' },
  'already-booked': {
    status: 409,
    message:
      'A free strategy call is already booked for this email or phone. The link in its email moves or cancels it.',
  },
  'too-many': {
    status: 429,
    message: 'Too many free calls were booked from this connection today. Please try again tomorrow, or contact us.',
  },
} as const

const NOT_FOUND = 'We could not find this booking. Please open the link in your latest email from us.'

export const bookingsPublic = new Hono<AppEnv>()
  .get('/open-times', async (c) => {
    const db = c.get('db')
    const [rules, settings] = await Promise.all([getBookingRules(db), getSiteSettings(db)])
    const times =
      settings.bookingPage === 'site'
        ? await openTimes(db, c.env, rules, { kind: 'strategy-call', now: Date.now() })
        : []
    c.header('Cache-Control', 'no-store')
    return c.json({
      bookingPage: settings.bookingPage,
      schedulingUrl: settings.schedulingUrl,
      coachTimeZone: BUSINESS_TIME_ZONE,
      durationMinutes: sessionMinutes(rules, 'strategy-call'),
      times: times.map(iso),
    })
  })
  .post('/', limitPerClientAddress, validate('json', bookingRequestSchema), async (c) => {
    const input = c.req.valid('json')
    const outcome = await bookSession(
      c.get('db'),
      c.env,
      { kind: 'strategy-call', ...input, visitorTimeZone: input.timeZone, clientAddress: clientAddress(c) },
      Date.now(),
    )
    if (!outcome.ok) {
      const { status, message } = REFUSALS[outcome.reason]
      throw new HttpError(status, message, { nextTimes: outcome.nextTimes.map(iso) })
    }
    deliverSoon(c)
    const { booking } = outcome
    // The outbox withholds every email of the call from an address that unsubscribed: the answer says so plainly.
    const unsubscribed = await optedOut(c.get('db'), 'email', booking.email)
    return c.json(
      {
        message: unsubscribed
          ? withheldBookingMessage((await getSiteSettings(c.get('db'))).contactEmail)
          : 'Your free strategy call is booked. The invitation is on its way to your email.',
        emailed: !unsubscribed,
        start: booking.startsAt,
        durationMinutes: booking.durationMinutes,
      },
      201,
    )
  })
  .post('/view', limitPerClientAddress, validate('json', bookingLinkSchema), async (c) => {
    const db = c.get('db')
    const booking = await bookingByToken(db, c.req.valid('json').token)
    if (!booking) throw new HttpError(404, NOT_FOUND)
    return c.json(await bookingView(db, c.env, booking, Date.now()))
  })
  .post('/move', limitPerClientAddress, validate('json', bookingMoveSchema), async (c) => {
    const db = c.get('db')
    const { token, start } = c.req.valid('json')
    const booking = await bookingByToken(db, token)
    if (!booking) throw new HttpError(404, NOT_FOUND)
    const now = Date.now()
    const outcome = await moveBooking(db, c.env, booking, start, { by: { token }, now })
    if (!outcome.ok)
      throw new HttpError(outcome.status, outcome.message, { nextTimes: (outcome.nextTimes ?? []).map(iso) })
    deliverSoon(c)
    return c.json(await bookingView(db, c.env, outcome.booking, now))
  })
  .post('/cancel', limitPerClientAddress, validate('json', bookingLinkSchema), async (c) => {
    const db = c.get('db')
    const booking = await bookingByToken(db, c.req.valid('json').token)
    if (!booking) throw new HttpError(404, NOT_FOUND)
    const now = Date.now()
    const outcome = await cancelBooking(db, c.env, booking, 'person', now)
    if (!outcome.ok) throw new HttpError(outcome.status, outcome.message)
    deliverSoon(c)
    return c.json(await bookingView(db, c.env, outcome.booking, now))
  })
