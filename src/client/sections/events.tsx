// SPEC §2 "events": upcoming and recent events from the Facebook events feed (the owner's own list when
// Facebook is not connected), each with its highlight badge: Next Event, Live Now, Recently Completed.
import { useQuery } from '@tanstack/react-query'
import { FEED_UNAVAILABLE } from '../../shared/feeds.ts'
import { EVENTS } from '../../shared/sections/feed-sections.ts'
import { ExternalLink } from '../components/external-link.tsx'
import { EventCard } from '../components/feeds/event-card.tsx'
import { FeedBody } from '../components/feeds/feed-body.tsx'
import { SectionHeading } from '../components/section-heading.tsx'
import { useSectionText } from '../lib/content.ts'
import { feedQueries } from '../lib/queries.ts'

export default function Events() {
  const query = useQuery(feedQueries.facebookEvents())
  const eventsUrl = useSectionText(EVENTS)['events-url']
  return (
    <section aria-labelledby="events-heading" className="bg-slate-50 px-4 py-20">
      <SectionHeading
        id="events-heading"
        eyebrow="Events"
        title="Upcoming Events"
        lead="Live Q&As, pod info nights and gatherings for men who want to lead at home."
      />
      <div className="mx-auto mt-12 max-w-5xl">
        <FeedBody
          query={query}
          failure={FEED_UNAVAILABLE.facebookEvents}
          empty="No events scheduled right now. Check back soon."
        >
          {(events) => (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {events.map((event) => (
                <EventCard key={event.id} event={event} />
              ))}
            </ul>
          )}
        </FeedBody>
        <p className="mt-8 text-center">
          <ExternalLink href={eventsUrl} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            See all events on Facebook
          </ExternalLink>
        </p>
      </div>
    </section>
  )
}
