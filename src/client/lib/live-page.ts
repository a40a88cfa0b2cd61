// What the small scripts of the Worker-rendered link pages share (refund, plan, waitlist decline, payment success;
// decisions 060 and 063): one part of the page shown at a time, slots filled by name, a template's words cloned
// with their slots filled, and the page's calls, the link's token in the body, through the one fetch wrapper.
import { ApiError, unwrap } from './http.ts'

/** An element or a fragment. Not ParentNode: the Worker's types (here through the API's) overload `append`. */
type Root = Pick<ParentNode, 'querySelector' | 'querySelectorAll'>

export function slotOf<T extends HTMLElement = HTMLElement>(root: Root, name: string): T {
  return root.querySelector<T>(`[data-slot="${name}"]`)!
}

/** Shows the `[data-part]` named and hides the others. */
export function showPart(main: HTMLElement, part: string): void {
  for (const box of main.querySelectorAll<HTMLElement>('[data-part]')) box.hidden = box.dataset.part !== part
}

/** Each `[data-slot]` of the root whose name is given gets that text. */
export function fillSlots(root: Root, texts: Record<string, string>): void {
  for (const box of root.querySelectorAll<HTMLElement>('[data-slot]')) {
    const text = texts[box.dataset.slot!]
    if (text !== undefined) box.textContent = text
  }
}

/** The words of `template[data-<kind>="<name>"]`, with their slots filled, into `target`. */
export function sayFromTemplate(
  main: HTMLElement,
  selector: string,
  target: HTMLElement,
  texts: Record<string, string>,
): void {
  const words = main.querySelector<HTMLTemplateElement>(selector)!.content.cloneNode(true) as DocumentFragment
  fillSlots(words, texts)
  target.replaceChildren(words)
}

export function postJson<T>(path: string, body: unknown): Promise<T> {
  return unwrap(
    fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  ) as Promise<T>
}

/** A call that never reached the server (offline, a dropped connection) says so, not that the link is wrong. */
export const UNREACHABLE = 'We could not reach our server. Please check your connection and try again.'

/** The waiting line (link-page.tsx's Waiting) says no answer came, with a button that asks again. */
export function showUnreachable(main: HTMLElement, retry: () => void): void {
  const line = main.querySelector<HTMLElement>('[data-wait]')!
  const words = slotOf(line, 'waiting')
  const waiting = words.textContent
  const again = document.createElement('button')
  again.type = 'button'
  again.className = 'rounded-md border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-800'
  again.textContent = 'Try again'
  again.addEventListener('click', () => {
    again.remove()
    line.setAttribute('role', 'status')
    ;(line.firstElementChild as HTMLElement).hidden = false
    words.textContent = waiting
    retry()
  })
  line.setAttribute('role', 'alert')
  ;(line.firstElementChild as HTMLElement).hidden = true
  words.textContent = UNREACHABLE
  line.appendChild(again)
}

/** The server's message; its own fallback for an answer without one; UNREACHABLE when no answer came. */
export function failureOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return UNREACHABLE
  return error.serverMessage || fallback
}

/**
 * Another link to this page followed while it is open (a mail app that reuses its view) changes only the fragment,
 * where the link's token is: the page loads again for that link, so it never shows one purchase, booking or action
 * with another's token behind its buttons.
 */
export function reloadOnNewLink(): void {
  window.addEventListener('hashchange', () => window.location.reload(), { once: true })
}
