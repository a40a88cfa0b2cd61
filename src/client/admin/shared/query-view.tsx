// What a dashboard list shows before and instead of its rows: a visible wait, a failure with a way to try
// again, and an empty state; the rows only once there are some.
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { EmptyState } from './empty-state.tsx'

interface QueryViewProps<T> {
  query: UseQueryResult<T>
  /** What is loading, for the wait and failure lines: 'events', 'leads'. */
  what: string
  isEmpty?(data: T): boolean
  empty?: ReactNode
  children(data: T): ReactNode
}

export function QueryView<T>({ query, what, isEmpty, empty, children }: QueryViewProps<T>) {
  if (query.isPending) return <LoadingState what={what} />
  if (query.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>Could not load {what}.</p>
        <button type="button" onClick={() => void query.refetch()} className={`${adminButton.secondary} mt-3`}>
          Try again
        </button>
      </div>
    )
  }
  if (isEmpty?.(query.data)) return empty ?? <EmptyState title={`No ${what} yet.`} />
  return children(query.data)
}

export function LoadingState({ what }: { what: string }) {
  return (
    <div role="status" className="flex items-center gap-3 py-8 text-slate-600">
      <span
        className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
        aria-hidden="true"
      />
      Loading {what}…
    </div>
  )
}
