// The success page's calendar download: the buyer's sessions as an .ics file (METHOD:PUBLISH), found by
// the payment intent the page was opened with, under the same rate limit as the page's confirm call.
import { Hono } from 'hono'
import { z } from 'zod'
import { invitationContentType } from './invitation.ts'
import { publishedCalendar } from './purchase-invitations.ts'
import type { AppEnv } from '../../env.ts'
import { HttpError } from '../../platform/http-error.ts'
import { limitPaymentCalls } from '../../platform/middleware/rate-limit.ts'
import { validate } from '../../platform/middleware/validate.ts'

const NO_CALENDAR = 'There are no sessions to add to a calendar for this purchase yet.'

export const calendarRoutes = new Hono<AppEnv>().get(
  '/:paymentIntentId',
  limitPaymentCalls,
  validate('param', z.object({ paymentIntentId: z.string().min(1).max(200) })),
  async (c) => {
    const ics = await publishedCalendar(c.get('db'), c.env, c.req.valid('param').paymentIntentId)
    if (!ics) throw new HttpError(404, NO_CALENDAR)
    return c.body(ics, 200, {
      'Content-Type': invitationContentType('PUBLISH'),
      'Content-Disposition': 'attachment; filename="sessions.ics"',
      // The buyer's name and sessions: never kept by a shared cache.
      'Cache-Control': 'private, no-store',
    })
  },
)
