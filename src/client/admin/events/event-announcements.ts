// What a screen reader hears while an event is dragged: the events by title and position, not dnd-kit's
// default "draggable item 12".
import type { Announcements, UniqueIdentifier } from '@dnd-kit/core'
import type { AdminEvent } from '../shared/admin-queries.ts'

export function eventAnnouncements(events: readonly AdminEvent[]): Announcements {
  const title = (id: UniqueIdentifier) => events.find((event) => event.id === id)?.title ?? 'the event'
  const position = (id: UniqueIdentifier) => events.findIndex((event) => event.id === id) + 1
  const pickedUp = (id: UniqueIdentifier) => `Picked up ${title(id)}, position ${position(id)} of ${events.length}.`
  return {
    onDragStart: ({ active }) => pickedUp(active.id),
    // dnd-kit reports the event over its own place right after the pick-up; saying the pick-up again keeps it heard.
    onDragOver: ({ active, over }) => {
      if (!over) return `${title(active.id)} is no longer over a position.`
      return over.id === active.id
        ? pickedUp(active.id)
        : `${title(active.id)} is over position ${position(over.id)} of ${events.length}.`
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${title(active.id)} dropped at position ${position(over.id)} of ${events.length}.`
        : `${title(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${title(active.id)} was canceled.`,
  }
}
