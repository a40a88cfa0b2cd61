// His sessions in the journey (decision 075): each booked call or session, the latest first, with the owner's
// attendance mark, and how many he came to of those marked.
import { useState } from 'react'
import { ATTENDANCE_LABELS } from '../../../shared/attendance.ts'
import { countOf } from '../../../shared/rules/plural.ts'
import type { ContactJourney } from '../shared/admin-queries.ts'
import { formatPst } from '../shared/pst-time.ts'

type Session = ContactJourney['sessions'][number]

function markOf(session: Session, now: number): string {
  if (session.status === 'cancelled') return 'Canceled'
  if (session.attendance) return ATTENDANCE_LABELS[session.attendance]
  return Date.parse(session.startsAt) > now ? 'Upcoming' : 'Not marked yet'
}

export function SessionRecord({ sessions }: { sessions: Session[] }) {
  // The moment the record opened: a session's start is compared with it to say upcoming or not marked yet.
  const [now] = useState(Date.now)
  const marked = sessions.filter((session) => session.attendance !== null)
  const attended = marked.filter((session) => session.attendance === 'attended').length
  return (
    <section aria-label="Sessions" className="text-sm">
      <h3 className="font-semibold text-slate-900">Sessions</h3>
      {marked.length > 0 && (
        <p className="text-slate-700">
          Came to {attended} of {countOf(marked.length, 'marked session')}.
        </p>
      )}
      <ol className="mt-1 space-y-1 border-l-2 border-slate-200 pl-4">
        {sessions.map((session) => (
          <li key={session.id} className="text-slate-700">
            <span className="font-semibold text-slate-900">{formatPst(session.startsAt)}</span> ·{' '}
            {session.kind === 'one-to-one' ? 'one-to-one session' : 'free strategy call'} · {markOf(session, now)}
          </li>
        ))}
      </ol>
    </section>
  )
}
