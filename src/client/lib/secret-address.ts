// Once a page of this document had a secret in its address (a refund, plan or offer token, a payment
// reference) or showed the owner's leads, no third-party tag may load or hear an event for the rest of the
// load: a tag loaded later could still read what the earlier page left in history, the referrer or the DOM.
// Noted at boot, before any page strips its address, and on every route change.
import { isTagFreeAddress, isTagPageAddress } from '../../shared/tag-free-pages.ts'

let seen = false

export function noteAddress(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): void {
  if (isTagFreeAddress(location)) seen = true
}

/** Tags load and hear events only on the pages that allow them (isTagPageAddress), and never after a secret. */
export function tagsAllowed(): boolean {
  noteAddress()
  return !seen && isTagPageAddress(window.location)
}
