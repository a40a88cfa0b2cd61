// SPEC §2 "Resource library section": category filters, the six resources as cards, the statistics strip.
// 'Get Free Access' opens the download dialog; its code (form, validation, Headless UI dialog) is fetched
// on the first click and then stays mounted, so what was typed survives from one resource to the next.
import { lazy, Suspense, useState } from 'react'
import { SectionHeading } from '../components/section-heading.tsx'
import {
  RESOURCE_CATEGORIES,
  RESOURCES,
  type Resource,
  type ResourceCategory,
  resourceLength,
} from './resources-data.ts'
import { ResourceIconImage } from './resource-icon.tsx'
import { countOf } from '../../shared/rules/plural.ts'

const ResourceDownloadDialog = lazy(() =>
  import('../forms/resource-download-dialog.tsx').then((module) => ({ default: module.ResourceDownloadDialog })),
)

type Filter = 'All' | ResourceCategory
const FILTERS: readonly Filter[] = ['All', ...RESOURCE_CATEGORIES]

const STATS = [
  { figure: '38,000+', label: 'Downloads' },
  { figure: '95%', label: 'Found Helpful' },
  { figure: '$0', label: 'Cost (100% Free)' },
  { figure: '24/7', label: 'Access' },
] as const

const numberFormat = new Intl.NumberFormat('en-US')

function FilterBar({ selected, onSelect }: { selected: Filter; onSelect: (filter: Filter) => void }) {
  return (
    <div role="group" aria-label="Filter resources by category" className="mt-10 flex flex-wrap justify-center gap-2">
      {FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={filter === selected}
          onClick={() => onSelect(filter)}
          className={
            'rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 ' +
            'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
            'focus-visible:outline-ink aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-white'
          }
        >
          {filter}
        </button>
      ))}
    </div>
  )
}

function ResourceCard({ resource, onGetAccess }: { resource: Resource; onGetAccess: () => void }) {
  const titleId = `resource-${resource.id}-title`
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <span className="rounded-xl bg-brand-50 p-3 text-brand-700">
          <ResourceIconImage icon={resource.icon} />
        </span>
        <div className="flex flex-wrap justify-end gap-2 text-xs font-semibold">
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-800">{resource.type}</span>
          {resource.featured && <span className="rounded-full bg-brand-500 px-2.5 py-1 text-ink">Popular</span>}
        </div>
      </div>
      <h3 id={titleId} className="mt-4 text-lg font-bold text-slate-900">
        {resource.title}
      </h3>
      <p className="mt-2 text-slate-700">{resource.description}</p>
      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span>{resourceLength(resource)}</span>
        <span>{numberFormat.format(resource.downloads)} downloads</span>
      </p>
      <p className="mt-3">
        <span className="rounded-full border border-slate-300 px-2.5 py-1 text-xs font-medium text-slate-700">
          {resource.category}
        </span>
      </p>
      <blockquote className="mt-4 flex-1 border-l-4 border-brand-500 pl-3 text-sm italic text-slate-700">
        “{resource.preview}”
      </blockquote>
      <button
        type="button"
        aria-describedby={titleId}
        onClick={onGetAccess}
        className={
          'mt-6 w-full rounded-lg bg-ink px-4 py-3 font-semibold text-white hover:bg-slate-800 ' +
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink'
        }
      >
        Get Free Access
      </button>
    </li>
  )
}

function StatsStrip() {
  return (
    <ul
      aria-label="Resource library in numbers"
      className="mx-auto mt-14 grid max-w-5xl grid-cols-2 gap-6 rounded-2xl bg-ink px-6 py-8 text-center text-white md:grid-cols-4"
    >
      {STATS.map((stat) => (
        <li key={stat.label}>
          <span className="block text-3xl font-extrabold text-brand-500">{stat.figure}</span>
          <span className="mt-1 block text-sm text-slate-200">{stat.label}</span>
        </li>
      ))}
    </ul>
  )
}

export default function Resources() {
  const [filter, setFilter] = useState<Filter>('All')
  const [chosen, setChosen] = useState<Resource | null>(null)
  const [dialogWanted, setDialogWanted] = useState(false)
  const shown = filter === 'All' ? RESOURCES : RESOURCES.filter((resource) => resource.category === filter)

  const open = (resource: Resource) => {
    setDialogWanted(true)
    setChosen(resource)
  }

  return (
    <section aria-labelledby="resources-heading" className="bg-slate-50 px-4 py-20">
      <SectionHeading
        id="resources-heading"
        eyebrow="Free for every husband"
        title="Free Resource Library"
        lead="Guides, assessments and trainings we use with our clients, free to download today."
      />
      <FilterBar selected={filter} onSelect={setFilter} />
      <p role="status" className="sr-only">
        Showing {countOf(shown.length, 'resource')}
      </p>
      <ul className="mx-auto mt-10 grid max-w-6xl grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((resource) => (
          <ResourceCard key={resource.id} resource={resource} onGetAccess={() => open(resource)} />
        ))}
      </ul>
      <StatsStrip />
      {dialogWanted && (
        <Suspense fallback={null}>
          <ResourceDownloadDialog
            resource={chosen ? { id: chosen.id, title: chosen.title } : null}
            onClose={() => setChosen(null)}
          />
        </Suspense>
      )}
    </section>
  )
}
