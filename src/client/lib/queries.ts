// Every server read the client makes, as queryOptions factories under one key tree, so a mutation
// invalidates exactly what it changed.
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from './api.ts'

export const queryKeys = {
  featureToggles: ['feature-toggles'] as const,
  contentEdits: ['content-edits'] as const,
  faqs: ['faqs'] as const,
  siteSettings: ['site-settings'] as const,
  publicConfig: ['public-config'] as const,
  inventory: ['inventory'] as const,
}

export const queries = {
  featureToggles: () => queryOptions({ queryKey: queryKeys.featureToggles, queryFn: () => unwrap(api.api['feature-toggles'].$get()) }),
  contentEdits: () => queryOptions({ queryKey: queryKeys.contentEdits, queryFn: () => unwrap(api.api['content-edits'].$get()) }),
  faqs: () => queryOptions({ queryKey: queryKeys.faqs, queryFn: () => unwrap(api.api.faqs.$get()) }),
  siteSettings: () => queryOptions({ queryKey: queryKeys.siteSettings, queryFn: () => unwrap(api.api['site-settings'].$get()) }),
  inventoryByType: (type: 'brotherhood_pod' | 'coaching_slot') =>
    queryOptions({ queryKey: [...queryKeys.inventory, type], queryFn: () => unwrap(api.api.inventory.type[':type'].$get({ param: { type } })) }),
  publicConfig: () => queryOptions({ queryKey: queryKeys.publicConfig, queryFn: () => unwrap(api.api['public-config'].$get()) }),
}
