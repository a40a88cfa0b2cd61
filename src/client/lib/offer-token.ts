// The offer token of the page's address: from the fragment (`#offer=…`, today's links) or the query
// (`?offer=…`, links in messages sent before). A token found in the query is moved into the fragment at
// once, so it stays out of later requests, the Referer and anything that reads the address.
import { OFFER_PARAM } from '../../shared/waitlist-links.ts'

export function offerTokenOfAddress(location: Location = window.location, history: History = window.history): string {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get(OFFER_PARAM)
  if (fromHash) return fromHash
  const query = new URLSearchParams(location.search)
  const fromQuery = query.get(OFFER_PARAM)
  if (!fromQuery) return ''
  query.delete(OFFER_PARAM)
  const rest = query.toString()
  const hash = `#${OFFER_PARAM}=${encodeURIComponent(fromQuery)}`
  history.replaceState(history.state, '', `${location.pathname}${rest ? `?${rest}` : ''}${hash}`)
  return fromQuery
}
