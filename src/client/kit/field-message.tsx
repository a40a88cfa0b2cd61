// The error line every field component shares: linked to its input by id and announced when it appears.
export function errorIdOf(fieldId: string): string {
  return `${fieldId}-error`
}

export function hintIdOf(fieldId: string): string {
  return `${fieldId}-hint`
}

/** aria-describedby for an input: its hint and its error, whichever exist. */
export function describedBy(fieldId: string, error: string | undefined, hasHint = false): string | undefined {
  const ids = [hasHint ? hintIdOf(fieldId) : '', error ? errorIdOf(fieldId) : ''].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

export function FieldError({ fieldId, error }: { fieldId: string; error: string | undefined }) {
  if (!error) return null
  return (
    <p id={errorIdOf(fieldId)} role="alert" className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  )
}

export function FieldLabel({ htmlFor, label, optional }: { htmlFor: string; label: string; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-semibold text-slate-800">
      {label}
      {optional && <span className="font-normal text-slate-600"> (optional)</span>}
    </label>
  )
}

/** Shared input look; the red border repeats what aria-invalid says for sighted visitors. */
export function controlClass(error: string | undefined): string {
  return (
    'block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 ' +
    'focus:outline-none focus:ring-2 focus:ring-brand-500 disabled:opacity-60 ' +
    (error ? 'border-red-600' : 'border-slate-300')
  )
}
