// Wakes the Worker-rendered Done page (action-page.tsx) without React (decision 063): the token from the fragment,
// the action as it is now (reading marks nothing), and the page's presses, done, undo and the note, with the token
// in their bodies. Each answer is the action as it is after the press, so a reused link simply shows it done.
import type { ActionView } from '../../shared/actions.ts'
import { ApiError } from '../lib/http.ts'
import { failureOf, post, reloadOnNewLink, showPart, showUnreachable, slotOf } from '../lib/live-page.ts'

const MISSING = 'This link is not complete. Please open it again from your email.'

/** The link's token from the fragment; a mangled one (a mail app's rewrite) reads as none. */
function tokenOfAddress(): string {
  try {
    return decodeURIComponent(location.hash.slice(1))
  } catch {
    return ''
  }
}

export function wakeActionPage(): void {
  const main = document.querySelector<HTMLElement>('main[data-action]')
  if (!main) return
  reloadOnNewLink()
  const token = tokenOfAddress()
  if (!token) return invalid(main, MISSING)
  const load = () =>
    post('/api/actions/view', { token }).then(
      (view) => {
        wire(main, token)
        show(main, view)
      },
      (error: unknown) =>
        error instanceof ApiError ? invalid(main, failureOf(error, MISSING)) : showUnreachable(main, load),
    )
  void load()
}

function invalid(main: HTMLElement, message: string) {
  slotOf(main, 'invalid').textContent = message
  showPart(main, 'invalid')
  main.dataset.live = ''
}

function stateWords(view: ActionView): string {
  if (view.state === 'withdrawn') return 'Coach withdrew this action: there is nothing to mark.'
  if (view.state === 'done' && view.doneLate) return 'Done, after its due time.'
  if (view.state === 'done') return view.canUndo ? 'Done. Well done, brother.' : 'Done.'
  if (view.state === 'overdue') return 'Not done yet, and its due time has passed. You can still mark it done.'
  return 'Not done yet.'
}

function show(main: HTMLElement, view: ActionView) {
  slotOf(main, 'title').textContent = view.title
  slotOf(main, 'detail').textContent = view.detail ?? ''
  slotOf(main, 'due').textContent = view.due
  slotOf(main, 'state').textContent = stateWords(view)
  slotOf(main, 'done').hidden = view.state !== 'open' && view.state !== 'overdue'
  slotOf(main, 'undo').hidden = !view.canUndo
  slotOf(main, 'note-form').hidden = view.state === 'withdrawn'
  const note = main.querySelector<HTMLTextAreaElement>('textarea[name="note"]')!
  if (document.activeElement !== note) note.value = view.note ?? ''
  showPart(main, 'action')
  main.dataset.live = ''
}

/** One press: the button shows its busy words, the answer redraws the action, a refusal is said beside it. */
async function press(main: HTMLElement, button: HTMLButtonElement, call: () => Promise<ActionView>) {
  const failed = slotOf(main, 'failed')
  const idle = button.textContent
  button.disabled = true
  button.textContent = button.dataset.busy!
  failed.hidden = true
  try {
    show(main, await call())
    return true
  } catch (error) {
    failed.textContent = failureOf(error, 'We could not save that. Please try again.')
    failed.hidden = false
    return false
  } finally {
    button.disabled = false
    button.textContent = idle
  }
}

function wire(main: HTMLElement, token: string) {
  const done = slotOf<HTMLButtonElement>(main, 'done')
  const undo = slotOf<HTMLButtonElement>(main, 'undo')
  done.onclick = () => void press(main, done, () => post('/api/actions/done', { token }))
  undo.onclick = () => void press(main, undo, () => post('/api/actions/undo', { token }))
  const form = slotOf<HTMLFormElement>(main, 'note-form')
  const saved = slotOf(main, 'note-saved')
  form.onsubmit = (event) => {
    event.preventDefault()
    const note = new FormData(form).get('note')
    saved.hidden = true
    void press(main, slotOf<HTMLButtonElement>(main, 'save-note'), () =>
      post('/api/actions/note', { token, note: String(note ?? '') }),
    ).then((ok) => {
      saved.textContent = ok ? 'Your note is saved.' : ''
      saved.hidden = !ok
    })
  }
}
