// The open times of the free call, offered right after the strategy-call form: shown in the
// visitor's zone with the coach's named, one click to choose and one to book. A time someone else took meanwhile is
// refused with the next free times, offered in its place. When the owner chose his outside scheduling page, that
// page is offered instead.
import { useEffect, useState } from 'react'
import { api, ApiError, messageOf, unwrap } from '../lib/api.ts'
import { ExternalLink } from '../components/external-link.tsx'
import { primaryButton } from '../kit/button-styles.ts'
import { timeInFull, visitorTimeZone, zoneName } from './booking-times.ts'
import { TimeChoices } from './time-choices.tsx'

export interface Booker {
  name: string
  email: string
  phone: string
}

type OpenTimes = Awaited<ReturnType<typeof loadOpenTimes>>

function loadOpenTimes() {
  return unwrap(api.api.bookings['open-times'].$get())
}

type State =
  | { step: 'loading' }
  | { step: 'failed'; message: string }
  | { step: 'choosing'; open: OpenTimes; chosen: string | null; refusal: string | null; busy: boolean }
  | { step: 'booked'; start: string; message: string }

const LOAD_FAILED = 'We could not load the open times. We will contact you within 24 hours to schedule your call.'

export default function SlotPicker({ booker }: { booker: Booker }) {
  const [state, setState] = useState<State>({ step: 'loading' })
  useEffect(() => {
    loadOpenTimes().then(
      (open) => setState({ step: 'choosing', open, chosen: null, refusal: null, busy: false }),
      (error: unknown) => setState({ step: 'failed', message: messageOf(error, LOAD_FAILED) }),
    )
  }, [])

  if (state.step === 'loading') {
    return (
      <p role="status" className="mt-6 text-slate-700">
        Loading open times...
      </p>
    )
  }
  if (state.step === 'failed') {
    return (
      <p role="alert" className="mt-6 text-red-700">
        {state.message}
      </p>
    )
  }
  if (state.step === 'booked') {
    return (
      <div role="status" className="mt-6 rounded-xl bg-emerald-50 p-5 text-emerald-900 ring-1 ring-emerald-200">
        <p className="font-semibold">Booked: {timeInFull(state.start, visitorTimeZone('UTC'))}</p>
        <p className="mt-2">{state.message}</p>
      </div>
    )
  }
  const { open } = state
  if (open.bookingPage === 'external') {
    return (
      <p className="mt-6 text-slate-800">
        Want to pick a time now?{' '}
        <ExternalLink href={open.schedulingUrl} className="font-semibold text-brand-800 underline">
          Choose a time on our scheduling page
        </ExternalLink>
      </p>
    )
  }
  const zone = visitorTimeZone(open.coachTimeZone)
  const book = async (start: string) => {
    setState({ ...state, chosen: start, busy: true, refusal: null })
    try {
      const booked = await unwrap(api.api.bookings.$post({ json: { ...booker, start, timeZone: zone } }))
      setState({ step: 'booked', start: booked.start, message: booked.message })
    } catch (error) {
      const nextTimes = error instanceof ApiError ? (error.body.nextTimes as string[] | undefined) : undefined
      const times = nextTimes && nextTimes.length > 0 ? nextTimes : open.times.filter((t) => t !== start)
      setState({
        step: 'choosing',
        open: { ...open, times },
        chosen: null,
        busy: false,
        refusal: messageOf(error, 'Failed to book strategy call. Please try again.'),
      })
    }
  }
  return (
    <section aria-labelledby="pick-a-time" className="mt-8 border-t border-slate-200 pt-6">
      <h3 id="pick-a-time" className="text-lg font-bold text-slate-900">
        Pick a time for your {open.durationMinutes}-minute call now
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Times are shown in your time zone, {zoneName(zone)}. Your coach works in {zoneName(open.coachTimeZone)}.
      </p>
      {state.refusal && (
        <p role="alert" className="mt-3 text-red-700">
          {state.refusal}
        </p>
      )}
      {open.times.length === 0 ? (
        <p className="mt-4 text-slate-800">
          No open times right now. We will contact you within 24 hours to schedule your call.
        </p>
      ) : (
        <TimeChoices
          zone={zone}
          times={open.times}
          chosen={state.chosen}
          onChoose={(iso) => setState({ ...state, chosen: iso, refusal: null })}
        />
      )}
      {state.chosen && (
        <button
          type="button"
          disabled={state.busy}
          aria-busy={state.busy || undefined}
          onClick={() => void book(state.chosen!)}
          className={`${primaryButton} mt-5 w-full`}
        >
          {state.busy ? 'Booking your call...' : `Book ${timeInFull(state.chosen, zone)}`}
        </button>
      )}
    </section>
  )
}
