// The Leads tab: every email signup, consultation request and strategy call in one list, newest
// first; filtered by kind and status, searched by name or email; status New / Contacted changed in place;
// exported as CSV with the same filters; and each person's journey, where their data can be deleted.
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { LEAD_STATUSES, type LeadStatus } from '../../../shared/constants.ts'
import { LEAD_KINDS, type LeadKind } from '../../../shared/schemas/leads-admin.ts'
import { controlClass, FieldLabel } from '../../kit/field-message.tsx'
import { type LeadListFilters, adminQueries } from '../shared/admin-queries.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { EmptyState } from '../shared/empty-state.tsx'
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from './lead-labels.ts'
import { LeadJourneyDialog } from './lead-journey-dialog.tsx'
import { LeadsTable } from './leads-table.tsx'
import { PaymentPlans } from './payment-plans.tsx'
import { QueryView } from '../shared/query-view.tsx'
import { RefreshButton } from '../shared/refresh-button.tsx'
import { useDebouncedValue } from '../shared/use-debounced-value.ts'

/** GET /api/admin/leads.csv with the list's filters: a plain link, so the browser downloads it. */
function csvHref(filters: LeadListFilters): string {
  const query = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  )
  const text = query.toString()
  return `/api/admin/leads.csv${text ? `?${text}` : ''}`
}

export function LeadsTab() {
  const id = useId()
  const [kind, setKind] = useState<LeadKind | ''>('')
  const [status, setStatus] = useState<LeadStatus | ''>('')
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim())
  const filters: LeadListFilters = { kind: kind || undefined, status: status || undefined, q: q || undefined }
  const query = useQuery(adminQueries.leads(filters))
  const [journeyOf, setJourneyOf] = useState<number | null>(null)
  const filtered = Boolean(kind || status || q)

  return (
    <section aria-labelledby="leads-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="leads-heading" className="text-xl font-bold text-slate-900">
          Leads
        </h2>
        <div className="flex gap-2">
          <RefreshButton query={query} />
          <a href={csvHref(filters)} download className={adminButton.secondary}>
            Export CSV
          </a>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <FieldLabel htmlFor={`${id}-kind`} label="Kind" />
          <select
            id={`${id}-kind`}
            value={kind}
            onChange={(event) => setKind(event.target.value as LeadKind | '')}
            className={controlClass(undefined)}
          >
            <option value="">All kinds</option>
            {LEAD_KINDS.map((value) => (
              <option key={value} value={value}>
                {LEAD_KIND_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-status`} label="Status" />
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as LeadStatus | '')}
            className={controlClass(undefined)}
          >
            <option value="">All statuses</option>
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {LEAD_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-search`} label="Search by name or email" />
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
            className={controlClass(undefined)}
          />
        </div>
      </div>
      <QueryView
        query={query}
        what="leads"
        isEmpty={(leads) => leads.length === 0}
        empty={
          <EmptyState title={filtered ? 'No leads match these filters.' : 'No leads yet.'}>
            {filtered
              ? 'Try another kind, status or search.'
              : 'Signups, applications and strategy calls from the site appear here.'}
          </EmptyState>
        }
      >
        {(leads) => <LeadsTable leads={leads} onShowJourney={setJourneyOf} />}
      </QueryView>
      <LeadJourneyDialog contactId={journeyOf} onClose={() => setJourneyOf(null)} />
      <PaymentPlans />
    </section>
  )
}
