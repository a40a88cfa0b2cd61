// Its look lives here rather than in button-styles.ts: only a page with a form loads it.
const submitButton =
  'w-full rounded-md bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow ' +
  'hover:bg-amber-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ' +
  'focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-70'

/** The submit button of every lead form: disabled with its busy words while the request is out. */
export function SubmitButton({
  pending,
  label,
  pendingLabel = 'Sending...',
}: {
  pending: boolean
  label: string
  pendingLabel?: string
}) {
  return (
    <button type="submit" disabled={pending} aria-busy={pending || undefined} className={submitButton}>
      {pending ? pendingLabel : label}
    </button>
  )
}
