// "Your next sessions": the coach's rules said in plain words before he books or cancels, what his last action did,
// and each session booked, the earliest first, or that none is.
import type { Overview } from './my-coaching-api.ts'
import { countOf } from '../../shared/rules/plural.ts'
import { SessionCard } from './session-card.tsx'

function PolicyWords({ policy }: { policy: Overview['policy'] }) {
  const notice = countOf(policy.moveNoticeHours, 'hour')
  return (
    <p className="mt-2 text-sm text-slate-700">
      You can move or cancel a session up to {notice} before it starts
      {policy.maxMoves > 0 ? `, and move each one up to ${countOf(policy.maxMoves, 'time')}` : ''}. A session you cancel
      goes back to your package. Within {notice} of its start it can no longer be canceled here and counts as one of
      your sessions.
    </p>
  )
}

interface SessionsSectionProps {
  overview: Overview
  notice: string | null
  onNotice(message: string): void
}

export function SessionsSection({ overview, notice, onNotice }: SessionsSectionProps) {
  const hasPackage = overview.purchases.some((purchase) => purchase.sessions !== null)
  return (
    <section aria-labelledby="sessions-heading" className="mt-8">
      <h2 id="sessions-heading" className="text-xl font-semibold text-slate-900">
        Your next sessions
      </h2>
      {(hasPackage || overview.sessions.length > 0) && <PolicyWords policy={overview.policy} />}
      {notice && (
        <p role="status" className="mt-3 rounded-md bg-emerald-50 p-3 text-emerald-900">
          {notice}
        </p>
      )}
      {overview.sessions.length === 0 ? (
        <p className="mt-2 text-slate-600">
          No sessions booked yet.{hasPackage ? ' Book one from your package below.' : ''}
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {overview.sessions.map((session) => (
            <SessionCard key={session.ref} session={session} onNotice={onNotice} />
          ))}
        </ul>
      )}
    </section>
  )
}
