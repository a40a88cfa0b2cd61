// The Analytics tab's speed panel (decision 102): each public page's Core Web Vitals from real visits, the 75th
// percentile of each week against Google's thresholds, with the visits behind each figure; checkout beside home.
import { useQuery } from '@tanstack/react-query'
import { countOf } from '../../../shared/rules/plural.ts'
import { rateVital, VITAL_THRESHOLDS } from '../../../shared/rules/vital-thresholds.ts'
import { VITAL_NAMES, VITAL_PAGES, type VitalPage } from '../../../shared/web-vitals.ts'
import { adminQueries, type VitalsData } from '../shared/admin-queries.ts'
import { adminCard } from '../shared/admin-styles.ts'
import { EmptyState } from '../shared/empty-state.tsx'
import { QueryView } from '../shared/query-view.tsx'
import { formatVital, RATING_STYLES, RATING_WORDS } from './vital-figure.ts'

type Week = VitalsData['weeks'][number]

const PAGE_NAMES: Record<VitalPage, string> = {
  '/': 'Home page (/)',
  '/checkout': 'Checkout (/checkout)',
  '/old': 'Previous home page (/old)',
  '/my-coaching': 'My coaching (/my-coaching)',
}

const cell = 'px-2 py-1.5 text-right tabular-nums'

function Figure({ week }: { week: Week | undefined }) {
  if (!week) return <td className={`${cell} text-slate-600`}>–</td>
  const rating = rateVital(week.name, week.p75)
  return (
    <td className={`${cell} ${RATING_STYLES[rating]}`}>
      <span className="block font-semibold">{formatVital(week.name, week.p75)}</span>
      <span className="block text-xs">
        {RATING_WORDS[rating]}, {countOf(week.visits, 'visit')}
      </span>
    </td>
  )
}

function PageSpeed({ page, weeks }: { page: VitalPage; weeks: Week[] }) {
  const mondays = [...new Set(weeks.map((week) => week.week))]
  const headingId = `speed-${page.replace(/\W/g, '') || 'home'}`
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-3" data-speed-page={page}>
      <h4 id={headingId} className="font-semibold text-slate-900">
        {PAGE_NAMES[page]}
      </h4>
      {mondays.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No visits measured yet on this page.</p>
      ) : (
        <div className="relative mt-2 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-700">
                <th scope="col" className="px-2 py-1.5">
                  Week of
                </th>
                {VITAL_NAMES.map((name) => (
                  <th key={name} scope="col" className={cell}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {mondays.map((monday) => (
                <tr key={monday} className="border-b border-slate-100">
                  <th scope="row" className="px-2 py-1.5 text-left font-normal whitespace-nowrap text-slate-900">
                    {monday}
                  </th>
                  {VITAL_NAMES.map((name) => (
                    <Figure key={name} week={weeks.find((week) => week.week === monday && week.name === name)} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

const threshold = (name: (typeof VITAL_NAMES)[number]) =>
  `${name} good ≤ ${formatVital(name, VITAL_THRESHOLDS[name][0])}, poor > ${formatVital(name, VITAL_THRESHOLDS[name][1])}`

function Speed({ report }: { report: VitalsData }) {
  return (
    <>
      <p className="mt-1 text-xs text-slate-700">{VITAL_NAMES.map(threshold).join(' · ')}.</p>
      <div className="mt-3 grid gap-4 xl:grid-cols-2">
        {VITAL_PAGES.map((page) => (
          <PageSpeed key={page} page={page} weeks={report.weeks.filter((week) => week.page === page)} />
        ))}
      </div>
    </>
  )
}

export function SpeedPanel() {
  const query = useQuery(adminQueries.vitals())
  return (
    <section aria-labelledby="speed-panel-heading" className={adminCard}>
      <h3 id="speed-panel-heading" className="font-bold text-slate-900">
        Speed for real visitors
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Core Web Vitals measured in visitors’ browsers: each week’s 75th percentile (three visits in four were as fast
        or faster), over the last twelve weeks, weeks from Monday in PST.
      </p>
      <div className="mt-3">
        <QueryView
          query={query}
          what="speed figures"
          isEmpty={(report) => report.weeks.length === 0}
          empty={
            <EmptyState title="No visits measured yet…">
              {query.data?.unread
                ? 'Figures are kept in Analytics Engine; set CLOUDFLARE_ACCOUNT_ID and VITALS_READ_TOKEN to show them here.'
                : 'Each public page reports its speed once a visitor has opened it; figures show here within a minute.'}
            </EmptyState>
          }
        >
          {(report) => <Speed report={report} />}
        </QueryView>
      </div>
    </section>
  )
}
