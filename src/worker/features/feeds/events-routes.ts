// The owner's events (SPEC §7): a public list in sort order, and the admin's create, edit, delete,
// duplicate and reorder. Auto-sort by date happens in the admin UI (shared/rules/event-order.ts), which
// then sends the new order through PATCH /api/events/reorder like a drag does.
import { asc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { PUBLIC_READ_CACHE_SECONDS } from '../../../shared/constants.ts'
import { eventReorderSchema, eventSchema } from '../../../shared/schemas/events.ts'
import type { Database } from '../../platform/db/client.ts'
import { events } from '../../platform/db/schema.ts'
import { reorderEvents } from './event-order.ts'
import { forgetFeed } from './feed-cache.ts'
import { FEEDS } from './feeds.ts'
import { CACHE_KEYS, cached, invalidate } from '../../platform/read-cache.ts'
import type { AppEnv } from '../../env.ts'
import { HttpError } from '../../platform/http-error.ts'
import { validate } from '../../platform/middleware/validate.ts'
import { idParam } from '../../platform/id-param.ts'

const columns = {
  id: events.id,
  title: events.title,
  date: events.date,
  time: events.time,
  type: events.type,
  location: events.location,
  description: events.description,
  link: events.link,
  sortOrder: events.sortOrder,
}
const TITLE_MAX = 200
const COPY_SUFFIX = ' (Copy)'

const notFound = () => new HttpError(404, 'Event not found')
/** New and duplicated events go last. */
const lastSortOrder = sql<number>`(select coalesce(max(${events.sortOrder}), 0) + 1 from ${events})`
const listEvents = (db: Database) => db.select(columns).from(events).orderBy(asc(events.sortOrder), asc(events.id))

export const eventsPublic = new Hono<AppEnv>().get('/', async (c) => {
  const db = c.get('db')
  return c.json(await cached(CACHE_KEYS.events, PUBLIC_READ_CACHE_SECONDS, () => listEvents(db)))
})

/** The admin's change shows at once: in the public list, and in the feed built from it when no page is connected. */
async function eventsChanged(env: Env): Promise<void> {
  invalidate(CACHE_KEYS.events)
  await forgetFeed(env, FEEDS.facebookEvents)
}

export const eventsAdmin = new Hono<AppEnv>()
  .post('/', validate('json', eventSchema), async (c) => {
    const [row] = await c
      .get('db')
      .insert(events)
      .values({ ...c.req.valid('json'), sortOrder: lastSortOrder })
      .returning(columns)
    await eventsChanged(c.env)
    return c.json(row!, 201)
  })
  .patch('/reorder', validate('json', eventReorderSchema), async (c) => {
    const db = c.get('db')
    await reorderEvents(db, c.req.valid('json').eventUpdates)
    await eventsChanged(c.env)
    return c.json(await listEvents(db))
  })
  .put('/:id', validate('param', idParam), validate('json', eventSchema), async (c) => {
    const [row] = await c
      .get('db')
      .update(events)
      .set(c.req.valid('json'))
      .where(eq(events.id, c.req.valid('param').id))
      .returning(columns)
    if (!row) throw notFound()
    await eventsChanged(c.env)
    return c.json(row)
  })
  .delete('/:id', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param')
    const result = await c.get('db').delete(events).where(eq(events.id, id))
    if (result.meta.changes === 0) throw notFound()
    await eventsChanged(c.env)
    return c.json({ deleted: id })
  })
  .post('/:id/duplicate', validate('param', idParam), async (c) => {
    const db = c.get('db')
    const original = await db.query.events.findFirst({ where: eq(events.id, c.req.valid('param').id) })
    if (!original) throw notFound()
    const { id: _id, createdAt: _createdAt, sortOrder: _sortOrder, title, ...copy } = original
    const [row] = await db
      .insert(events)
      .values({
        ...copy,
        title: `${title.slice(0, TITLE_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`,
        sortOrder: lastSortOrder,
      })
      .returning(columns)
    await eventsChanged(c.env)
    return c.json(row!, 201)
  })
