// Renders the checkout on the Worker (docs/decisions/055) from the reads made for this request: the same
// island slots as the public pages (a sold-out pod's waitlist form), and Stripe.js asked for in the head so
// it downloads beside the page instead of after the page's script.
import { QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { CHECKOUT_HEADINGS } from '../../../client/checkout/checkout-steps.ts'
import { CheckoutPage, type CheckoutPageProps, OfferRefused } from '../../../client/checkout/checkout-page.tsx'
import { IslandCollector, type IslandRecord, islandSlot } from '../../../client/kit/island.tsx'
import { IslandProviders } from '../../../client/islands/island-providers.tsx'
import type { PageData } from '../../../client/islands/page-data.ts'
import type { RenderedPage } from './render-page.tsx'

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

export function renderCheckout(props: CheckoutPageProps, pageData: PageData, businessName: string): RenderedPage {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } })
  for (const [queryKey, value] of pageData.queries) client.setQueryData(queryKey, value)
  const islands: IslandRecord[] = []
  let body = renderToString(
    <IslandCollector.Provider value={islands}>
      <IslandProviders client={client}>
        <CheckoutPage {...props} />
      </IslandProviders>
    </IslandCollector.Provider>,
  )
  for (const island of islands) {
    const html = renderToString(<IslandProviders client={client}>{island.element}</IslandProviders>, {
      identifierPrefix: island.id,
    })
    body = body.replace(islandSlot(island.id), html)
  }
  const title = props.offer ? 'Waitlist offer | Checkout' : `${CHECKOUT_HEADINGS[props.type]} | Checkout`
  // Paid checkout needs Stripe.js: fetched at once, beside the page, and run when the form asks for it.
  const paid = !props.offer && props.type !== 'strategy-call'
  const head = paid ? `<link rel="preload" as="script" href="${escapeAttribute(props.stripeJsUrl)}" />` : ''
  return {
    title,
    description: `Checkout of ${businessName}.`,
    body,
    pageData,
    head,
  }
}

/**
 * A waitlist offer's checkout, for the page's script to put in place of "Opening your offer...": the form in the
 * offer's state (held) when it is open, or the offer's refusal. Only the page's main: the shell is the browser's.
 */
export function renderOfferCheckout(props: CheckoutPageProps | { refused: string }): string {
  if ('refused' in props) return renderToString(<OfferRefused message={props.refused} />)
  return renderToString(<CheckoutPage {...props} />)
}
