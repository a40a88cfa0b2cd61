// /api/actions: the Done link's page (decision 104). The link's token travels in the body, never in an address
// (decision 059). Reading the action changes nothing, so a mail scanner that opens the link marks nothing; the
// page's one button marks it. A token names one action and moves only that one; one that is not ours is a 404.
import { Hono } from 'hono'
import { actionLinkNoteSchema, actionLinkSchema } from '../../../shared/schemas/actions.ts'
import type { AppEnv } from '../../env.ts'
import { HttpError } from '../../platform/http-error.ts'
import { limitPerClientAddress } from '../../platform/middleware/rate-limit.ts'
import { validate } from '../../platform/middleware/validate.ts'
import { markActionDone, noteOnAction, reopenAction } from './action-moves.ts'
import { actionByToken } from './action-links.ts'
import { actionView } from './action-view.ts'
import type { Database } from '../../platform/db/client.ts'

export const ACTION_NOT_FOUND =
  'We could not find this action. The link may be incomplete: please open it again from your email.'
export const ACTION_WITHDRAWN = 'Coach withdrew this action, so there is nothing to mark.'
export const UNDO_TOO_LATE = 'This action is already due, so it can no longer be undone.'

async function linked(db: Database, token: string) {
  const found = await actionByToken(db, token)
  if (!found) throw new HttpError(404, ACTION_NOT_FOUND)
  return found
}

export const actionLinksPublic = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  .post('/view', limitPerClientAddress, validate('json', actionLinkSchema), async (c) => {
    const { action, description } = await linked(c.get('db'), c.req.valid('json').token)
    return c.json(actionView(action, description, Date.now()))
  })
  .post('/done', limitPerClientAddress, validate('json', actionLinkSchema), async (c) => {
    const db = c.get('db')
    const { action, description } = await linked(db, c.req.valid('json').token)
    if (action.status === 'withdrawn') throw new HttpError(409, ACTION_WITHDRAWN)
    const now = Date.now()
    const moved = await markActionDone(db, action.id, now)
    return c.json(actionView(moved.action!, description, now))
  })
  .post('/undo', limitPerClientAddress, validate('json', actionLinkSchema), async (c) => {
    const db = c.get('db')
    const { action, description } = await linked(db, c.req.valid('json').token)
    const now = Date.now()
    const moved = await reopenAction(db, action.id, now)
    if (moved.action?.status === 'withdrawn') throw new HttpError(409, ACTION_WITHDRAWN)
    if (!moved.applied && moved.action?.status === 'done') throw new HttpError(409, UNDO_TOO_LATE)
    return c.json(actionView(moved.action!, description, now))
  })
  .post('/note', limitPerClientAddress, validate('json', actionLinkNoteSchema), async (c) => {
    const db = c.get('db')
    const input = c.req.valid('json')
    const { action, description } = await linked(db, input.token)
    const now = Date.now()
    const moved = await noteOnAction(db, action.id, input.note, now)
    if (!moved.applied) throw new HttpError(409, ACTION_WITHDRAWN)
    return c.json(actionView(moved.action!, description, now))
  })
