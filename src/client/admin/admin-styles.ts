// The dashboard's few button looks. Compact, for rows of controls; dark ink on amber, never white on amber
// (too faint for text), like the site's own buttons.
const base =
  'inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none'

export const adminButton = {
  primary: `${base} bg-brand-500 text-ink hover:bg-brand-600 focus-visible:outline-brand-700`,
  secondary: `${base} border border-slate-400 bg-white text-slate-900 hover:bg-slate-100 focus-visible:outline-slate-900`,
  danger: `${base} bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700`,
  dangerOutline: `${base} border border-red-700 bg-white text-red-800 hover:bg-red-50 focus-visible:outline-red-700`,
} as const

/** An on/off switch (Headless UI marks it data-checked) and its knob. */
export const adminSwitch = {
  track:
    'group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 ' +
    'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ' +
    'focus-visible:outline-brand-700 data-[checked]:bg-emerald-700',
  knob: 'inline-block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-[checked]:translate-x-5',
} as const

/** A white card on the dashboard's grey page. */
export const adminCard = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm'
