// The Features tab (SPEC §2, §4): a card per homepage section. A switch flips on screen at once, sends
// PUT /api/feature-toggles/:id, then the list is read again; 'Reset All Toggles' asks first.
import { useIsMutating, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { isFeatureEnabled } from '../../../shared/features.ts'
import { api, unwrap } from '../../lib/api.ts'
import { queryClient } from '../../lib/query-client.ts'
import { adminKeys, adminQueries } from '../shared/admin-queries.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { toastFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { ConfirmDialog } from '../shared/confirm-dialog.tsx'
import { FeatureCard } from './feature-card.tsx'
import { QueryView } from '../shared/query-view.tsx'
import { useAdminMutation } from '../shared/use-admin-mutation.ts'
import { HOMEPAGE_SECTIONS } from '../../../shared/sections/registry.ts'
import type { Section } from '../../../shared/sections/section.ts'

type ToggleList = { featureId: string; isEnabled: boolean }[]

/** A switch's save in flight: 'Reset All Toggles' waits for every one (see FeaturesTab). */
const TOGGLE_SAVE = ['feature-toggle-save']

/** SPEC §4 "flips locally at once": the cached list shows the new state before the server answers. */
function showToggle(featureId: string, isEnabled: boolean): void {
  queryClient.setQueryData<ToggleList>(adminKeys.featureToggles, (list = []) => [
    ...list.filter((t) => t.featureId !== featureId),
    { featureId, isEnabled },
  ])
}

function useToggleFeature() {
  return useAdminMutation({
    mutationKey: TOGGLE_SAVE,
    mutationFn: ({ feature, isEnabled }: { feature: Section; isEnabled: boolean }) => {
      showToggle(feature.featureId, isEnabled)
      return unwrap(
        api.api['feature-toggles'][':featureId'].$put({ param: { featureId: feature.featureId }, json: { isEnabled } }),
      )
    },
    invalidates: [adminKeys.featureToggles],
    onSuccess: (_, { feature, isEnabled }) =>
      toastSuccess('Feature updated', `${feature.name} is now ${isEnabled ? 'active' : 'disabled'}.`),
    onError: (_, { feature }) => toastFailure(`Failed to update ${feature.name}. Please try again.`),
  })
}

/** onSettled closes the confirmation, after a success or a failure alike (the toast says which). */
function useResetToggles(onSettled: () => void) {
  return useAdminMutation({
    mutationFn: () => unwrap(api.api['feature-toggles'].$delete()),
    invalidates: [adminKeys.featureToggles],
    onSuccess: () => toastSuccess('Feature toggles reset', 'Every feature is enabled again.'),
    onError: () => toastFailure('Failed to reset feature toggles. Please try again.'),
    onSettled,
  })
}

export function FeaturesTab() {
  const query = useQuery(adminQueries.featureToggles())
  const toggle = useToggleFeature()
  const [confirmingReset, setConfirmingReset] = useState(false)
  const reset = useResetToggles(() => setConfirmingReset(false))
  // A switch flipped a moment ago may still be saving: a reset sent now could reach the server first, and that
  // save would then undo it for its section. The button waits, disabled, until every save has landed.
  const saving = useIsMutating({ mutationKey: TOGGLE_SAVE }) > 0

  return (
    <section aria-labelledby="features-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="features-heading" className="text-xl font-bold text-slate-900">
            Homepage features
          </h2>
          <p className="text-sm text-slate-700">
            Switch a section off to hide it from the homepage; switch it on to show it again.
          </p>
        </div>
        <button
          type="button"
          onClick={() => setConfirmingReset(true)}
          disabled={saving}
          aria-busy={saving}
          className={adminButton.secondary}
        >
          Reset All Toggles
        </button>
      </div>
      <div className="mt-6">
        <QueryView query={query} what="features">
          {(list) => {
            const toggles = new Map(list.map((t) => [t.featureId, t.isEnabled]))
            return (
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Homepage features">
                {HOMEPAGE_SECTIONS.map((feature) => (
                  <FeatureCard
                    key={feature.featureId}
                    feature={feature}
                    enabled={isFeatureEnabled(toggles, feature.featureId)}
                    onToggle={(isEnabled) => toggle.mutate({ feature, isEnabled })}
                  />
                ))}
              </ul>
            )
          }}
        </QueryView>
      </div>
      <ConfirmDialog
        open={confirmingReset}
        title="Reset All Toggles"
        message="Reset all feature toggles to default (all enabled)? This will clear any custom settings."
        confirmLabel="Reset All Toggles"
        pending={reset.isPending}
        onConfirm={() => reset.mutate()}
        onClose={() => setConfirmingReset(false)}
      />
    </section>
  )
}
