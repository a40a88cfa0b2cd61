import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { trackPageView } from '../lib/tracking.ts'

/** SPEC §2: every route change is a page view. */
export function RouteTracker() {
  const [pathname] = useLocation()
  useEffect(() => {
    trackPageView()
  }, [pathname])
  return null
}
