// The page of an action's Done link (/action#<token>, from his email) as the Worker renders it (decisions 063,
// 104): the same shell for everyone, the token only in the fragment. Opening it marks nothing, because mail
// scanners open links too; action-live.ts reads the token, shows the action, and its one button marks it done.
// He can add a short note, and undo before the due time.
import { ACTION_NOTE_MAX } from '../../shared/guarantee.ts'
import { type LinkPageContact, NeedsScript, Waiting } from '../components/link-page.tsx'

export const ACTION_TITLE = 'Your action'

const button = 'rounded-md px-4 py-2 font-semibold disabled:opacity-70'

export function ActionPage({ contact }: { contact: LinkPageContact }) {
  return (
    <main data-action className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-lg rounded-xl bg-white p-8 shadow-sm">
        <h1 className="text-3xl font-bold text-slate-900">{ACTION_TITLE}</h1>
        <div data-part="loading">
          <Waiting>Loading your action...</Waiting>
          <NeedsScript needs="Marking your action done" contact={contact} />
        </div>
        <div data-part="invalid" hidden>
          <h2 className="mt-4 text-xl font-semibold text-slate-900">Action not found</h2>
          <p role="alert" data-slot="invalid" className="mt-2 text-red-700" />
          <p className="mt-3 text-slate-700">
            Your actions are also on{' '}
            <a href="/my-coaching" className="font-semibold text-brand-800 underline">
              My coaching
            </a>
            .
          </p>
        </div>
        <div data-part="action" hidden>
          <p className="mt-4 text-xl font-semibold text-slate-900" data-slot="title" />
          <p data-slot="detail" className="mt-1 whitespace-pre-line text-slate-700" />
          <p className="mt-2 text-slate-700">
            Due <span data-slot="due" />
          </p>
          <p role="status" data-slot="state" className="mt-4 rounded-md bg-slate-100 p-3 text-slate-900" />
          <p role="alert" data-slot="failed" hidden className="mt-3 text-red-700" />
          <div className="mt-5 flex flex-wrap gap-3">
            <button
              type="button"
              data-slot="done"
              data-busy="Marking it done..."
              hidden
              className={`${button} bg-brand-700 text-white`}
            >
              Mark it done
            </button>
            <button
              type="button"
              data-slot="undo"
              data-busy="Undoing..."
              hidden
              className={`${button} border border-slate-300 text-slate-800`}
            >
              Undo: not done yet
            </button>
          </div>
          <form data-slot="note-form" className="mt-6 border-t border-slate-200 pt-4">
            <label htmlFor="action-note" className="font-semibold text-slate-900">
              A note for your coach (optional)
            </label>
            <textarea
              id="action-note"
              name="note"
              maxLength={ACTION_NOTE_MAX}
              rows={3}
              className="mt-2 w-full rounded-md border border-slate-300 p-2 text-slate-900"
            />
            <p role="status" data-slot="note-saved" hidden className="mt-1 text-sm text-emerald-800" />
            <button
              type="submit"
              data-slot="save-note"
              data-busy="Saving..."
              className={`${button} mt-2 border border-slate-300 text-slate-800`}
            >
              Save the note
            </button>
          </form>
          <p className="mt-6 text-sm text-slate-700">
            All your actions are on{' '}
            <a href="/my-coaching" className="font-semibold text-brand-800 underline">
              My coaching
            </a>
            .
          </p>
        </div>
      </div>
    </main>
  )
}
