// The dashboard's button looks: compact, for rows of controls, with the site's contrast rule (button-styles.ts).
const compact =
  'inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none'

export const adminButton = {
  primary: `${compact} bg-brand-500 text-ink hover:bg-brand-600 focus-visible:outline-brand-700`,
  secondary: `${compact} border border-slate-400 bg-white text-slate-900 hover:bg-slate-100 focus-visible:outline-slate-900`,
  danger: `${compact} bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700`,
  dangerOutline: `${compact} border border-red-700 bg-white text-red-800 hover:bg-red-50 focus-visible:outline-red-700`,
} as const
