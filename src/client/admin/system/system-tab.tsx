// The System tab: is the site working, and what needs the owner. Each integration as live, local stand-in or
// off with the reason; the migrations; the last run of each scheduled job; messages failed or waiting;
// purchases that need a look; and the last nightly reconciliation with Stripe. One read (GET /api/admin/system),
// refreshed on demand.
import { useQuery } from '@tanstack/react-query'
import { formatPrice } from '../../../shared/rules/inventory.ts'
import { adminQueries, type AdminSystem } from '../shared/admin-queries.ts'
import { EmptyState } from '../shared/empty-state.tsx'
import { formatPst } from '../shared/pst-time.ts'
import { QueryView } from '../shared/query-view.tsx'
import { RefreshButton } from '../shared/refresh-button.tsx'
import { ReconciliationCard } from './reconciliation-card.tsx'
import { Card } from './system-card.tsx'

const STATE_LOOK: Readonly<Record<AdminSystem['integrations'][number]['state'], { label: string; tone: string }>> = {
  live: { label: 'Live', tone: 'bg-emerald-100 text-emerald-900' },
  local: { label: 'Local stand-in', tone: 'bg-sky-100 text-sky-900' },
  off: { label: 'Off', tone: 'bg-slate-200 text-slate-800' },
}

const OUTCOME_LOOK: Readonly<Record<string, { label: string; tone: string }>> = {
  ok: { label: 'OK', tone: 'bg-emerald-100 text-emerald-900' },
  running: { label: 'Running', tone: 'bg-sky-100 text-sky-900' },
  failed: { label: 'Failed', tone: 'bg-red-100 text-red-900' },
}

const ATTENTION_LABEL: Readonly<Record<AdminSystem['attention'][number]['kind'], string>> = {
  'authorized-too-long': 'Card authorized for over 15 minutes, not captured',
  'refund-failed': 'Refund failed',
  'plan-payment-overdue': 'Plan payment overdue',
}

function Badge({ look }: { look: { label: string; tone: string } }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${look.tone}`}>{look.label}</span>
}

function Integrations({ system }: { system: AdminSystem }) {
  return (
    <Card id="system-integrations" title="Integrations">
      <ul className="divide-y divide-slate-200" aria-label="Integrations">
        {system.integrations.map((integration) => (
          <li key={integration.id} aria-label={integration.name} className="py-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span className="font-semibold text-slate-800">{integration.name}</span>
              <Badge look={STATE_LOOK[integration.state]} />
            </div>
            <p className="mt-1 text-sm text-slate-700">{integration.reason}</p>
          </li>
        ))}
      </ul>
    </Card>
  )
}

function Database({ system }: { system: AdminSystem }) {
  const { migrations, outbox } = system
  return (
    <Card id="system-database" title="Database and messages">
      <dl className="grid gap-2 text-sm text-slate-800 sm:grid-cols-2">
        <dt className="font-semibold">Migrations</dt>
        <dd>
          {migrations
            ? migrations.pending === 0
              ? `Up to date (${migrations.latestApplied ?? 'none'})`
              : `${migrations.pending} not applied: run the deploy again (latest shipped ${migrations.latestShipped})`
            : 'The database could not be read'}
        </dd>
        <dt className="font-semibold">Messages waiting</dt>
        <dd>
          {outbox ? outbox.counts.pending + outbox.counts.sending : '—'}
          {outbox?.oldestWaitingSeconds != null && ` (oldest ${Math.round(outbox.oldestWaitingSeconds / 60)} min)`}
        </dd>
        <dt className="font-semibold">Messages failed</dt>
        <dd>{outbox ? outbox.counts.failed : '—'}</dd>
        {/* Not failures: the person unsubscribed or texted STOP, and the site kept its word (decision 084). */}
        <dt className="font-semibold">Messages withheld (opted out)</dt>
        <dd>{outbox ? outbox.counts.withheld : '—'}</dd>
      </dl>
    </Card>
  )
}

function CronRuns({ system }: { system: AdminSystem }) {
  return (
    <Card id="system-cron" title="Scheduled jobs">
      {system.cronRuns.length === 0 ? (
        <EmptyState title="No scheduled job has run yet." />
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Scheduled jobs">
          {system.cronRuns.map((run) => (
            <li key={run.job} aria-label={run.job} className="py-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <span className="font-semibold text-slate-800">{run.job}</span>
                <Badge look={OUTCOME_LOOK[run.outcome] ?? OUTCOME_LOOK.failed!} />
              </div>
              <p className="mt-1 text-slate-700">
                Started {formatPst(run.startedAt)}
                {run.finishedAt && `, finished ${formatPst(run.finishedAt)}`}
              </p>
              {run.error && <p className="mt-1 text-red-800">{run.error}</p>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

function Messages({ system }: { system: AdminSystem }) {
  return (
    <Card id="system-messages" title="Messages failed or waiting">
      {system.messages.length === 0 ? (
        <EmptyState title="Every message has gone out." />
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Messages failed or waiting">
          {system.messages.map((message) => (
            <li key={message.id} className="py-3 text-sm">
              <span className="font-semibold text-slate-800">{message.template}</span> ({message.channel}),{' '}
              {message.status}, {message.attempts} attempts, written {formatPst(message.createdAt)}
              {message.lastError && <p className="mt-1 text-red-800">{message.lastError}</p>}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm text-slate-700">Retry a failed message from the Settings tab’s Outbox.</p>
    </Card>
  )
}

function Attention({ system }: { system: AdminSystem }) {
  return (
    <Card id="system-attention" title="Purchases that need attention">
      {system.attention.length === 0 ? (
        <EmptyState title="No purchase needs attention." />
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Purchases that need attention">
          {system.attention.map((item) => (
            <li key={`${item.kind}-${item.purchaseId}-${item.since}`} className="py-3 text-sm">
              <span className="font-semibold text-slate-800">{ATTENTION_LABEL[item.kind]}</span>: purchase #
              {item.purchaseId}, {item.description}, {formatPrice(item.amount)}, since {item.since.slice(0, 10)}
              {item.detail && <p className="mt-1 text-slate-700">{item.detail}</p>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

export function SystemTab() {
  const query = useQuery(adminQueries.system())
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-slate-900">System</h2>
        <RefreshButton query={query} />
      </div>
      <QueryView query={query} what="the system’s state">
        {(system) => (
          <>
            <p role="status" className={system.healthy ? 'text-emerald-800' : 'font-semibold text-red-800'}>
              {system.healthy ? 'Healthy: the database is up to date.' : 'Unhealthy: see the database below.'}
            </p>
            <Integrations system={system} />
            <Database system={system} />
            <CronRuns system={system} />
            <Messages system={system} />
            <Attention system={system} />
            <ReconciliationCard run={system.reconciliation} />
          </>
        )}
      </QueryView>
    </div>
  )
}
