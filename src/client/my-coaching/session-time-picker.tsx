// The open times of a one-to-one session, in the client's own zone with the coach's named: one click chooses a
// time, one more books or moves to it. A time someone took meanwhile is refused with the next free times in its
// place; any other failure keeps his choice and the list, so nothing he did is lost.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { BUSINESS_TIME_ZONE } from '../../shared/rules/business-clock.ts'
import { timeInFull, visitorTimeZone, zoneName } from '../bookings/booking-times.ts'
import { TimeChoices } from '../bookings/time-choices.tsx'
import { ApiError, messageOf } from '../lib/api.ts'
import { openTimesKey, readOpenTimes } from './my-coaching-api.ts'
import { smallButton, smallOutlineButton } from './my-coaching-styles.ts'

interface SessionTimePickerProps {
  /** The session being moved, or null for a new one. */
  moving: string | null
  heading: string
  /** What the confirm button says for the chosen time, written in his zone. */
  confirmLabel(when: string): string
  busyLabel: string
  failure: string
  onConfirm(start: string, zone: string): Promise<void>
  onClose(): void
}

export function SessionTimePicker(props: SessionTimePickerProps) {
  const zone = visitorTimeZone(BUSINESS_TIME_ZONE)
  // Read afresh each time it opens: the times change with every booking.
  const open = useQuery({
    queryKey: openTimesKey(props.moving),
    queryFn: () => readOpenTimes(props.moving),
    retry: false,
    gcTime: 0,
  })
  const [chosen, setChosen] = useState<string | null>(null)
  const [offered, setOffered] = useState<string[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const confirm = async (start: string) => {
    setBusy(true)
    setProblem(null)
    try {
      await props.onConfirm(start, zone)
    } catch (error) {
      const next = error instanceof ApiError ? (error.body.nextTimes as string[] | undefined) : undefined
      if (next && next.length > 0) {
        setOffered(next)
        setChosen(null)
      }
      setProblem(messageOf(error, props.failure))
      setBusy(false)
    }
  }

  const times = offered ?? open.data?.times ?? []
  return (
    <section aria-label={props.heading} className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h4 className="font-semibold text-slate-900">{props.heading}</h4>
      {open.isPending ? (
        <p role="status" className="mt-2 text-slate-700">
          Loading open times…
        </p>
      ) : open.isError ? (
        <p role="alert" className="mt-2 text-red-700">
          {messageOf(open.error, 'We could not load the open times. Please try again.')}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {open.data.durationMinutes}-minute sessions. Times are shown in your time zone, {zoneName(zone)}. Your coach
            works in {zoneName(open.data.coachTimeZone)}.
          </p>
          {problem && (
            <p role="alert" className="mt-3 text-red-700">
              {problem}
            </p>
          )}
          {times.length === 0 ? (
            <p className="mt-3 text-slate-800">No open times right now. Please look again tomorrow, or contact us.</p>
          ) : (
            <TimeChoices zone={zone} times={times} chosen={chosen} onChoose={setChosen} />
          )}
        </>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {chosen && (
          <button
            type="button"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void confirm(chosen)}
            className={smallButton}
          >
            {busy ? props.busyLabel : props.confirmLabel(timeInFull(chosen, zone))}
          </button>
        )}
        <button type="button" disabled={busy} onClick={props.onClose} className={smallOutlineButton}>
          Close
        </button>
      </div>
    </section>
  )
}
