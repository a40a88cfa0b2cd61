import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { FeatureToggleProvider } from './lib/feature-toggles.tsx'
import { cleanMalformedAddress } from './lib/path-cleanup.ts'
import { queryClient } from './lib/query-client.ts'
import { AppRoutes } from './router.tsx'
import { reportVitalsLater } from './lib/vitals-later.ts'
import './styles.css'

// Before the first render, so the router never sees the mangled address.
cleanMalformedAddress()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <FeatureToggleProvider>
        <AppRoutes />
      </FeatureToggleProvider>
    </QueryClientProvider>
  </StrictMode>,
)
void (window.requestIdleCallback ?? setTimeout)(
  () => void import('./lib/pixels.ts').then(({ loadPixels }) => loadPixels()),
) // third-party tags wait for idle: never on the first screen's path
// My coaching reports its own speed, like the pages the Worker renders.
reportVitalsLater()
// After load, in its own chunk: installable and offline without slowing the first screen.
void import('./lib/register-sw.ts').then(({ registerServiceWorker }) => registerServiceWorker())
