// What the small scripts of the Worker-rendered link pages share (refund, plan, waitlist decline, payment success;
// decisions 060 and 063): one part of the page shown at a time, slots filled by name, a template's words cloned
// with their slots filled, and the page's calls, the link's token in the body, typed from the app's own routes.
import type { InferRequestType, InferResponseType } from 'hono/client'
import type { SuccessStatusCode } from 'hono/utils/http-status'
import type { api } from './api.ts'
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

/** The API's routes as Hono's client types them: only types, so the live scripts ship no RPC client. */
type Api = typeof api.api

/** The route at a path under /api/ ('checkout/reserve'), walked one segment at a time through the app's types. */
type RouteAt<Routes, Path extends string> = Path extends `${infer Head}/${infer Rest}`
  ? Head extends keyof Routes
    ? RouteAt<Routes[Head], Rest>
    : never
  : Path extends keyof Routes
    ? Routes[Path]
    : never

type PostOf<Path extends string> = RouteAt<Api, Path> extends { $post: infer Call } ? Call : never
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Hono's own client types take any call
type AnyCall = (...args: any[]) => any

/** The JSON body the route validates, as its schema reads it. */
export type PostBody<Path extends string> =
  PostOf<Path> extends AnyCall ? (InferRequestType<PostOf<Path>> extends { json: infer Body } ? Body : never) : never

/** What the route answers when it succeeds (a refusal is thrown as ApiError by unwrap). */
export type PostAnswer<Path extends string> =
  PostOf<Path> extends AnyCall ? InferResponseType<PostOf<Path>, SuccessStatusCode> : never

/**
 * A POST to one of the app's own routes, its body and answer typed from the route itself (a renamed field fails
 * the type check), sent through the one fetch wrapper: the page's scripts call the Worker without the RPC client.
 */
export function post<Path extends string>(path: `/api/${Path}`, body: PostBody<Path>): Promise<PostAnswer<Path>> {
  return unwrap(
    fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  ) as Promise<PostAnswer<Path>>
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
