// Follow-up emails in the Analytics tab (decision 065): each email of each sequence, how many went out in the
// period, and how many of the men it reached booked a call, bought or unsubscribed with it as their last one.
import type { AnalyticsData } from '../shared/admin-queries.ts'
import { adminCard } from '../shared/admin-styles.ts'

type Row = AnalyticsData['followUps'][number]

const cell = 'px-3 py-2 text-right tabular-nums'

export function FollowUpFigures({ rows }: { rows: Row[] }) {
  if (rows.length === 0) return null
  return (
    <section aria-labelledby="follow-up-figures-heading" className={adminCard}>
      <h3 id="follow-up-figures-heading" className="font-bold text-slate-900">
        Follow-up emails
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Sent in this period, and what the men did next with it as the last follow-up they had.
      </p>
      <div className="relative mt-3 overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-700">
              <th scope="col" className="px-3 py-2">
                Email
              </th>
              <th scope="col" className={cell}>
                Sent
              </th>
              <th scope="col" className={cell}>
                Booked a call after
              </th>
              <th scope="col" className={cell}>
                Bought after
              </th>
              <th scope="col" className={cell}>
                Unsubscribed after
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.stepId} className="border-b border-slate-100">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  <span className="block text-slate-600">
                    {row.sequence} · day {row.delayDays}
                  </span>
                  <span className="text-slate-900">{row.subject}</span>
                </th>
                <td className={cell}>{row.sent}</td>
                <td className={cell}>{row.booked}</td>
                <td className={cell}>{row.bought}</td>
                <td className={cell}>{row.unsubscribed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
