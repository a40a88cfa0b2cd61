// Refunds as the owner sees them from Settings: approval automatic or by hand, the queue of requests waiting
// (each approves itself after 72 hours), every refund asked for, made, declined or failed with what the
// guarantee's record said and the owner's reason, and his own refund of any purchase.
import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { ownerRefundSchema, refundSettingsSchema } from '../../../shared/schemas/refunds.ts'
import { createStripe, PAYMENTS_NOT_CONFIGURED } from '../../platform/adapters/stripe.ts'
import { purchases, refundRequests } from '../../platform/db/schema.ts'
import { deliverSoon } from '../outbox/outbox.ts'
import { approveRefund } from './refund-requests.ts'
import { ownerRefund } from './owner-refund.ts'
import { getRefundApproval, saveOwnerSwitches } from '../site-settings/site-settings.ts'
import type { AppEnv } from '../../env.ts'
import { HttpError } from '../../platform/http-error.ts'
import { validate } from '../../platform/middleware/validate.ts'
import { idParam } from '../../platform/id-param.ts'

export const refundsAdmin = new Hono<AppEnv>()
  .get('/', async (c) => {
    const db = c.get('db')
    const [refundApproval, rows] = await Promise.all([
      getRefundApproval(db),
      db
        .select({
          id: refundRequests.id,
          purchaseId: refundRequests.purchaseId,
          status: refundRequests.status,
          amount: refundRequests.amount,
          requestedAt: refundRequests.requestedAt,
          approveAfter: refundRequests.approveAfter,
          approvedBy: refundRequests.approvedBy,
          refundedAt: refundRequests.refundedAt,
          failureReason: refundRequests.failureReason,
          guaranteeVerdict: refundRequests.guaranteeVerdict,
          ownerReason: refundRequests.ownerReason,
          name: purchases.firstName,
          lastName: purchases.lastName,
          email: purchases.email,
          description: purchases.description,
          purchaseStatus: purchases.status,
        })
        .from(refundRequests)
        .innerJoin(purchases, eq(purchases.id, refundRequests.purchaseId))
        .orderBy(desc(refundRequests.requestedAt), desc(refundRequests.id))
        .limit(200),
    ])
    const requests = rows.map(({ name, lastName, ...row }) => ({ ...row, name: `${name} ${lastName}` }))
    return c.json({ refundApproval, requests })
  })
  .post('/:id/approve', validate('param', idParam), async (c) => {
    const stripe = createStripe(c.env)
    if (!stripe) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED)
    const db = c.get('db')
    const { id } = c.req.valid('param')
    const existing = await db.query.refundRequests.findFirst({ where: eq(refundRequests.id, id) })
    if (!existing) throw new HttpError(404, 'Refund request not found')
    const approved = await approveRefund(db, c.env, stripe, id, 'owner', Date.now())
    if (!approved) throw new HttpError(409, 'This refund request is not waiting for approval.')
    deliverSoon(c)
    return c.json({ id: approved.id, status: approved.status })
  })
  // The owner refunds anything, whatever the guarantee's record says, with his reason kept (decision 106).
  .post('/purchase/:id', validate('param', idParam), validate('json', ownerRefundSchema), async (c) => {
    const stripe = createStripe(c.env)
    if (!stripe) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED)
    const { id } = c.req.valid('param')
    const request = await ownerRefund(c.get('db'), c.env, stripe, id, c.req.valid('json').reason, Date.now())
    deliverSoon(c)
    return c.json({ id: request.id, status: request.status, ownerReason: request.ownerReason })
  })

export const refundSettingsAdmin = new Hono<AppEnv>().put('/', validate('json', refundSettingsSchema), async (c) => {
  const { refundApproval } = c.req.valid('json')
  await saveOwnerSwitches(c.get('db'), { refundApproval })
  return c.json({ refundApproval })
})
