// The Analytics tab: real figures over a chosen period, from first-party events and the lead and
// purchase tables, in place of SPEC §2's static numbers; with a chart, and an empty state for a quiet period.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatPrice } from '../../../shared/rules/inventory.ts'
import { type AnalyticsData, adminQueries } from '../shared/admin-queries.ts'
import { adminCard } from '../shared/admin-styles.ts'
import { AnalyticsChart } from './analytics-chart.tsx'
import { EmptyState } from '../shared/empty-state.tsx'
import { formatRate } from './format-rate.ts'
import { type PeriodState, PeriodPicker, reportPeriod } from './period-picker.tsx'
import { QueryView } from '../shared/query-view.tsx'
import { TrafficSources } from './traffic-sources.tsx'
import { FollowUpFigures } from './follow-up-figures.tsx'
import { AttendanceFigures } from './attendance-figures.tsx'
import { SpeedPanel } from './speed-panel.tsx'
import { GuaranteeFigures } from './guarantee-figures.tsx'
import { countOf } from '../../../shared/rules/plural.ts'

const totalLeads = (report: AnalyticsData) => report.daily.reduce((sum, day) => sum + day.leads, 0)

function hasData(report: AnalyticsData): boolean {
  return (
    report.visits > 0 ||
    totalLeads(report) > 0 ||
    report.purchases.count > 0 ||
    report.purchases.freeBookings > 0 ||
    report.followUps.some((row) => row.sent > 0)
  )
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className={adminCard}>
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-slate-900">{value}</dd>
      {detail && <dd className="mt-1 text-sm text-slate-600">{detail}</dd>}
    </div>
  )
}

function Report({ report }: { report: AnalyticsData }) {
  const conversion = (figure: AnalyticsData['exitPopup'], taken: string, offered: (count: number) => string) =>
    `${countOf(figure.converted, taken)} of ${offered(figure.offered)}`
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Visits" value={String(report.visits)} detail="Page views" />
        <Figure label="New leads" value={String(totalLeads(report))} detail="Signups, applications and calls" />
        <Figure
          label="Purchases"
          value={String(report.purchases.count)}
          detail={`${countOf(report.purchases.freeBookings, 'free strategy call')} booked`}
        />
        <Figure
          label="Revenue (net of refunds)"
          value={formatPrice(report.purchases.revenue)}
          detail={`${formatPrice(report.purchases.refunds.amount)} refunded (${countOf(report.purchases.refunds.count, 'refund')})`}
        />
        <Figure
          label="Exit popup conversion"
          value={formatRate(report.exitPopup.rate)}
          detail={conversion(report.exitPopup, 'signup', (shown) => `${shown} shown`)}
        />
        <Figure
          label="Strategy call form conversion"
          value={formatRate(report.strategyCallForm.rate)}
          detail={conversion(report.strategyCallForm, 'booking', (views) => countOf(views, 'view'))}
        />
        <Figure
          label="Resource download rate"
          value={formatRate(report.resourceDownloads.rate)}
          detail={conversion(report.resourceDownloads, 'download', (opened) => `${opened} opened`)}
        />
      </dl>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="analytics-chart-heading" className={adminCard}>
          <h3 id="analytics-chart-heading" className="font-bold text-slate-900">
            Visits and leads by day
          </h3>
          <div className="mt-3">
            <AnalyticsChart daily={report.daily} />
          </div>
        </section>
        <TrafficSources traffic={report.traffic} />
      </div>
      <FollowUpFigures rows={report.followUps} />
      <AttendanceFigures months={report.attendance} />
      <GuaranteeFigures months={report.guarantee} />
    </div>
  )
}

export function AnalyticsTab() {
  const [period, setPeriod] = useState<PeriodState>({ choice: '30', from: '', to: '' })
  const asked = reportPeriod(period)
  const query = useQuery({ ...adminQueries.analytics(asked ?? {}), enabled: asked !== null })

  return (
    <section aria-labelledby="analytics-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="analytics-heading" className="text-xl font-bold text-slate-900">
            Analytics
          </h2>
          <p className="text-sm text-slate-700">
            {query.data ? `${query.data.from} to ${query.data.to}, days in PST.` : 'Days in PST.'}
          </p>
        </div>
        <PeriodPicker value={period} onChange={setPeriod} />
      </div>
      {asked === null ? (
        <EmptyState title="Choose both days of the period." />
      ) : (
        <QueryView
          query={query}
          what="analytics"
          isEmpty={(report) => !hasData(report)}
          empty={
            <EmptyState title="No data for this period.">
              No visits, leads or purchases were recorded between these days.
            </EmptyState>
          }
        >
          {(report) => <Report report={report} />}
        </QueryView>
      )}
      <SpeedPanel />
    </section>
  )
}
