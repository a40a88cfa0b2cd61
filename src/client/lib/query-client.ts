import { QueryClient } from '@tanstack/react-query'

// SPEC §9: no refetch interval, none on focus, never stale, no retries.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY, retry: false },
    mutations: { retry: false },
  },
})
