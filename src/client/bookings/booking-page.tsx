// The move-or-cancel page of a booked call (/booking#<token>, from any of its emails) as the Worker renders it
// (decision 063): the same shell for everyone, the token only in the fragment. booking-live.ts reads it, asks for the
// booking as it is now (an older email's link opens the current time, never a stale one), and fills this in.
import { type LinkPageContact, NeedsScript, Waiting } from '../components/link-page.tsx'

export const BOOKING_TITLE = 'Your free strategy call'

const smallButton = 'rounded-md px-4 py-2 font-semibold disabled:opacity-70'

export function BookingPage({ contact }: { contact: LinkPageContact }) {
  return (
    <main data-booking className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-lg rounded-xl bg-white p-8 shadow-sm">
        <h1 className="text-3xl font-bold text-slate-900">{BOOKING_TITLE}</h1>
        <div data-part="loading">
          <Waiting>Loading your booking...</Waiting>
          <NeedsScript needs="Seeing, moving or cancelling your booking" contact={contact} />
        </div>
        <div data-part="invalid" hidden>
          <p role="alert" data-slot="invalid" className="mt-4 text-red-700" />
        </div>
        <div data-part="booked" hidden>
          <p className="mt-4 text-lg text-slate-900">
            Booked for <strong data-slot="when" />
          </p>
          <p data-slot="coach-when" className="mt-1 text-sm text-slate-700" />
          <p data-slot="video" hidden className="mt-3">
            <a data-slot="video-link" className="font-semibold text-brand-800 underline">
              Join the video call
            </a>
          </p>
          <p role="status" data-slot="done" hidden className="mt-4 rounded-md bg-emerald-50 p-3 text-emerald-900" />
          <p data-slot="refusal" hidden className="mt-4 text-slate-800" />
          <p role="alert" data-slot="failed" hidden className="mt-4 text-red-700" />
          <div data-slot="actions" className="mt-6 flex flex-wrap gap-3">
            <button type="button" data-slot="show-times" className={`${smallButton} bg-brand-700 text-white`}>
              Move to another time
            </button>
            <button
              type="button"
              data-slot="cancel"
              data-confirm="Yes, cancel my call"
              data-busy="Cancelling..."
              className={`${smallButton} border border-slate-300 text-slate-800`}
            >
              Cancel this call
            </button>
          </div>
          <section data-slot="move" hidden className="mt-6 border-t border-slate-200 pt-4">
            <h2 className="font-bold text-slate-900">Choose a new time</h2>
            <p data-slot="zone-note" className="mt-1 text-sm text-slate-700" />
            <p data-slot="moves-left" className="mt-1 text-sm text-slate-700" />
            <p data-slot="no-times" hidden className="mt-3 text-slate-800">
              No other open times right now. Please contact us at {contact.contactEmail} or {contact.contactPhone}.
            </p>
            <div data-slot="times" className="mt-3 max-h-96 space-y-4 overflow-y-auto" />
            <button
              type="button"
              data-slot="confirm-move"
              data-busy="Moving your call..."
              hidden
              className={`${smallButton} mt-4 w-full bg-brand-700 text-white`}
            />
          </section>
        </div>
        <div data-part="cancelled" hidden>
          <p className="mt-4 text-slate-900">
            Your call on <span data-slot="cancelled-when" /> is canceled.
          </p>
          <p className="mt-3">
            <a href="/#strategy-call" className="font-semibold text-brand-800 underline">
              Book another time
            </a>
          </p>
        </div>
      </div>
    </main>
  )
}
