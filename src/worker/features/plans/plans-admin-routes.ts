// Payment plans for the owner (the Leads tab): each plan's schedule, payments and failures, and letting a client
// book while a payment is overdue.
import { Hono } from 'hono'
import { listPlans } from './plans-admin.ts'
import type { AppEnv } from '../../env.ts'
import { z } from 'zod'
import { HttpError } from '../../platform/http-error.ts'
import { validate } from '../../platform/middleware/validate.ts'
import { allowBookingsWhileOverdue } from './overdue-bookings.ts'

const purchaseIdParam = z.object({ purchaseId: z.coerce.number().int().positive() })

const NOTHING_OVERDUE = 'No payment of this plan is overdue, so its bookings are not stopped.'

export const plansAdmin = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listPlans(c.get('db'))))
  // The owner lets him book his open sessions while a payment is overdue (decision 082).
  .post('/:purchaseId/allow-bookings', validate('param', purchaseIdParam), async (c) => {
    const through = await allowBookingsWhileOverdue(c.get('db'), c.req.valid('param').purchaseId)
    if (through === null) throw new HttpError(409, NOTHING_OVERDUE)
    return c.json({ message: 'He can book the sessions his payments have opened.', allowedThrough: through })
  })
