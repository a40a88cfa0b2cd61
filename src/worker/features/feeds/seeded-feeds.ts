// The feeds as the site's own content makes them, for when no outside service is configured, so the
// sections still show the owner's own content rather than nothing: the admin's events and Facebook posts, in the
// public shapes of SPEC §3, in the order the admin's own lists use.
import { asc, desc, sql } from 'drizzle-orm'
import type { FacebookEvent, FacebookPost } from '../../../shared/feeds.ts'
import { eventStartIso } from '../../../shared/rules/feed-dates.ts'
import { createDb } from '../../platform/db/client.ts'
import { events, facebookPosts } from '../../platform/db/schema.ts'

/** How many of the admin's posts the feed keeps (the section shows two). */
const POST_LIMIT = 10

/** An admin event as a Facebook event; a date that does not read as one stays as the admin wrote it. */
export async function seededFacebookEvents(env: Env): Promise<FacebookEvent[]> {
  const rows = await createDb(env.DB).select().from(events).orderBy(asc(events.sortOrder), asc(events.id))
  return rows.map((row) => ({
    id: `event-${row.id}`,
    title: row.title,
    date: eventStartIso(row.date, row.time) ?? `${row.date} ${row.time}`.trim(),
    endDate: null,
    location: row.location,
    description: row.description ?? '',
    facebookUrl: row.link || null,
    attendingCount: 0,
    maybeCount: 0,
  }))
}

export async function seededFacebookPosts(env: Env): Promise<FacebookPost[]> {
  const rows = await createDb(env.DB)
    .select()
    .from(facebookPosts)
    // The date the owner gave the post, else the day it was entered, as features/feeds/facebook-posts-routes.ts orders them.
    .orderBy(desc(sql`coalesce(${facebookPosts.postDate}, ${facebookPosts.createdAt})`), desc(facebookPosts.id))
    .limit(POST_LIMIT)
  return rows.map((row) => ({
    id: `post-${row.id}`,
    message: row.content,
    full_picture: row.imageUrl || null,
    permalink_url: row.link || null,
  }))
}
