// Traffic by source (Analytics tab): each group's share of the period's visits, as a labelled bar.
import type { AnalyticsData } from '../shared/admin-queries.ts'
import { adminCard } from '../shared/admin-styles.ts'
import { formatRate } from './format-rate.ts'

const SOURCE_LABELS: Readonly<Record<AnalyticsData['traffic'][number]['source'], string>> = {
  direct: 'Direct',
  social: 'Social',
  search: 'Search',
  other: 'Other sites',
}

export function TrafficSources({ traffic }: { traffic: AnalyticsData['traffic'] }) {
  return (
    <section aria-labelledby="traffic-heading" className={adminCard}>
      <h3 id="traffic-heading" className="font-bold text-slate-900">
        Traffic by source
      </h3>
      <ul className="mt-4 space-y-3">
        {traffic.map((row) => (
          <li key={row.source}>
            <div className="flex justify-between text-sm">
              <span className="font-semibold text-slate-800">{SOURCE_LABELS[row.source]}</span>
              <span className="text-slate-700">
                {formatRate(row.share)} ({row.visits})
              </span>
            </div>
            <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-slate-200">
              <div className="h-2 rounded-full bg-brand-700" style={{ width: `${(row.share ?? 0) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
