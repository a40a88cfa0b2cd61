// One event in the Events tab's list: a drag handle (mouse, or the keyboard: Space to pick up, arrows to
// move, Space to drop) and the event's actions.
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { AdminEvent } from '../shared/admin-queries.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'

export interface EventRowActions {
  onEdit(event: AdminEvent): void
  onDuplicate(event: AdminEvent): void
  onDelete(event: AdminEvent): void
}

export function SortableEventRow({ event, actions }: { event: AdminEvent; actions: EventRowActions }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: event.id,
  })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-label={event.title}
      className={
        `flex flex-wrap items-start gap-3 rounded-lg border bg-white p-4 ` +
        `${isDragging ? 'relative z-10 border-brand-600 shadow-lg' : 'border-slate-200'}`
      }
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${event.title}`}
        className={
          'cursor-grab touch-none rounded p-1 text-xl leading-none text-slate-600 hover:text-slate-900 ' +
          'focus-visible:outline-2 focus-visible:outline-brand-700 active:cursor-grabbing'
        }
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900">{event.title}</h3>
        <p className="mt-1 text-sm text-slate-700">
          {event.date} · {event.time} · {event.location} · {event.type}
        </p>
        {event.description && <p className="mt-1 line-clamp-2 text-sm text-slate-600">{event.description}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => actions.onEdit(event)} className={adminButton.secondary}>
          Edit<span className="sr-only"> {event.title}</span>
        </button>
        <button type="button" onClick={() => actions.onDuplicate(event)} className={adminButton.secondary}>
          Duplicate<span className="sr-only"> {event.title}</span>
        </button>
        <button type="button" onClick={() => actions.onDelete(event)} className={adminButton.dangerOutline}>
          Delete<span className="sr-only"> {event.title}</span>
        </button>
      </div>
    </li>
  )
}
