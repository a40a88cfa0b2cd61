// The route table of SPEC §2. Every page is its own chunk, so the home page never loads admin or
// checkout code.
import { createBrowserRouter, Outlet } from 'react-router'
import { PageLoading } from './components/page-loading.tsx'
import { RouteTracker } from './components/route-tracker.tsx'
import { Toaster } from './components/toaster.tsx'

function Root() {
  return (
    <>
      <RouteTracker />
      <Outlet />
      <Toaster />
    </>
  )
}

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default })

/** Created after the address is cleaned, because the router reads it once, when it is made. */
export const createAppRouter = () =>
  createBrowserRouter([
  {
    Component: Root,
    HydrateFallback: PageLoading,
    children: [
      { path: '/', lazy: page(() => import('./pages/home.tsx')) },
      { path: '/old', lazy: page(() => import('./pages/old-home.tsx')) },
      { path: '/admin', lazy: page(() => import('./pages/admin.tsx')) },
      { path: '/admin/login', lazy: page(() => import('./pages/admin-login.tsx')) },
      { path: '/privacy-policy', lazy: page(() => import('./pages/privacy-policy.tsx')) },
      { path: '/terms-and-conditions', lazy: page(() => import('./pages/terms.tsx')) },
      { path: '/data-deletion', lazy: page(() => import('./pages/data-deletion.tsx')) },
      { path: '/checkout', lazy: page(() => import('./pages/checkout.tsx')) },
      { path: '/payment-success', lazy: page(() => import('./pages/payment-success.tsx')) },
      { path: '/debug-sms', lazy: page(() => import('./pages/debug-sms.tsx')) },
      { path: '*', lazy: page(() => import('./pages/not-found.tsx')) },
    ],
  },
])
