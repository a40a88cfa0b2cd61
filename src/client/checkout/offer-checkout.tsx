// A waitlist offer's link opens the client app's checkout (client-checkout-page.tsx), which reads the offer token
// from the address and claims the seat kept for its holder. Loaded only for such a link: a buyer arriving
// from the site never loads React for checkout.
import { createRoot } from 'react-dom/client'
import { Toaster } from '../components/toaster.tsx'
import { IslandProviders } from '../islands/island-providers.tsx'
import { queryClient } from '../lib/query-client.ts'
import CheckoutPage from './client-checkout-page.tsx'

export function mountOfferCheckout(main: HTMLElement): void {
  const host = main.parentElement ?? document.body
  createRoot(host).render(
    <IslandProviders client={queryClient}>
      <CheckoutPage />
      <Toaster />
    </IslandProviders>,
  )
}
