// The channel's latest uploads through the YouTube Data API v3: the uploads playlist, then those videos'
// details. The base URL comes from YOUTUBE_API_BASE (unset: Google itself).
import { z } from 'zod'
import type { Video } from '../../../shared/feeds.ts'
import { hostOf, parseUpstream, safeFetchJson } from './safe-fetch.ts'

const DEFAULT_BASE = 'https://www.googleapis.com'
const PAGE_SIZE = 6

export function youtubeConfigured(env: Pick<Env, 'YOUTUBE_API_KEY' | 'YOUTUBE_CHANNEL_ID'>): boolean {
  return Boolean(env.YOUTUBE_API_KEY && env.YOUTUBE_CHANNEL_ID)
}

const playlistAnswer = z.object({ items: z.array(z.object({ contentDetails: z.object({ videoId: z.string() }) })) })

const thumbnail = z.object({ url: z.string() }).optional()
const videosAnswer = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      snippet: z.object({
        title: z.string(),
        publishedAt: z.string().optional(),
        thumbnails: z.object({ default: thumbnail, medium: thumbnail, high: thumbnail }).optional(),
      }),
      contentDetails: z.object({ duration: z.string().optional() }).optional(),
      statistics: z.object({ viewCount: z.string().optional() }).optional(),
    }),
  ),
})

/** A channel's uploads playlist is its id with 'UC' turned into 'UU': one call saved on every refresh. */
export function uploadsPlaylistId(channelId: string): string {
  return channelId.startsWith('UC') ? `UU${channelId.slice(2)}` : channelId
}

function readApi(env: Env, resource: 'playlistItems' | 'videos', params: Record<string, string>): Promise<unknown> {
  const base = env.YOUTUBE_API_BASE || DEFAULT_BASE
  // The key goes in Google's header rather than the query string, so it never appears in a logged URL.
  return safeFetchJson(`${base}/youtube/v3/${resource}?${new URLSearchParams(params)}`, {
    allowedHosts: [hostOf(base)],
    headers: { 'X-Goog-Api-Key': env.YOUTUBE_API_KEY },
  })
}

export async function fetchYoutubeVideos(env: Env): Promise<Video[]> {
  const playlist = parseUpstream(
    playlistAnswer,
    await readApi(env, 'playlistItems', {
      part: 'contentDetails',
      playlistId: uploadsPlaylistId(env.YOUTUBE_CHANNEL_ID),
      maxResults: String(PAGE_SIZE),
    }),
  )
  const ids = playlist.items.map((item) => item.contentDetails.videoId)
  if (ids.length === 0) return []
  const { items } = parseUpstream(
    videosAnswer,
    await readApi(env, 'videos', { part: 'snippet,contentDetails,statistics', id: ids.join(',') }),
  )
  return items.map((video) => {
    const thumbnails = video.snippet.thumbnails
    const views = Number(video.statistics?.viewCount ?? 0)
    return {
      id: video.id,
      title: video.snippet.title,
      url: `https://www.youtube.com/watch?v=${encodeURIComponent(video.id)}`,
      thumbnail: (thumbnails?.medium ?? thumbnails?.high ?? thumbnails?.default)?.url ?? null,
      duration: video.contentDetails?.duration ?? '',
      viewCount: Number.isFinite(views) ? views : 0,
      publishedAt: video.snippet.publishedAt ?? '',
    }
  })
}
