import { adminButton } from '../../kit/admin-button-styles.ts'

/** Reads a list again on the owner's word, saying so while it does. */
export function RefreshButton({ query }: { query: { refetch(): Promise<unknown>; isFetching: boolean } }) {
  return (
    <button
      type="button"
      onClick={() => void query.refetch()}
      disabled={query.isFetching}
      className={adminButton.secondary}
    >
      {query.isFetching ? 'Refreshing…' : 'Refresh'}
    </button>
  )
}
