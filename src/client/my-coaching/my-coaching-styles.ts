// The buttons of a client's sessions and packages: one look for every action on his page.
export const smallButton =
  'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-amber-800 focus:outline-none ' +
  'focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-70'

export const smallOutlineButton =
  'rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 ' +
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-70'
