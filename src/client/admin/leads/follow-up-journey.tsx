// His follow-up sequences in the journey (decision 065): each email claimed for him with what became of it (sent,
// waiting, or not sent and why), the next one and its day, or why the sequence stopped.
import { FOLLOW_UP_STOP_LABELS } from '../../../shared/follow-ups.ts'
import { EMAIL_SIGNUP_SOURCE_LABELS } from '../../../shared/schemas/leads.ts'
import type { ContactJourney } from '../shared/admin-queries.ts'
import { formatPst } from '../shared/pst-time.ts'

type FollowUp = ContactJourney['followUps'][number]
type FollowUpEmail = FollowUp['emails'][number]

function emailLine(email: FollowUpEmail): string {
  if (email.status === 'sent' && email.sentAt) return `Sent ${formatPst(email.sentAt)}`
  if (email.status === 'failed' || email.status === 'withheld') return email.note ?? 'Not sent'
  return email.note ? `Waiting: ${email.note}` : 'Waiting to be sent'
}

function ending(followUp: FollowUp): string {
  if (followUp.stoppedAt && followUp.stopReason)
    return `Stopped ${formatPst(followUp.stoppedAt)}: ${FOLLOW_UP_STOP_LABELS[followUp.stopReason]}.`
  if (followUp.next) return `Next: “${followUp.next.subject}”, due ${formatPst(followUp.next.dueAt)}.`
  return 'Running.'
}

export function FollowUpJourney({ followUps }: { followUps: FollowUp[] }) {
  return (
    <section aria-label="Follow-up emails" className="text-sm">
      <h3 className="font-semibold text-slate-900">Follow-up emails</h3>
      {followUps.map((followUp) => (
        <div key={followUp.id} className="mt-1">
          <p className="text-slate-700">
            {followUp.sequence} (from the {EMAIL_SIGNUP_SOURCE_LABELS[followUp.source].toLowerCase()}), since{' '}
            {formatPst(followUp.enrolledAt)}. Opens are not tracked.
          </p>
          <ol className="mt-1 space-y-1 border-l-2 border-slate-200 pl-4">
            {followUp.emails.map((email) => (
              <li key={`${email.position}-${email.queuedAt}`} className="text-slate-700">
                <span className="font-semibold text-slate-900">{email.subject}</span> · {emailLine(email)}
              </li>
            ))}
          </ol>
          <p className="mt-1 font-medium text-slate-800">{ending(followUp)}</p>
        </div>
      ))}
    </section>
  )
}
