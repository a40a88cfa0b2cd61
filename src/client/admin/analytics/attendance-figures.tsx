// Attendance in the Analytics tab (decision 075): for each month of the period with sessions the owner marked,
// how many came, how many did not, and the no-show rate of the marked sessions.
import type { AnalyticsData } from '../shared/admin-queries.ts'
import { adminCard } from '../shared/admin-styles.ts'
import { formatRate } from './format-rate.ts'

type Month = AnalyticsData['attendance'][number]

const cell = 'px-3 py-2 text-right tabular-nums'
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** 'Nov 2026' for '2026-11'. */
const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`

export function AttendanceFigures({ months }: { months: Month[] }) {
  return (
    <section aria-labelledby="attendance-figures-heading" className={adminCard}>
      <h3 id="attendance-figures-heading" className="font-bold text-slate-900">
        Attendance
      </h3>
      <p className="mt-1 text-sm text-slate-700">Sessions marked in Settings, by the month they were held.</p>
      {months.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No session of this period is marked yet.</p>
      ) : (
        <div className="relative mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-700">
                <th scope="col" className="px-3 py-2">
                  Month
                </th>
                <th scope="col" className={cell}>
                  Attended
                </th>
                <th scope="col" className={cell}>
                  No-shows
                </th>
                <th scope="col" className={cell}>
                  No-show rate
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((row) => (
                <tr key={row.month} className="border-b border-slate-100">
                  <th scope="row" className="px-3 py-2 text-left font-normal text-slate-900">
                    {monthName(row.month)}
                  </th>
                  <td className={cell}>{row.attended}</td>
                  <td className={cell}>{row.noShows}</td>
                  <td className={cell}>{formatRate(row.noShowRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
