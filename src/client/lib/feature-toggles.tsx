// The feature-toggle provider of SPEC §4: missing data or a missing toggle means enabled; an id the site
// does not know means off; reading toggles outside the provider is a programming error and throws.
import { useQuery } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { type FeatureId, isFeatureEnabled } from '../../shared/features.ts'
import { queries } from './queries.ts'

const FeatureToggleContext = createContext<ReadonlyMap<string, boolean> | null | undefined>(undefined)

export function FeatureToggleProvider({ children }: { children: ReactNode }) {
  const { data } = useQuery(queries.featureToggles())
  const toggles = useMemo(() => (data ? new Map(data.map((t) => [t.featureId, t.isEnabled])) : null), [data])
  return <FeatureToggleContext.Provider value={toggles}>{children}</FeatureToggleContext.Provider>
}

export function useFeatureEnabled(featureId: FeatureId): boolean {
  const toggles = useContext(FeatureToggleContext)
  if (toggles === undefined) throw new Error('useFeatureEnabled must be used inside <FeatureToggleProvider>')
  return isFeatureEnabled(toggles ?? undefined, featureId)
}

/** Renders its children only while the feature is on. */
export function Feature({ id, children }: { id: FeatureId; children: ReactNode }) {
  return useFeatureEnabled(id) ? children : null
}
