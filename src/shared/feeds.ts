// The public feeds of SPEC §3 and §7 as the API serves them; the worker builds them, the sections read them.
import type { EventHighlight } from './rules/event-highlight.ts'

/** SPEC §3 "Facebook event (public)". Dates are ISO instants when known; highlight is set when served. */
export interface FacebookEvent {
  id: string
  title: string
  date: string
  endDate: string | null
  location: string
  description: string
  facebookUrl: string | null
  attendingCount: number
  maybeCount: number
}

export type HighlightedEvent = FacebookEvent & { highlight: EventHighlight | null }

/** SPEC §3 "Facebook post (public)", in the Graph API's own field names. */
export interface FacebookPost {
  id: string
  message: string
  full_picture: string | null
  permalink_url: string | null
}

/** SPEC §3 "Video": duration is the ISO-8601 text YouTube gives ('PT4M5S'). */
export interface Video {
  id: string
  title: string
  url: string
  thumbnail: string | null
  duration: string
  viewCount: number
  publishedAt: string
}

/** SPEC §3 "Podcast episode": duration in seconds (null when the feed gives none), audioUrl null without an enclosure. */
export interface PodcastEpisode {
  id: string
  title: string
  duration: number | null
  audioUrl: string | null
}

/** SPEC §3 "TikTok live status", as the admin sets it. */
export interface TikTokLiveStatus {
  username: string
  isLive: boolean
  liveTitle: string | null
  liveUrl: string | null
  viewerCount: number
}

/** What the sections show at most (SPEC §2). */
export const FEED_SHOWN = { posts: 2, videos: 3, episodes: 5 } as const

/** The failure texts of SPEC §8, and the same kind of sentence for the feeds the spec gives none. */
export const FEED_UNAVAILABLE = {
  facebookEvents: 'Unable to load events at the moment.',
  facebookPosts: 'Unable to load Facebook posts at the moment.',
  youtubeVideos: 'Unable to load YouTube videos at the moment.',
  tiktokLive: 'Unable to load the TikTok live status at the moment.',
  podcastEpisodes: 'Unable to load podcast episodes at the moment.',
} as const

export const PODCAST_EMPTY = 'New episodes coming soon!'
