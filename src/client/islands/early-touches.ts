// What a visitor does to an interactive part before its code has come alive (decision 054): a press of one of
// its buttons, a form sent, the mouse leaving through the top for the exit popup. Each is held, the part is woken,
// and once it is alive the same thing is done to it again, once. Links and the FAQ need none of this: the
// browser does them itself. Parts drawn only in the browser (data-ssr="false") have nothing to press before then.
import { isExitThroughTop } from '../forms/exit-through-top.ts'

/** Wakes an island; resolves once React has committed it (data-hydrated). */
export type Wake = (island: HTMLElement) => Promise<void>

/** Alive, and a task later: what the part did on arrival (a form adopting what was typed) is committed too. */
function awake(wake: Wake, island: HTMLElement): Promise<void> {
  return wake(island).then(() => new Promise((resolve) => setTimeout(resolve)))
}

function sleepingIsland(target: Element | null): HTMLElement | null {
  const island = target?.closest<HTMLElement>('[data-island]')
  if (!island || island.hasAttribute('data-hydrated') || island.dataset.ssr === 'false') return null
  return island
}

/** Finds the element again after waking: the same node, or the one in its place if hydration had to redraw. */
function finder<E extends Element>(island: HTMLElement, element: E, selector: string): () => E | undefined {
  const index = Array.from(island.querySelectorAll(selector)).indexOf(element)
  return () => (element.isConnected ? element : (island.querySelectorAll<E>(selector)[index] ?? undefined))
}

/** A press of a button (not a submit button: its form's submit is held instead). */
function holdPress(wake: Wake, event: MouseEvent): void {
  const button = (event.target as Element | null)?.closest?.('button')
  const island = sleepingIsland(button ?? null)
  if (!button || !island || button.type === 'submit') return
  // Not to React either: a part in the middle of hydrating could act on it too, and it must happen once.
  event.stopPropagation()
  const again = finder(island, button, 'button')
  void awake(wake, island).then(() => again()?.click())
}

const held = new WeakSet<HTMLFormElement>()

/** A form sent: not posted to its no-script page, but given to the form once it is alive, to validate and send. */
function holdSubmit(wake: Wake, event: SubmitEvent): void {
  const form = event.target as HTMLFormElement
  const island = sleepingIsland(form)
  if (!island) return
  event.preventDefault()
  event.stopPropagation()
  if (held.has(form)) return
  held.add(form)
  const submitter = event.submitter
  const again = finder(island, form, 'form')
  void awake(wake, island).then(
    () => {
      held.delete(form)
      const alive = again()
      alive?.requestSubmit(submitter instanceof HTMLButtonElement && submitter.form === alive ? submitter : null)
    },
    // Its code could not load: the post the form would have made without a script, answered by a page.
    () => form.submit(),
  )
}

let exitHeld = false

/** The mouse leaving through the top before the exit popup listens: told to the popup once it does. */
function holdExit(wake: Wake, event: MouseEvent): void {
  if (exitHeld || !isExitThroughTop(event)) return
  const island = document.querySelector<HTMLElement>('[data-island="exit-intent"]:not([data-hydrated])')
  if (!island) return
  exitHeld = true
  const { clientX, clientY } = event
  void awake(wake, island).then(() =>
    document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientX, clientY })),
  )
}

export function holdEarlyTouches(wake: Wake): void {
  document.addEventListener('click', (event) => holdPress(wake, event), true)
  document.addEventListener('submit', (event) => holdSubmit(wake, event), true)
  document.addEventListener('mouseout', (event) => holdExit(wake, event), true)
}
