import { useEffect } from 'react'

/**
 * index.html names the production origin once, in its canonical link; every page keeps that origin and
 * puts its own path there (and in og:url), so no page claims to be a copy of the home page.
 */
function pointCanonicalAtThisPage(): void {
  const url = new URL(
    window.location.pathname,
    document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? window.location.origin,
  ).href
  document.querySelector('link[rel="canonical"]')?.setAttribute('href', url)
  document.querySelector('meta[property="og:url"]')?.setAttribute('content', url)
}

/** Sets the document title, description and canonical address for the page being shown. */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = title
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description)
    pointCanonicalAtThisPage()
  }, [title, description])
}
