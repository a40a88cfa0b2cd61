import { Hono } from 'hono'
import { PUBLIC_READ_CACHE_SECONDS } from '../../../shared/constants.ts'
import { contentEditSchema } from '../../../shared/schemas/content.ts'
import { contentEdits } from '../../platform/db/schema.ts'
import { CACHE_KEYS, cached, invalidate } from '../../platform/read-cache.ts'
import type { AppEnv } from '../../env.ts'
import { validate } from '../../platform/middleware/validate.ts'

const publicColumns = {
  featureId: contentEdits.featureId,
  fieldId: contentEdits.fieldId,
  content: contentEdits.content,
}

export const contentEditsPublic = new Hono<AppEnv>().get('/', async (c) => {
  const db = c.get('db')
  const list = await cached(CACHE_KEYS.contentEdits, PUBLIC_READ_CACHE_SECONDS, () =>
    db.select(publicColumns).from(contentEdits),
  )
  return c.json(list)
})

/** The back office's list, at /admin/content-edits: every edit with when it was made. */
export const contentEditsAdminList = new Hono<AppEnv>().get('/', async (c) => {
  const list = await c
    .get('db')
    .select({ ...publicColumns, updatedAt: contentEdits.updatedAt })
    .from(contentEdits)
  return c.json(list)
})

export const contentEditsAdmin = new Hono<AppEnv>().post('/', validate('json', contentEditSchema), async (c) => {
  const edit = c.req.valid('json')
  const updatedAt = new Date().toISOString()
  const [row] = await c
    .get('db')
    .insert(contentEdits)
    .values({ ...edit, updatedAt })
    .onConflictDoUpdate({
      target: [contentEdits.featureId, contentEdits.fieldId],
      set: { content: edit.content, updatedAt },
    })
    .returning({ ...publicColumns, updatedAt: contentEdits.updatedAt })
  invalidate(CACHE_KEYS.contentEdits)
  return c.json(row)
})
