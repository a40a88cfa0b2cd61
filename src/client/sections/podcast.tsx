// SPEC §2 "podcast": the five latest episodes from the podcast's RSS feed, each playable where the feed
// gives the audio; 'New episodes coming soon!' while there are none.
import { useQuery } from '@tanstack/react-query'
import { FEED_SHOWN, FEED_UNAVAILABLE, PODCAST_EMPTY } from '../../shared/feeds.ts'
import { PODCAST } from '../../shared/sections/feed-sections.ts'
import { ExternalLink } from '../components/external-link.tsx'
import { FeedBody } from '../components/feeds/feed-body.tsx'
import { PodcastEpisodeItem } from '../components/feeds/podcast-episode-item.tsx'
import { SectionHeading } from '../components/section-heading.tsx'
import { useSectionText } from '../lib/content.ts'
import { feedQueries } from '../lib/queries.ts'

export default function Podcast() {
  const query = useQuery(feedQueries.podcastEpisodes())
  const directoryUrl = useSectionText(PODCAST)['directory-url']
  return (
    <section aria-labelledby="podcast-heading" className="bg-ink px-4 py-20">
      <SectionHeading
        id="podcast-heading"
        tone="dark"
        eyebrow="Podcast"
        title="The Brotherhood Podcast"
        lead="Honest conversations about marriage, faith and leading at home."
      />
      <div className="mx-auto mt-12 max-w-3xl">
        <FeedBody query={query} failure={FEED_UNAVAILABLE.podcastEpisodes} empty={PODCAST_EMPTY}>
          {(episodes) => (
            <ol className="space-y-4">
              {episodes.slice(0, FEED_SHOWN.episodes).map((episode, index) => (
                <PodcastEpisodeItem key={episode.id} episode={episode} number={index + 1} />
              ))}
            </ol>
          )}
        </FeedBody>
        <p className="mt-8 text-center">
          <ExternalLink href={directoryUrl} className="font-semibold text-brand-500 underline-offset-2 hover:underline">
            Listen on your podcast app
          </ExternalLink>
        </p>
      </div>
    </section>
  )
}
