// The Analytics tab's chart: visits a day as bars, leads a day as a line, drawn as inline SVG (no chart
// library for one chart). The same numbers are in a table for screen readers and anyone who wants them.
import type { AnalyticsData } from '../shared/admin-queries.ts'
import { countOf } from '../../../shared/rules/plural.ts'

type Day = AnalyticsData['daily'][number]

const WIDTH = 720
const HEIGHT = 240
const PAD = { top: 16, right: 16, bottom: 28, left: 40 }
const PLOT_W = WIDTH - PAD.left - PAD.right
const PLOT_H = HEIGHT - PAD.top - PAD.bottom

const GRID_STEPS = 4

/** A round top for the scale: four gridlines, each a whole 1, 2 or 5 times a power of ten. */
function niceMax(value: number): number {
  const rough = value / GRID_STEPS
  if (rough <= 1) return GRID_STEPS
  const magnitude = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough)!
  return step * GRID_STEPS
}

function dayLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
}

export function AnalyticsChart({ daily }: { daily: readonly Day[] }) {
  const top = niceMax(Math.max(...daily.map((d) => Math.max(d.visits, d.leads)), 0))
  const slot = PLOT_W / daily.length
  const barWidth = Math.max(1, slot * 0.7)
  const y = (value: number) => PAD.top + PLOT_H - (value / top) * PLOT_H
  const x = (index: number) => PAD.left + slot * index + slot / 2
  const leadsLine = daily.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(d.leads).toFixed(1)}`).join(' ')
  const labelEvery = Math.ceil(daily.length / 8)
  const totalVisits = daily.reduce((sum, d) => sum + d.visits, 0)
  const totalLeads = daily.reduce((sum, d) => sum + d.leads, 0)

  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="analytics-chart-title"
        className="h-auto w-full"
      >
        <title id="analytics-chart-title">
          {`Visits and leads per day: ${countOf(totalVisits, 'visit')} and ${countOf(totalLeads, 'lead')} over ` +
            countOf(daily.length, 'day')}
        </title>
        {Array.from({ length: GRID_STEPS + 1 }, (_, step) => {
          const value = (top / GRID_STEPS) * step
          return (
            <g key={step}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(value)} y2={y(value)} stroke="#e2e8f0" />
              <text x={PAD.left - 6} y={y(value) + 4} textAnchor="end" fontSize="11" fill="#475569">
                {value}
              </text>
            </g>
          )
        })}
        {daily.map((d, i) => (
          <rect
            key={d.date}
            x={x(i) - barWidth / 2}
            y={y(d.visits)}
            width={barWidth}
            height={PAD.top + PLOT_H - y(d.visits)}
            fill="#b45309"
            rx="1.5"
          >
            <title>{`${dayLabel(d.date)}: ${countOf(d.visits, 'visit')}, ${countOf(d.leads, 'lead')}`}</title>
          </rect>
        ))}
        <path d={leadsLine} fill="none" stroke="#0f172a" strokeWidth="2" />
        {daily.map((d, i) =>
          i % labelEvery === 0 ? (
            <text key={d.date} x={x(i)} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#475569">
              {dayLabel(d.date)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="mt-2 flex gap-4 text-sm text-slate-700">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-brand-700" /> Visits
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="h-0.5 w-4 bg-ink" /> Leads
        </span>
      </figcaption>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-slate-800">The figures by day</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1">
                Day
              </th>
              <th scope="col" className="py-1">
                Visits
              </th>
              <th scope="col" className="py-1">
                Leads
              </th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.date} className="border-b border-slate-100">
                <th scope="row" className="py-1 font-normal">
                  {d.date}
                </th>
                <td className="py-1">{d.visits}</td>
                <td className="py-1">{d.leads}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
