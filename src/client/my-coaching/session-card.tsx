// One of the client's next sessions: when, in his zone and the coach's, its calendar file and video link, and what he
// may still do himself under the coach's rules. Cancelling asks once more and says first what happens to the session
// (back in his package); closer to the start than the notice, the card says why it can no longer be changed here.
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { BUSINESS_TIME_ZONE } from '../../shared/rules/business-clock.ts'
import { countOf } from '../../shared/rules/plural.ts'
import { timeInFull, visitorTimeZone } from '../bookings/booking-times.ts'
import { ExternalLink } from '../components/external-link.tsx'
import { messageOf } from '../lib/api.ts'
import { cancelSession, MY_COACHING_KEY, moveSession, type OwnSession } from './my-coaching-api.ts'
import { smallButton, smallOutlineButton } from './my-coaching-styles.ts'
import { SessionTimePicker } from './session-time-picker.tsx'

type Step = 'idle' | 'confirm-cancel' | 'cancelling' | 'moving'

export function SessionCard({ session, onNotice }: { session: OwnSession; onNotice(message: string): void }) {
  const queryClient = useQueryClient()
  const [step, setStep] = useState<Step>('idle')
  const [problem, setProblem] = useState<string | null>(null)
  const zone = visitorTimeZone(BUSINESS_TIME_ZONE)
  const when = timeInFull(session.start, zone)
  const fromPackage = session.orderRef !== null

  const cancel = async () => {
    setStep('cancelling')
    setProblem(null)
    try {
      const done = await cancelSession(session.ref)
      queryClient.setQueryData(MY_COACHING_KEY, done.overview)
      onNotice(done.message)
    } catch (error) {
      setProblem(messageOf(error, 'We could not cancel your session. Please try again.'))
      setStep('idle')
    }
  }

  const move = async (start: string) => {
    const done = await moveSession(session.ref, start)
    queryClient.setQueryData(MY_COACHING_KEY, done.overview)
    setStep('idle')
    onNotice(`${done.message} Your session is now ${timeInFull(done.start, zone)}.`)
  }

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="font-semibold text-slate-900">{when}</h3>
      <p className="mt-1 text-sm text-slate-700">
        {session.description} · {session.durationMinutes} minutes
        {zone !== BUSINESS_TIME_ZONE && ` · your coach's time: ${timeInFull(session.start, BUSINESS_TIME_ZONE)}`}
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href={session.calendarPath} download className="font-medium text-brand-700 underline">
          Add to your calendar (.ics)
        </a>
        {session.videoLink && (
          <ExternalLink href={session.videoLink} className="font-medium text-brand-700 underline">
            Join the video call
          </ExternalLink>
        )}
      </p>
      {problem && (
        <p role="alert" className="mt-3 text-red-700">
          {problem}
        </p>
      )}
      {session.refusal ? (
        <p className="mt-3 text-sm text-slate-800">
          {session.refusal}
          {fromPackage && ' It counts as one of your sessions.'}
        </p>
      ) : step === 'moving' ? (
        <SessionTimePicker
          moving={session.ref}
          heading="Choose a new time"
          confirmLabel={(time) => `Move to ${time}`}
          busyLabel="Moving your session…"
          failure="We could not move your session. Please try again."
          onConfirm={(start) => move(start)}
          onClose={() => setStep('idle')}
        />
      ) : step === 'idle' ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {session.movesLeft > 0 && (
            <button type="button" className={smallOutlineButton} onClick={() => setStep('moving')}>
              Move
            </button>
          )}
          {/* A package session's cancel is a move too (decision 083): with none left, it goes through the coach. */}
          {(session.movesLeft > 0 || !fromPackage) && (
            <button type="button" className={smallOutlineButton} onClick={() => setStep('confirm-cancel')}>
              Cancel
            </button>
          )}
          <span className="text-sm text-slate-600">
            {session.movesLeft > 0
              ? `You can move${fromPackage ? ' or rebook' : ''} it ${countOf(session.movesLeft, 'more time')}.`
              : fromPackage
                ? 'It has been moved or rebooked as often as it can be. Please contact us to change it.'
                : 'It has been moved as often as it can be.'}
          </span>
        </div>
      ) : (
        <div className="mt-3 rounded-md bg-amber-50 p-3">
          <p className="text-slate-900">
            Cancel your session on {when}?{fromPackage ? ' It goes back to your package, to book again.' : ''}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className={smallButton}
              disabled={step === 'cancelling'}
              aria-busy={step === 'cancelling' || undefined}
              onClick={() => void cancel()}
            >
              {step === 'cancelling' ? 'Cancelling…' : 'Yes, cancel it'}
            </button>
            <button
              type="button"
              className={smallOutlineButton}
              disabled={step === 'cancelling'}
              onClick={() => setStep('idle')}
            >
              Keep it
            </button>
          </div>
        </div>
      )}
    </li>
  )
}
