// The owner's side of the intake: his questions, edited in the admin, and a client's answers read beside him.
import { Hono } from 'hono'
import { intakeQuestionsSchema } from '../../../shared/schemas/agreement.ts'
import type { AppEnv } from '../../env.ts'
import { HttpError } from '../../platform/http-error.ts'
import { idParam } from '../../platform/id-param.ts'
import { validate } from '../../platform/middleware/validate.ts'
import { intakeOf } from './intake-answers.ts'
import { activeQuestions, saveQuestions } from './intake-questions.ts'

export const intakeAdmin = new Hono<AppEnv>()
  .get('/questions', async (c) => c.json({ questions: await activeQuestions(c.get('db')) }))
  .put('/questions', validate('json', intakeQuestionsSchema), async (c) =>
    c.json({ questions: await saveQuestions(c.get('db'), c.req.valid('json').questions) }),
  )
  .get('/purchases/:id', validate('param', idParam), async (c) => {
    const db = c.get('db')
    const purchase = await db.query.purchases.findFirst({ where: (p, { eq }) => eq(p.id, c.req.valid('param').id) })
    if (!purchase) throw new HttpError(404, 'Purchase not found')
    return c.json(await intakeOf(db, purchase))
  })
