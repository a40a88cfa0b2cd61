// The guarantee in the Analytics tab (decision 107): for each month of the period, the actions that fell due and
// the share done on time, and the refund requests the record judged, by how they ended.
import type { AnalyticsData } from '../shared/admin-queries.ts'
import { adminCard } from '../shared/admin-styles.ts'
import { formatRate } from './format-rate.ts'

type Month = AnalyticsData['guarantee'][number]

const cell = 'px-3 py-2 text-right tabular-nums'
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** 'Nov 2026' for '2026-11'. */
const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`

const HEADINGS = ['Actions due', 'Done on time', 'Share on time', 'Guarantee claims', 'Refunded', 'Declined', 'Waiting']

export function GuaranteeFigures({ months }: { months: Month[] }) {
  return (
    <section aria-labelledby="guarantee-figures-heading" className={adminCard}>
      <h3 id="guarantee-figures-heading" className="font-bold text-slate-900">
        Actions and the guarantee
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Actions by the month they fell due; guarantee claims by the month they were asked (refunded includes the ones
        you refunded yourself with a reason).
      </p>
      {months.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          No action fell due and no guarantee claim was made in this period.
        </p>
      ) : (
        <div className="relative mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-700">
                <th scope="col" className="px-3 py-2">
                  Month
                </th>
                {HEADINGS.map((heading) => (
                  <th key={heading} scope="col" className={cell}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {months.map((row) => (
                <tr key={row.month} className="border-b border-slate-100">
                  <th scope="row" className="px-3 py-2 text-left font-normal text-slate-900">
                    {monthName(row.month)}
                  </th>
                  <td className={cell}>{row.actionsDue}</td>
                  <td className={cell}>{row.doneOnTime}</td>
                  <td className={cell}>{formatRate(row.onTimeRate)}</td>
                  <td className={cell}>{row.claims}</td>
                  <td className={cell}>{row.claimsRefunded}</td>
                  <td className={cell}>{row.claimsDeclined}</td>
                  <td className={cell}>{row.claimsWaiting}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
