import { cleanPath } from '../../shared/rules/path.ts'

/** Rewrites the address bar without a reload, keeping the query string and hash. */
export function cleanMalformedAddress(location: Location = window.location, history: History = window.history): void {
  const cleaned = cleanPath(location.pathname)
  if (cleaned !== location.pathname)
    history.replaceState(history.state, '', `${cleaned}${location.search}${location.hash}`)
}
