/** What a route shows while its code chunk loads. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-screen items-center justify-center text-slate-600">
      <span
        className="mr-3 h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
        aria-hidden="true"
      />
      Loading…
    </div>
  )
}
