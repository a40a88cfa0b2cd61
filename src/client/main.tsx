import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { FeatureToggleProvider } from './lib/feature-toggles.tsx'
import { cleanMalformedAddress } from './lib/path-cleanup.ts'
import { queryClient } from './lib/query-client.ts'
import { createAppRouter } from './router.tsx'
import './styles.css'

// Before the router reads the address, so it never routes the mangled one.
cleanMalformedAddress()
const router = createAppRouter()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <FeatureToggleProvider>
        <RouterProvider router={router} />
      </FeatureToggleProvider>
    </QueryClientProvider>
  </StrictMode>,
)
