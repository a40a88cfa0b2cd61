// The client app's route table (SPEC §2). The public pages (/, /old, the legal pages), checkout and the pages of the
// links in emails (payment success, refund, plan, waitlist decline) are rendered by the Worker; reaching one inside the
// app (an address cleaned of stray quotes) loads it from the server. Every page is its own chunk; wouter keeps the
// router itself at a few kilobytes.
import { lazy, Suspense } from 'react'
import { Route, Switch } from 'wouter'
import { LINK_PAGE_PATHS, PUBLIC_PAGE_PATHS } from '../shared/public-pages.ts'
import { PageLoading } from './components/page-loading.tsx'
import { RouteTracker } from './components/route-tracker.tsx'
import { Toaster } from './components/toaster.tsx'

const ServerRenderedPage = lazy(() => import('./components/server-rendered-page.tsx'))
const AdminPage = lazy(() => import('./pages/admin.tsx'))
const AdminLoginPage = lazy(() => import('./pages/admin-login.tsx'))
const WaitlistConfirmPage = lazy(() => import('./pages/waitlist-confirm.tsx'))
const DebugSmsPage = lazy(() => import('./pages/debug-sms.tsx'))
const MyCoachingPage = lazy(() => import('./pages/my-coaching.tsx'))
const NotFoundPage = lazy(() => import('./pages/not-found.tsx'))

export function AppRoutes() {
  return (
    <>
      <RouteTracker />
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {[...PUBLIC_PAGE_PATHS, ...LINK_PAGE_PATHS].map((path) => (
            <Route key={path} path={path} component={ServerRenderedPage} />
          ))}
          <Route path="/admin" component={AdminPage} />
          <Route path="/admin/login" component={AdminLoginPage} />
          <Route path="/checkout" component={ServerRenderedPage} />
          <Route path="/waitlist/confirm" component={WaitlistConfirmPage} />
          <Route path="/debug-sms" component={DebugSmsPage} />
          <Route path="/my-coaching" component={MyCoachingPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
      <Toaster />
    </>
  )
}
