// Renders the success page on the Worker (decision 060) with the site's contact details in its next steps.
import { QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { SuccessPage, type SuccessPageProps } from '../../../client/checkout/success-page.tsx'
import { IslandProviders } from '../../../client/islands/island-providers.tsx'
import type { PageData } from '../../../client/islands/page-data.ts'
import type { RenderedPage } from './render-page.tsx'

export function renderSuccess(props: SuccessPageProps, pageData: PageData): RenderedPage {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } })
  for (const [queryKey, value] of pageData.queries) client.setQueryData(queryKey, value)
  const body = renderToString(
    <IslandProviders client={client}>
      <SuccessPage {...props} />
    </IslandProviders>,
  )
  return { title: 'Payment Successful', body, pageData }
}
