import { useEffect } from 'react'
import { PageLoading } from './page-loading.tsx'

/**
 * The client app reached a page the Worker renders (a link inside the app, or an address cleaned of stray
 * quotes): the address is already right, so load it from the server.
 */
export default function ServerRenderedPage() {
  useEffect(() => window.location.reload(), [])
  return <PageLoading />
}
