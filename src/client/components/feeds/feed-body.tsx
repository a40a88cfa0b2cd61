// Every feed's other states in one place: loading (placeholders the size of what is coming), failure (the
// feed's sentence) and empty (its own sentence), so no list can forget one.
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

export interface Placeholders {
  count: number
  /** Height (and, on dark sections, colour) of each placeholder. */
  className: string
}

export function FeedLoading({ count, className }: Placeholders) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading…</span>
      <div aria-hidden="true" className="space-y-4">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={`animate-pulse rounded-xl bg-slate-200/70 ${className}`} />
        ))}
      </div>
    </div>
  )
}

/** A failure or an empty feed, said in a sentence where the list would be. */
export function FeedNotice({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{children}</p>
}

interface FeedBodyProps<T> {
  query: UseQueryResult<T[]>
  /** What the visitor reads when the feed cannot be loaded (SPEC §8). */
  failure: string
  empty: string
  placeholders: Placeholders
  children(items: T[]): ReactNode
}

export function FeedBody<T>({ query, failure, empty, placeholders, children }: FeedBodyProps<T>) {
  if (query.isPending) return <FeedLoading {...placeholders} />
  if (query.isError) return <FeedNotice>{failure}</FeedNotice>
  if (query.data.length === 0) return <FeedNotice>{empty}</FeedNotice>
  return children(query.data)
}
