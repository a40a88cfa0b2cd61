// The 'not interested' link of a waitlist offer (/waitlist/decline#offer=<token>) as the Worker renders it
// (decision 063). It asks before it acts: mail scanners open links, and an offer must not end because a scanner
// looked at it. The token is only in the fragment; decline-live.ts reads it, points the other answer at the
// offer's checkout and sends the decline with the token in the body.
import { type LinkPageContact, NeedsScript } from '../components/link-page.tsx'

export function DeclinePage({ contact }: { contact: LinkPageContact }) {
  return (
    <main data-waitlist-decline className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">Not interested in this seat?</h1>
        <div data-part="ask">
          <p className="mt-3 text-slate-700">
            If you let it go, the seat we are holding for you goes to the next person in line. This cannot be undone.
          </p>
          <NeedsScript needs="Answering this offer" contact={contact} />
          <p role="alert" data-slot="failed" hidden className="mt-3 text-red-700" />
          <div className="mt-6 flex flex-wrap gap-3">
            {/* Enabled by the script once it has the offer's token. */}
            <button
              type="button"
              data-slot="decline"
              data-busy="Giving your seat to the next person..."
              disabled
              className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-70"
            >
              Give my seat to the next person
            </button>
            {/* Its address needs the token, which only the browser has: the script gives it one. */}
            <a data-slot="claim" className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800">
              I want the seat after all
            </a>
          </div>
        </div>
        <p data-part="done" role="status" data-slot="done" hidden className="mt-3 text-slate-700" />
      </div>
    </main>
  )
}
