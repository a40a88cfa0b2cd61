// The pages' one entry: every HTML route the Worker answers (the public pages from the colo cache, checkout,
// payment success, the link pages, the lead forms posted without a script, the not-found page) for the app, and
// the unsubscribe page for the opt-outs feature. Only this folder renders with src/client's server code
// (tools/check-client-imports.ts); it imports no feature and reads their data through the Worker's own API.
export { publicPageRoutes } from './public-pages-routes.ts'
export { checkoutPageRoutes } from './checkout-page-routes.ts'
export { offerCheckoutRoutes } from './offer-checkout-routes.ts'
export { successPageRoutes } from './success-page-routes.ts'
export { linkPageRoutes } from './link-pages-routes.ts'
export { notFoundPageRoutes } from './not-found-page-routes.ts'
export { leadFormPostRoutes } from './lead-form-posts-routes.ts'
export { unsubscribePageHtml, type UnsubscribeState } from './unsubscribe-page.ts'
