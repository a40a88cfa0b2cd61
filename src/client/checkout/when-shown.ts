// A page the browser prepared ahead of a click (Speculation Rules prerender) runs its scripts before the
// visitor sees it. Whatever leaves a trace (a payment intent, a held seat, an analytics event) waits here
// until the page is actually shown.
declare global {
  interface Document {
    /** Chromium's prerendering flag; absent in browsers that do not prerender (declared as web-vitals does). */
    prerendering?: boolean
  }
}

export function whenShown(then: () => void): void {
  if (document.prerendering) document.addEventListener('prerenderingchange', () => then(), { once: true })
  else then()
}
