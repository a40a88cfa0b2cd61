// /api/my-coaching/intake: the signed-in client's answers to the intake, saved as he types, and his "Finished"
// (decision 109). A purchase that is not his, or asks no intake, is answered as one that does not exist.
import { type Context, Hono } from 'hono'
import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { intakeAnswerSchema } from '../../../shared/schemas/agreement.ts'
import type { AppEnv } from '../../env.ts'
import { purchases } from '../../platform/db/schema.ts'
import { HttpError } from '../../platform/http-error.ts'
import { validate } from '../../platform/middleware/validate.ts'
import { asksIntake, finishIntake, intakeOf, saveAnswer } from '../intake/intake.ts'
import { signedInEmail } from './client-sessions.ts'

const UNKNOWN_PURCHASE = 'We could not find this purchase on your page. Please reload it.'
const orderParam = z.object({ orderRef: z.string().regex(/^order-\d+$/, { error: UNKNOWN_PURCHASE }) })

async function ownPurchase(c: Context<AppEnv>, orderRef: string) {
  const email = await signedInEmail(c)
  const id = Number(orderRef.slice('order-'.length))
  const purchase = await c
    .get('db')
    .query.purchases.findFirst({ where: and(eq(purchases.id, id), sql`lower(${purchases.email}) = ${email}`) })
  if (!purchase || !asksIntake(purchase)) throw new HttpError(404, UNKNOWN_PURCHASE)
  return purchase
}

export const myIntake = new Hono<AppEnv>()
  .put('/:orderRef/answers', validate('param', orderParam), validate('json', intakeAnswerSchema), async (c) => {
    const purchase = await ownPurchase(c, c.req.valid('param').orderRef)
    const { questionId, answer } = c.req.valid('json')
    return c.json(await saveAnswer(c.get('db'), purchase.id, questionId, answer))
  })
  .post('/:orderRef/finish', validate('param', orderParam), async (c) => {
    const purchase = await ownPurchase(c, c.req.valid('param').orderRef)
    const db = c.get('db')
    await finishIntake(db, purchase.id)
    const now = await db.query.purchases.findFirst({ where: eq(purchases.id, purchase.id) })
    return c.json(await intakeOf(db, now!))
  })
