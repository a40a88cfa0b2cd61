// The Events tab (SPEC §2): the owner's events in their order, dragged to a new place with the mouse or
// the keyboard (dnd-kit, 25 px a key press), added, edited, duplicated, deleted after confirmation, and
// auto-sorted by date.
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type AdminEvent, adminQueries } from '../shared/admin-queries.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { ConfirmDialog } from '../shared/confirm-dialog.tsx'
import { EmptyState } from '../shared/empty-state.tsx'
import { EventFormDialog } from './event-form-dialog.tsx'
import { eventAnnouncements } from './event-announcements.ts'
import { keyboardStep } from './keyboard-step.ts'
import { QueryView } from '../shared/query-view.tsx'
import { SortableEventRow } from './sortable-event-row.tsx'
import { sortedByDate, useEventActions } from './use-event-actions.ts'

type Form = { event?: AdminEvent } | null

export function EventsTab() {
  const query = useQuery(adminQueries.events())
  const [form, setForm] = useState<Form>(null)
  const [toDelete, setToDelete] = useState<AdminEvent | null>(null)
  const actions = useEventActions(() => setToDelete(null))
  // A small move of the mouse is still a click, so the handle can be focused without starting a drag.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardStep }),
  )

  const onDragEnd =
    (events: AdminEvent[]) =>
    ({ active, over }: DragEndEvent) => {
      if (!over || active.id === over.id) return
      const from = events.findIndex((event) => event.id === active.id)
      const to = events.findIndex((event) => event.id === over.id)
      actions.reorder.mutate(arrayMove(events, from, to))
    }

  return (
    <section aria-labelledby="events-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="events-heading" className="text-xl font-bold text-slate-900">
            Events
          </h2>
          <p className="text-sm text-slate-700">
            Drag an event by its handle to change the order, or pick it up with Space and move it with the arrow keys.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => query.data && actions.reorder.mutate(sortedByDate(query.data))}
            disabled={!query.data?.length || actions.reorder.isPending}
            className={adminButton.secondary}
          >
            Auto-Sort by Date
          </button>
          <button type="button" onClick={() => setForm({})} className={adminButton.primary}>
            Add Event
          </button>
        </div>
      </div>
      <div className="mt-6">
        <QueryView
          query={query}
          what="events"
          isEmpty={(events) => events.length === 0}
          empty={<EmptyState title="No events yet.">Use Add Event to announce the next one.</EmptyState>}
        >
          {(events) => (
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd(events)}
              accessibility={{ announcements: eventAnnouncements(events) }}
            >
              <SortableContext items={events.map((event) => event.id)} strategy={verticalListSortingStrategy}>
                <ol className="space-y-3" aria-label="Events in order">
                  {events.map((event) => (
                    <SortableEventRow
                      key={event.id}
                      event={event}
                      actions={{
                        onEdit: (e) => setForm({ event: e }),
                        onDuplicate: (e) => actions.duplicate.mutate(e),
                        onDelete: setToDelete,
                      }}
                    />
                  ))}
                </ol>
              </SortableContext>
            </DndContext>
          )}
        </QueryView>
      </div>
      <EventFormDialog open={form !== null} onClose={() => setForm(null)} event={form?.event} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete event"
        message="Are you sure you want to delete this event?"
        confirmLabel="Delete"
        pending={actions.remove.isPending}
        onConfirm={() => toDelete && actions.remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </section>
  )
}
