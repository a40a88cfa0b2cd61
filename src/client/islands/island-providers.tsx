import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { FeatureToggleProvider } from '../lib/feature-toggles.tsx'

/** What every island reads through context; the same on the Worker and in the browser, so hydration matches. */
export function IslandProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <FeatureToggleProvider>{children}</FeatureToggleProvider>
    </QueryClientProvider>
  )
}
