// The admin's "traffic by source" (Analytics tab): each visit's source, a referrer host or a
// utm_source as the tracking module records it, falls in one of four groups.
export const TRAFFIC_GROUPS = ['direct', 'social', 'search', 'other'] as const
export type TrafficGroup = (typeof TRAFFIC_GROUPS)[number]

// Names are matched as whole words of the source ('m.facebook.com', 'facebook', 'search.brave.com'), never
// as bare substrings: 'reddit.com' and 'microsoft.com' contain "t.co", and neither is Twitter.
const SOCIAL_NAMES = new Set(['facebook', 'instagram', 'tiktok', 'youtube', 'twitter', 'linkedin', 'pinterest'])
const SEARCH_NAMES = new Set(['google', 'bing', 'duckduckgo', 'yahoo', 'ecosia', 'brave'])
/** Hosts whose name alone says nothing: Twitter's link shortener, and X (Twitter's new name). */
const SOCIAL_HOSTS = ['t.co', 'x.com']

function isHostOrSubdomain(source: string, host: string): boolean {
  return source === host || source.endsWith(`.${host}`)
}

export function classifyTrafficSource(source: string | null | undefined): TrafficGroup {
  const text = (source ?? '').trim().toLowerCase()
  if (text === '') return 'direct'
  const words = text.split(/[^a-z0-9]+/)
  if (words.some((word) => SOCIAL_NAMES.has(word)) || SOCIAL_HOSTS.some((host) => isHostOrSubdomain(text, host)))
    return 'social'
  if (words.some((word) => SEARCH_NAMES.has(word))) return 'search'
  return 'other'
}
