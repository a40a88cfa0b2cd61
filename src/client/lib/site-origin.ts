// The address a server-rendered page was served from. A page that names the site's own address takes it from
// here, never from a stored setting: a local run's port or a preview's host is the one the visitor is on.
import { createContext, useContext } from 'react'

export const SiteOrigin = createContext('')

/** The origin the page was served from ('' where nobody said, so a link stays relative). */
export function useSiteOrigin(): string {
  return useContext(SiteOrigin)
}
