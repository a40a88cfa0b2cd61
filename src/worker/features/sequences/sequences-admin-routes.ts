// The Sequences tab's calls (decision 065), on the admin router:
// /admin/sequences: the list; a new sequence; rename or delete one; add, edit and remove its emails; the preview of
// an email as written (saved or not) and a test of it sent to the signed-in owner;
// /admin/sequence-sources/:source: which sequence the guide, exit-popup and resource-library signups start.
import { eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { FOLLOW_UP_TEMPLATE } from '../../../shared/follow-ups.ts'
import {
  followUpDraftSchema,
  followUpSequenceCreateSchema,
  followUpSequenceRenameSchema,
  followUpSourceParam,
  followUpSourceSchema,
  followUpStepSchema,
} from '../../../shared/schemas/follow-ups.ts'
import type { AppEnv } from '../../env.ts'
import { idParam } from '../../platform/id-param.ts'
import { outbox } from '../../platform/db/schema.ts'
import { validate } from '../../platform/middleware/validate.ts'
import { deliverDueMessages, type EmailMessage, previewEmail, queueEmail } from '../outbox/outbox.ts'
import {
  addStep,
  createSequence,
  deleteSequence,
  listSequences,
  removeStep,
  renameSequence,
  setSource,
  updateStep,
} from './sequence-admin.ts'

const stepParam = idParam.extend({
  stepId: z.coerce.number({ error: 'Invalid id' }).int({ error: 'Invalid id' }).positive({ error: 'Invalid id' }),
})

/** The draft as the email to the signed-in owner, greeted by his own first name; a test has no enrolment. */
function draftEmail(c: Context<AppEnv>, draft: { subject: string; body: string }): EmailMessage<'sequence-email'> {
  const owner = c.get('session')!
  return {
    template: FOLLOW_UP_TEMPLATE,
    recipient: owner.email,
    payload: { enrolmentId: null, stepId: null, position: null, ...draft, firstName: owner.firstName },
    key: `sequence-test:${crypto.randomUUID()}`,
  }
}

export const sequencesAdmin = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listSequences(c.get('db'))))
  .post('/', validate('json', followUpSequenceCreateSchema), async (c) =>
    c.json(await createSequence(c.get('db'), c.req.valid('json')), 201),
  )
  // What the email will look like: the outbox's own rendering, footer and headers included.
  .post('/preview', validate('json', followUpDraftSchema), async (c) => {
    const message = draftEmail(c, c.req.valid('json'))
    const { email, problem } = await previewEmail(c.get('db'), c.env, message, new URL(c.req.url).origin)
    return c.json({ subject: email.subject, html: email.html, text: email.text, to: email.to, problem })
  })
  // Sent now, through the outbox as a lead's would be, to the owner's own address; answers what happened.
  .post('/test-email', validate('json', followUpDraftSchema), async (c) => {
    const db = c.get('db')
    const draft = c.req.valid('json')
    const message = draftEmail(c, { ...draft, subject: `[Test] ${draft.subject}` })
    const [queued] = await queueEmail(db, message).returning({ id: outbox.id })
    await deliverDueMessages(db, c.env)
    const row = await db.query.outbox.findFirst({ where: eq(outbox.id, queued!.id) })
    return c.json({ sent: row?.status === 'sent', to: message.recipient, reason: row?.lastError ?? null })
  })
  .put('/:id', validate('param', idParam), validate('json', followUpSequenceRenameSchema), async (c) => {
    await renameSequence(c.get('db'), c.req.valid('param').id, c.req.valid('json').name)
    return c.json({ id: c.req.valid('param').id })
  })
  .delete('/:id', validate('param', idParam), async (c) => {
    await deleteSequence(c.get('db'), c.req.valid('param').id)
    return c.json({ id: c.req.valid('param').id })
  })
  .post('/:id/steps', validate('param', idParam), async (c) =>
    c.json(await addStep(c.get('db'), c.req.valid('param').id), 201),
  )
  .put('/:id/steps/:stepId', validate('param', stepParam), validate('json', followUpStepSchema), async (c) => {
    const { id, stepId } = c.req.valid('param')
    return c.json(await updateStep(c.get('db'), id, stepId, c.req.valid('json')))
  })
  .delete('/:id/steps/:stepId', validate('param', stepParam), async (c) => {
    const { id, stepId } = c.req.valid('param')
    await removeStep(c.get('db'), id, stepId)
    return c.json({ id: stepId })
  })

export const sequenceSourcesAdmin = new Hono<AppEnv>().put(
  '/:source',
  validate('param', followUpSourceParam),
  validate('json', followUpSourceSchema),
  async (c) => {
    const { source } = c.req.valid('param')
    const { sequenceId } = c.req.valid('json')
    await setSource(c.get('db'), source, sequenceId)
    return c.json({ source, sequenceId })
  },
)
