// SPEC §2 "social feed": the latest two Facebook posts, three videos and the TikTok live status, each from
// its own feed, so one failing says so ('Unable to load …') while the others still show.
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { FEED_SHOWN, FEED_UNAVAILABLE } from '../../shared/feeds.ts'
import { SOCIAL_FEED, TIKTOK_LIVE } from '../../shared/sections/feed-sections.ts'
import { ExternalLink } from '../components/external-link.tsx'
import { FacebookPostCard } from '../components/feeds/facebook-post-card.tsx'
import { FeedBody, FeedNotice } from '../components/feeds/feed-body.tsx'
import { TikTokLiveCard } from '../components/feeds/tiktok-live-card.tsx'
import { VideoCard } from '../components/feeds/video-card.tsx'
import { SectionHeading } from '../components/section-heading.tsx'
import { useSectionText } from '../lib/content.ts'
import { Feature } from '../lib/feature-toggles.tsx'
import { feedQueries } from '../lib/queries.ts'

function Column({ title, link, children }: { title: string; link?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h3 className="text-xl font-bold text-slate-900">{title}</h3>
        {link}
      </div>
      {children}
    </div>
  )
}

function FacebookPosts({ pageUrl }: { pageUrl: string }) {
  const query = useQuery(feedQueries.facebookPosts())
  const link = (
    <ExternalLink href={pageUrl} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
      Follow
    </ExternalLink>
  )
  return (
    <Column title="From Facebook" link={link}>
      <FeedBody query={query} failure={FEED_UNAVAILABLE.facebookPosts} empty="No posts yet.">
        {(posts) => (
          <ul className="space-y-4">
            {posts.slice(0, FEED_SHOWN.posts).map((post) => (
              <FacebookPostCard key={post.id} post={post} />
            ))}
          </ul>
        )}
      </FeedBody>
    </Column>
  )
}

function YoutubeVideos({ channelUrl }: { channelUrl: string }) {
  const query = useQuery(feedQueries.youtubeVideos())
  const link = (
    <ExternalLink href={channelUrl} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
      Channel
    </ExternalLink>
  )
  return (
    <Column title="Latest Videos" link={link}>
      <FeedBody query={query} failure={FEED_UNAVAILABLE.youtubeVideos} empty="New videos coming soon.">
        {(videos) => (
          <ul className="space-y-4">
            {videos.slice(0, FEED_SHOWN.videos).map((video) => (
              <VideoCard key={video.id} video={video} />
            ))}
          </ul>
        )}
      </FeedBody>
    </Column>
  )
}

/** One status rather than a list, so it has no empty state: not live is a status too. */
function TikTokLive() {
  const { data } = useQuery(feedQueries.tiktokLive())
  return (
    <Column title="TikTok Live">
      {data ? <TikTokLiveCard status={data} /> : <FeedNotice>{FEED_UNAVAILABLE.tiktokLive}</FeedNotice>}
    </Column>
  )
}

export default function SocialFeed() {
  const links = useSectionText(SOCIAL_FEED)
  return (
    <section aria-labelledby="social-feed-heading" className="bg-white px-4 py-20">
      <SectionHeading
        id="social-feed-heading"
        eyebrow="Community"
        title="Join the Conversation"
        lead="Short encouragement for husbands, every week, wherever you already are."
      />
      <div className="mx-auto mt-12 grid max-w-6xl gap-10 lg:grid-cols-3">
        <FacebookPosts pageUrl={links['facebook-url']} />
        <YoutubeVideos channelUrl={links['youtube-url']} />
        <Feature id={TIKTOK_LIVE.featureId}>
          <TikTokLive />
        </Feature>
      </div>
    </section>
  )
}
