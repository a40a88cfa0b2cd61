import type { ReactNode } from 'react'

/** The eyebrow, title and lead paragraph most sections open with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  tone = 'light',
}: {
  /** The heading's id, for the section's aria-labelledby. */
  id: string
  eyebrow?: string
  title: ReactNode
  lead?: ReactNode
  tone?: 'light' | 'dark'
}) {
  const dark = tone === 'dark'
  return (
    <header className="mx-auto max-w-3xl text-center">
      {eyebrow && (
        <p className={`text-sm font-semibold uppercase tracking-widest ${dark ? 'text-brand-500' : 'text-brand-700'}`}>
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-slate-900'}`}
      >
        {title}
      </h2>
      {lead && <p className={`mt-4 text-lg ${dark ? 'text-slate-200' : 'text-slate-700'}`}>{lead}</p>}
    </header>
  )
}
