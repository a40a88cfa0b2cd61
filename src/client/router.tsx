// The route table of SPEC §2. Every page is its own chunk, so the home page never loads admin or
// checkout code. wouter keeps the router itself at a few kilobytes.
import { lazy, Suspense } from 'react'
import { Route, Switch } from 'wouter'
import { PageLoading } from './components/page-loading.tsx'
import { RouteTracker } from './components/route-tracker.tsx'
import { Toaster } from './components/toaster.tsx'

const HomePage = lazy(() => import('./pages/home.tsx'))
const OldHomePage = lazy(() => import('./pages/old-home.tsx'))
const AdminPage = lazy(() => import('./pages/admin.tsx'))
const AdminLoginPage = lazy(() => import('./pages/admin-login.tsx'))
const PrivacyPolicyPage = lazy(() => import('./pages/privacy-policy.tsx'))
const TermsPage = lazy(() => import('./pages/terms.tsx'))
const DataDeletionPage = lazy(() => import('./pages/data-deletion.tsx'))
const CheckoutPage = lazy(() => import('./pages/checkout.tsx'))
const PaymentSuccessPage = lazy(() => import('./pages/payment-success.tsx'))
const DebugSmsPage = lazy(() => import('./pages/debug-sms.tsx'))
const NotFoundPage = lazy(() => import('./pages/not-found.tsx'))

export function AppRoutes() {
  return (
    <>
      <RouteTracker />
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/old" component={OldHomePage} />
          <Route path="/admin" component={AdminPage} />
          <Route path="/admin/login" component={AdminLoginPage} />
          <Route path="/privacy-policy" component={PrivacyPolicyPage} />
          <Route path="/terms-and-conditions" component={TermsPage} />
          <Route path="/data-deletion" component={DataDeletionPage} />
          <Route path="/checkout" component={CheckoutPage} />
          <Route path="/payment-success" component={PaymentSuccessPage} />
          <Route path="/debug-sms" component={DebugSmsPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
      <Toaster />
    </>
  )
}
