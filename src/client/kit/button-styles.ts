// The site's button looks, shared so every call to action reads the same and keeps AA contrast: dark ink on
// amber, never white on amber (3:1, too faint for text). The dashboard's are in admin-button-styles.ts, apart so
// the home page's bundle never carries them.
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-6 py-3 text-base font-semibold ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'motion-reduce:transition-none'

export const primaryButton = `${base} bg-brand-500 text-ink shadow-sm hover:bg-brand-600 focus-visible:outline-brand-500`

export const outlineOnDarkButton = `${base} border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white`

export const outlineButton = `${base} border border-slate-400 text-slate-900 hover:bg-slate-100 focus-visible:outline-slate-900`

export const darkButton = `${base} bg-ink text-white hover:bg-slate-800 focus-visible:outline-ink`
