import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { isPublicPagePath } from '../../shared/public-pages.ts'
import { noteAddress } from '../lib/secret-address.ts'
import { trackPageView } from '../lib/tracking.ts'

/** SPEC §2: every route change is a page view (the public pages count theirs in boot.ts). */
export function RouteTracker() {
  const [pathname] = useLocation()
  useEffect(() => {
    noteAddress()
    // A server-rendered page is loaded from the server next, and counts its own view there.
    if (isPublicPagePath(pathname)) return
    trackPageView()
  }, [pathname])
  return null
}
