// The owner's Facebook posts (SPEC §7): a public list, newest first, and the admin's create, edit, delete.
import { desc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { PUBLIC_READ_CACHE_SECONDS } from '../../../shared/constants.ts'
import { facebookPostSchema } from '../../../shared/schemas/facebook-posts.ts'
import { facebookPosts } from '../../platform/db/schema.ts'
import { forgetFeed } from './feed-cache.ts'
import { FEEDS } from './feeds.ts'
import { CACHE_KEYS, cached, invalidate } from '../../platform/read-cache.ts'
import type { AppEnv } from '../../env.ts'
import { HttpError } from '../../platform/http-error.ts'
import { validate } from '../../platform/middleware/validate.ts'
import { idParam } from '../../platform/id-param.ts'

const columns = {
  id: facebookPosts.id,
  content: facebookPosts.content,
  link: facebookPosts.link,
  imageUrl: facebookPosts.imageUrl,
  postDate: facebookPosts.postDate,
  likes: facebookPosts.likes,
  comments: facebookPosts.comments,
  shares: facebookPosts.shares,
  createdAt: facebookPosts.createdAt,
}
const notFound = () => new HttpError(404, 'Facebook post not found')
/** The date the owner gave the post, else the day it was entered. Both are ISO strings, so text order is date order. */
const newestFirst = [desc(sql`coalesce(${facebookPosts.postDate}, ${facebookPosts.createdAt})`), desc(facebookPosts.id)]

export const facebookPostsPublic = new Hono<AppEnv>().get('/', async (c) => {
  const db = c.get('db')
  const list = await cached(CACHE_KEYS.facebookPosts, PUBLIC_READ_CACHE_SECONDS, () =>
    db
      .select(columns)
      .from(facebookPosts)
      .orderBy(...newestFirst),
  )
  return c.json(list)
})

/** The admin's change shows at once: in the public list, and in the feed built from it when no page is connected. */
async function postsChanged(env: Env): Promise<void> {
  invalidate(CACHE_KEYS.facebookPosts)
  await forgetFeed(env, FEEDS.facebookPosts)
}

export const facebookPostsAdmin = new Hono<AppEnv>()
  .post('/', validate('json', facebookPostSchema), async (c) => {
    const [row] = await c.get('db').insert(facebookPosts).values(c.req.valid('json')).returning(columns)
    await postsChanged(c.env)
    return c.json(row!, 201)
  })
  .put('/:id', validate('param', idParam), validate('json', facebookPostSchema), async (c) => {
    const [row] = await c
      .get('db')
      .update(facebookPosts)
      .set(c.req.valid('json'))
      .where(eq(facebookPosts.id, c.req.valid('param').id))
      .returning(columns)
    if (!row) throw notFound()
    await postsChanged(c.env)
    return c.json(row)
  })
  .delete('/:id', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param')
    const result = await c.get('db').delete(facebookPosts).where(eq(facebookPosts.id, id))
    if (result.meta.changes === 0) throw notFound()
    await postsChanged(c.env)
    return c.json({ deleted: id })
  })
