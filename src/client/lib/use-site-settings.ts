import { useQuery } from '@tanstack/react-query'
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '../../shared/site.ts'
import { queries } from './queries.ts'

/** The business details, with built-in defaults while they load or if the server cannot answer. */
export function useSiteSettings(): SiteSettings {
  const { data } = useQuery(queries.siteSettings())
  return data ?? DEFAULT_SITE_SETTINGS
}
