// /api/my-coaching/actions: the signed-in client's actions (open, done, overdue) and his presses on them, done and
// undo (only before the due time). An action that is not his is answered as one that does not exist.
import { Hono } from 'hono'
import type { AppEnv } from '../../env.ts'
import { idParam } from '../../platform/id-param.ts'
import { validate } from '../../platform/middleware/validate.ts'
import { actionsOfClient, moveOwnAction } from '../actions/actions.ts'
import { signedInEmail } from './client-sessions.ts'

export const myActions = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await actionsOfClient(c.get('db'), await signedInEmail(c), Date.now())))
  .post('/:id/done', validate('param', idParam), async (c) => {
    const email = await signedInEmail(c)
    return c.json(await moveOwnAction(c.get('db'), email, c.req.valid('param').id, 'done', Date.now()))
  })
  .post('/:id/undo', validate('param', idParam), async (c) => {
    const email = await signedInEmail(c)
    return c.json(await moveOwnAction(c.get('db'), email, c.req.valid('param').id, 'undo', Date.now()))
  })
