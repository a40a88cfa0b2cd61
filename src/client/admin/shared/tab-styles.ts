// The looks of the dashboard's tabs; Headless UI marks the chosen one with data-selected.
export const mainTabClass =
  'rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-200 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ' +
  'data-[selected]:bg-ink data-[selected]:text-white'

export const subTabClass =
  '-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-700 ' +
  'hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 ' +
  'data-[selected]:border-brand-700 data-[selected]:text-slate-900'
