// PATCH /api/events/reorder: the order the admin sent, renumbered from 1 (SPEC §4).
import { eq } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { events } from '../../platform/db/schema.ts'
import { HttpError } from '../../platform/http-error.ts'

export interface EventPosition {
  id: number
  sortOrder: number
}

/**
 * The events named take the places sent; any the list left out keep theirs. Everything is then numbered
 * 1, 2, 3… in that order, a moved event going before an unmoved one at the same place (it was dropped
 * there). An id that names no event refuses the whole reorder, so a stale list changes nothing.
 */
export function renumber(current: readonly EventPosition[], updates: readonly EventPosition[]): EventPosition[] {
  const sent = new Map(updates.map((update, index) => [update.id, { sortOrder: update.sortOrder, index }]))
  return current
    .map((event) => {
      const moved = sent.get(event.id)
      return {
        id: event.id,
        sortOrder: moved?.sortOrder ?? event.sortOrder,
        moved: moved !== undefined,
        index: moved?.index ?? 0,
      }
    })
    .sort((a, b) => a.sortOrder - b.sortOrder || Number(b.moved) - Number(a.moved) || a.index - b.index || a.id - b.id)
    .map((event, position) => ({ id: event.id, sortOrder: position + 1 }))
}

export async function reorderEvents(db: Database, updates: readonly EventPosition[]): Promise<void> {
  const current = await db.select({ id: events.id, sortOrder: events.sortOrder }).from(events)
  const before = new Map(current.map((event) => [event.id, event.sortOrder]))
  const missing = updates.filter((update) => !before.has(update.id)).map((update) => update.id)
  if (missing.length > 0)
    throw new HttpError(404, 'Some of these events no longer exist. Please reload the list and try again.', { missing })
  const changed = renumber(current, updates).filter((next) => before.get(next.id) !== next.sortOrder)
  const [first, ...rest] = changed.map((next) =>
    db.update(events).set({ sortOrder: next.sortOrder }).where(eq(events.id, next.id)),
  )
  if (first) await db.batch([first, ...rest])
}
