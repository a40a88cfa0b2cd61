// Who is signed in, for the admin area: GET /api/auth/user (null when signed out) and, only for someone
// signed in, GET /api/admin/me. useRequireAdmin sends everyone else on /admin to /admin/login; useSignOut
// ends the session on the server. The server guards every admin call itself: this only decides what to show.
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { api, ApiError } from './api.ts'
import { queries, queryKeys } from './queries.ts'
import { queryClient } from './query-client.ts'
import { toast } from './toast-store.ts'

export interface SignedInUser {
  email: string
  firstName: string | null
}

export type AdminSession =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'signed-out' }
  | { status: 'not-admin'; user: SignedInUser }
  | { status: 'admin'; user: SignedInUser }

export function useAdminSession(): AdminSession {
  const user = useQuery(queries.authUser())
  const admin = useQuery({ ...queries.adminMe(), enabled: Boolean(user.data) })
  const retry = () => void queryClient.invalidateQueries({ queryKey: queryKeys.auth })
  if (user.isPending) return { status: 'loading' }
  if (user.isError) return { status: 'error', retry }
  if (!user.data) return { status: 'signed-out' }
  if (admin.isPending) return { status: 'loading' }
  if (admin.isError) return { status: 'error', retry }
  return { status: admin.data.isAdmin ? 'admin' : 'not-admin', user: user.data }
}

/** The admin guard for pages: signed-out visitors and non-admins are sent to /admin/login. */
export function useRequireAdmin(): AdminSession {
  const session = useAdminSession()
  const [, navigate] = useLocation()
  useEffect(() => {
    if (session.status === 'signed-out') navigate('/admin/login', { replace: true })
    if (session.status === 'not-admin') navigate('/admin/login?error=not-admin', { replace: true })
  }, [session.status, navigate])
  return session
}

export function useSignOut() {
  return useMutation({
    mutationFn: async () => {
      // The Worker revokes the session and answers 303 to /; not following it, fetch reports an opaque redirect.
      const response = await api.api.logout.$post(undefined, { init: { redirect: 'manual' } })
      if (response.type !== 'opaqueredirect' && !response.ok)
        throw new ApiError(response.status, response.statusText, undefined)
    },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.auth })
      // A full load of the home page: nothing of the admin area stays in memory.
      window.location.assign('/')
    },
    onError: () => toast({ title: 'Error', description: 'Failed to logout properly', variant: 'destructive' }),
  })
}
