// The podcast's episodes from its RSS feed (PODCAST_RSS_URL), parsed with fast-xml-parser. Real feeds are
// untidy: titles in CDATA, itunes:duration as plain seconds or as HH:MM:SS / MM:SS, guid sometimes missing,
// an episode now and then without an enclosure (listed, with no audio, rather than dropped).
import { XMLParser } from 'fast-xml-parser'
import type { PodcastEpisode } from '../../../shared/feeds.ts'
import { itunesDurationSeconds } from '../../../shared/rules/durations.ts'
import { hostOf, safeFetchText, UpstreamError } from './safe-fetch.ts'

/** Enough for the section's five and a little to spare, without holding a ten-year back catalogue. */
const MAX_EPISODES = 20

export function podcastConfigured(env: Pick<Env, 'PODCAST_RSS_URL'>): boolean {
  return Boolean(env.PODCAST_RSS_URL)
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Keep every value as the feed wrote it: an episode titled '2024' stays text, a duration stays '01:02:03'.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => name === 'item',
})

type XmlValue = string | number | { '#text'?: string | number; [attribute: string]: unknown } | undefined

/** The text of an element whether it came bare or with attributes (`<guid isPermaLink="false">`). */
function textOf(value: unknown): string | undefined {
  const node = value as XmlValue
  if (typeof node === 'string' || typeof node === 'number') return String(node).trim() || undefined
  if (node && typeof node === 'object' && node['#text'] !== undefined) return String(node['#text']).trim() || undefined
  return undefined
}

function attributeOf(value: unknown, name: string): string | undefined {
  if (!value || typeof value !== 'object') return undefined
  const attribute = (value as Record<string, unknown>)[`@_${name}`]
  return typeof attribute === 'string' && attribute.trim() ? attribute.trim() : undefined
}

type RssItem = Record<string, unknown>

function toEpisode(item: RssItem, index: number): PodcastEpisode | null {
  const title = textOf(item.title)
  if (!title) return null
  const audioUrl = attributeOf(item.enclosure, 'url') ?? null
  return {
    id: textOf(item.guid) ?? audioUrl ?? textOf(item.link) ?? `episode-${index + 1}`,
    title,
    duration: itunesDurationSeconds(textOf(item['itunes:duration'])),
    audioUrl: audioUrl && /^https?:\/\//.test(audioUrl) ? audioUrl : null,
  }
}

/** Episodes in the order the feed lists them (newest first, by convention). Exported for its tests. */
export function parsePodcastRss(xml: string): PodcastEpisode[] {
  let document: Record<string, unknown>
  try {
    // `true` validates first: a broken document is refused instead of half-read.
    document = parser.parse(xml, true) as Record<string, unknown>
  } catch (error) {
    throw new UpstreamError('malformed', `Podcast feed is not valid XML: ${String(error)}`)
  }
  const channel = (document.rss as { channel?: { item?: RssItem[] } } | undefined)?.channel
  if (!channel || typeof channel !== 'object') throw new UpstreamError('malformed', 'Podcast feed has no RSS channel')
  return (channel.item ?? [])
    .slice(0, MAX_EPISODES)
    .map(toEpisode)
    .filter((episode): episode is PodcastEpisode => episode !== null)
}

export async function fetchPodcastEpisodes(env: Env): Promise<PodcastEpisode[]> {
  const xml = await safeFetchText(env.PODCAST_RSS_URL, {
    allowedHosts: [hostOf(env.PODCAST_RSS_URL)],
    headers: { Accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.8' },
  })
  return parsePodcastRss(xml)
}
