// One homepage section on the Features tab: its switch, View (the homepage in a new tab, at the section)
// and its edit control: the FAQ manager for faq, the text editor for a section with editable text.
import { Switch } from '@headlessui/react'
import { useState } from 'react'
import { adminButton } from '../../kit/admin-button-styles.ts'
import { adminCard, adminSwitch } from '../shared/admin-styles.ts'
import { editableFields } from '../shared/editable-fields.ts'
import { FAQ } from '../../../shared/sections/registry.ts'
import { homeLink } from '../../../shared/sections/anchors.ts'
import type { Section } from '../../../shared/sections/section.ts'
import { FaqManagerDialog } from './faq-manager-dialog.tsx'
import { FeatureEditDialog } from './feature-edit-dialog.tsx'

interface FeatureCardProps {
  feature: Section
  enabled: boolean
  onToggle(enabled: boolean): void
}

export function FeatureCard({ feature, enabled, onToggle }: FeatureCardProps) {
  return (
    <li className={`${adminCard} flex flex-col gap-4`}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="font-bold text-slate-900">{feature.name}</h3>
          <p className="mt-1 text-sm text-slate-700">{feature.description}</p>
        </div>
        <span
          className={
            `shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ` +
            `${enabled ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'}`
          }
        >
          {enabled ? 'Active' : 'Disabled'}
        </span>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-3">
        <Switch checked={enabled} onChange={onToggle} aria-label={feature.name} className={adminSwitch.track}>
          <span aria-hidden="true" className={adminSwitch.knob} />
        </Switch>
        <a
          href={feature.anchor ? homeLink(feature.anchor) : '/'}
          target="_blank"
          rel="noopener"
          className={adminButton.secondary}
        >
          View<span className="sr-only"> {feature.name} on the homepage (opens in a new tab)</span>
        </a>
        <EditControl feature={feature} />
      </div>
    </li>
  )
}

function EditControl({ feature }: { feature: Section }) {
  const [open, setOpen] = useState(false)
  const isFaq = feature.featureId === FAQ.featureId
  const fields = editableFields(feature)
  if (!isFaq && fields.length === 0) return null
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={adminButton.secondary}>
        {isFaq ? (
          'Manage FAQs'
        ) : (
          <>
            Edit<span className="sr-only"> {feature.name}</span>
          </>
        )}
      </button>
      {isFaq ? (
        <FaqManagerDialog open={open} onClose={() => setOpen(false)} />
      ) : (
        <FeatureEditDialog open={open} onClose={() => setOpen(false)} featureName={feature.name} fields={fields} />
      )}
    </>
  )
}
