// The dashboard's card and switch looks; its buttons are in kit/admin-button-styles.ts with the site's.
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
