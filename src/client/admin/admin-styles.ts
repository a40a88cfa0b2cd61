// The dashboard's few button looks. Compact, for rows of controls; dark ink on amber, never white on amber
// (too faint for text), like the site's own buttons.
const base =
  'inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none'

export const adminButton = {
  primary: `${base} bg-brand-500 text-ink hover:bg-brand-600 focus-visible:outline-brand-700`,
  secondary: `${base} border border-slate-400 bg-white text-slate-900 hover:bg-slate-100 focus-visible:outline-slate-900`,
  danger: `${base} bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700`,
  dangerOutline: `${base} border border-red-700 bg-white text-red-800 hover:bg-red-50 focus-visible:outline-red-700`,
} as const

/** A white card on the dashboard's grey page. */
export const adminCard = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm'
