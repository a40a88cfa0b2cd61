// The sections that show the public feeds (SPEC §2: events, the social feed with its TikTok column, the
// podcast). Their words are fixed; the owner edits the link each one offers to the outside page.
import { ANCHORS } from './anchors.ts'
import { defineSection, urlField } from './section.ts'

export const EVENTS = defineSection({
  featureId: 'events',
  name: 'Events',
  description: 'Upcoming events with their highlight badges.',
  anchor: ANCHORS.events,
  fields: { 'events-url': urlField('Events page link', 'https://www.facebook.com/events/') },
})

export const SOCIAL_FEED = defineSection({
  featureId: 'social-feed',
  name: 'Social Feed',
  description: 'Facebook posts, videos and the TikTok live status.',
  anchor: ANCHORS.socialFeed,
  fields: {
    'facebook-url': urlField('Facebook page link', 'https://www.facebook.com/'),
    'youtube-url': urlField('YouTube channel link', 'https://www.youtube.com/'),
  },
})

export const TIKTOK_LIVE = defineSection({
  featureId: 'tiktok-integration',
  name: 'TikTok Live Status',
  description: 'The TikTok column of the social feed.',
  anchor: ANCHORS.socialFeed,
})

export const PODCAST = defineSection({
  featureId: 'podcast',
  name: 'Podcast',
  description: 'The latest five podcast episodes.',
  anchor: ANCHORS.podcast,
  fields: { 'directory-url': urlField('Podcast directory link', 'https://podcasts.apple.com/') },
})
