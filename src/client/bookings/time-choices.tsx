// Open times to choose from, grouped by the person's own day, each a button that says when it is chosen: the free
// call's picker and My coaching's session picker show the same list.
import { groupByDay } from './booking-times.ts'

export function TimeChoices(props: {
  zone: string
  times: string[]
  chosen: string | null
  onChoose(iso: string): void
}) {
  return (
    <div className="mt-4 max-h-96 space-y-4 overflow-y-auto">
      {groupByDay(props.times, props.zone).map(({ day, times }) => (
        <fieldset key={day}>
          <legend className="font-semibold text-slate-900">{day}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {times.map(({ iso, label }) => (
              <button
                key={iso}
                type="button"
                aria-pressed={props.chosen === iso}
                onClick={() => props.onChoose(iso)}
                className={
                  'rounded-md border px-3 py-1.5 text-sm font-medium ' +
                  (props.chosen === iso
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 text-slate-800 hover:bg-slate-100')
                }
              >
                {label}
              </button>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  )
}
