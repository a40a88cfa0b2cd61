// The business page's public events and posts through the Facebook Graph API. The base URL comes from
// FACEBOOK_API_BASE (unset: Facebook itself), so tests and local runs read the fixture server instead.
import { z } from 'zod'
import type { FacebookEvent, FacebookPost } from '../../../shared/feeds.ts'
import { hostOf, parseUpstream, safeFetchJson } from './safe-fetch.ts'

const GRAPH_VERSION = 'v21.0'
const DEFAULT_BASE = 'https://graph.facebook.com'
/** A few more than the sections show, so a hidden or empty item never leaves a gap. */
const PAGE_SIZE = 10

export function facebookConfigured(env: Pick<Env, 'FACEBOOK_PAGE_ID' | 'FACEBOOK_ACCESS_TOKEN'>): boolean {
  return Boolean(env.FACEBOOK_PAGE_ID && env.FACEBOOK_ACCESS_TOKEN)
}

const eventsAnswer = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string().optional(),
      start_time: z.string(),
      end_time: z.string().optional(),
      place: z.object({ name: z.string().optional() }).optional(),
      is_online: z.boolean().optional(),
      attending_count: z.number().optional(),
      maybe_count: z.number().optional(),
    }),
  ),
})

const postsAnswer = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      message: z.string().optional(),
      full_picture: z.string().optional(),
      permalink_url: z.string().optional(),
    }),
  ),
})

/** One Graph API edge of the page; the token goes in a header, never in a URL that could be logged. */
function readPageEdge(env: Env, edge: 'events' | 'posts', fields: string): Promise<unknown> {
  const base = env.FACEBOOK_API_BASE || DEFAULT_BASE
  const query = new URLSearchParams({ fields, limit: String(PAGE_SIZE) })
  const url = `${base}/${GRAPH_VERSION}/${encodeURIComponent(env.FACEBOOK_PAGE_ID)}/${edge}?${query}`
  return safeFetchJson(url, {
    allowedHosts: [hostOf(base)],
    headers: { Authorization: `Bearer ${env.FACEBOOK_ACCESS_TOKEN}` },
  })
}

export async function fetchFacebookEvents(env: Env): Promise<FacebookEvent[]> {
  const fields = 'id,name,description,start_time,end_time,place,is_online,attending_count,maybe_count'
  const { data } = parseUpstream(eventsAnswer, await readPageEdge(env, 'events', fields))
  return data.map((event) => ({
    id: event.id,
    title: event.name,
    date: event.start_time,
    endDate: event.end_time ?? null,
    location: event.place?.name ?? (event.is_online ? 'Online' : ''),
    description: event.description ?? '',
    facebookUrl: `https://www.facebook.com/events/${encodeURIComponent(event.id)}`,
    attendingCount: event.attending_count ?? 0,
    maybeCount: event.maybe_count ?? 0,
  }))
}

export async function fetchFacebookPosts(env: Env): Promise<FacebookPost[]> {
  const { data } = parseUpstream(postsAnswer, await readPageEdge(env, 'posts', 'id,message,full_picture,permalink_url'))
  // A post with no text (a shared photo alone) has nothing for the feed to quote.
  return data
    .filter((post) => post.message?.trim())
    .map((post) => ({
      id: post.id,
      message: post.message!,
      full_picture: post.full_picture ?? null,
      permalink_url: post.permalink_url ?? null,
    }))
}
