import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { PUBLIC_READ_CACHE_SECONDS } from '../../../shared/constants.ts'
import { faqSchema, faqUpdateSchema } from '../../../shared/schemas/content.ts'
import { faqs } from '../../platform/db/schema.ts'
import { CACHE_KEYS, cached, invalidate } from '../../platform/read-cache.ts'
import type { AppEnv } from '../../env.ts'
import { HttpError } from '../../platform/http-error.ts'
import { idParam } from '../../platform/id-param.ts'
import { validate } from '../../platform/middleware/validate.ts'

const columns = {
  id: faqs.id,
  question: faqs.question,
  answer: faqs.answer,
  sortOrder: faqs.sortOrder,
  isActive: faqs.isActive,
}
const notFound = () => new HttpError(404, 'FAQ not found')

export const faqsPublic = new Hono<AppEnv>().get('/', async (c) => {
  const db = c.get('db')
  const list = await cached(CACHE_KEYS.faqs, PUBLIC_READ_CACHE_SECONDS, () =>
    db.select(columns).from(faqs).where(eq(faqs.isActive, true)).orderBy(asc(faqs.sortOrder), asc(faqs.id)),
  )
  return c.json(list)
})

/** The back office's list, at /admin/faqs: hidden questions too. */
export const faqsAdminList = new Hono<AppEnv>().get('/', async (c) => {
  const list = await c.get('db').select(columns).from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id))
  return c.json(list)
})

export const faqsAdmin = new Hono<AppEnv>()
  .post('/', validate('json', faqSchema), async (c) => {
    const [row] = await c.get('db').insert(faqs).values(c.req.valid('json')).returning(columns)
    invalidate(CACHE_KEYS.faqs)
    return c.json(row, 201)
  })
  .put('/:id', validate('param', idParam), validate('json', faqUpdateSchema), async (c) => {
    const { id } = c.req.valid('param')
    const changes = c.req.valid('json')
    const [row] = await c
      .get('db')
      .update(faqs)
      .set({ ...changes, updatedAt: new Date().toISOString() })
      .where(eq(faqs.id, id))
      .returning(columns)
    if (!row) throw notFound()
    invalidate(CACHE_KEYS.faqs)
    return c.json(row)
  })
  .delete('/:id', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param')
    const result = await c.get('db').delete(faqs).where(eq(faqs.id, id))
    if (result.meta.changes === 0) throw notFound()
    invalidate(CACHE_KEYS.faqs)
    return c.json({ deleted: id })
  })
