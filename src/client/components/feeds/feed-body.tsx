// Every feed's other states in one place: failure (the feed's sentence) and empty (its own sentence), so no
// list can forget one. The feed sections are rendered only on the Worker, from the feeds it read first
// (worker/pages/render/page-feeds.ts): a feed with no data there is one it could not read.
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

/** A failure or an empty feed, said in a sentence where the list would be. */
export function FeedNotice({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{children}</p>
}

interface FeedBodyProps<T> {
  query: UseQueryResult<T[]>
  /** What the visitor reads when the feed cannot be loaded (SPEC §8). */
  failure: string
  empty: string
  children(items: T[]): ReactNode
}

export function FeedBody<T>({ query, failure, empty, children }: FeedBodyProps<T>) {
  if (query.data === undefined) return <FeedNotice>{failure}</FeedNotice>
  if (query.data.length === 0) return <FeedNotice>{empty}</FeedNotice>
  return children(query.data)
}
