// The /checkout route inside the app. The page itself is checkout's (checkout/client-checkout-page.tsx), because
// a waitlist offer's Worker-rendered checkout mounts it too and checkout never imports pages/ (decision 119).
export { default } from '../checkout/client-checkout-page.tsx'
