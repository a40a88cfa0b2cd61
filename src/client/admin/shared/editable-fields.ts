// The owner-editable text as the dashboard handles it: one field of one section, taken from the section
// registry (src/shared/sections/), so what the dashboard saves is exactly what the section reads.
import type { FeatureId } from '../../../shared/features.ts'
import { COACHING_PATHS } from '../../../shared/sections/coaching-paths.ts'
import { LIVE_CHAT } from '../../../shared/sections/live-chat.ts'
import type { ContentField, Section } from '../../../shared/sections/section.ts'

export interface EditableField extends Pick<ContentField, 'label' | 'type'> {
  featureId: FeatureId
  fieldId: string
}

/** Every field of a section, in the registry's order (the Features tab's edit dialog). */
export function editableFields(section: Section): EditableField[] {
  return Object.entries(section.fields).map(([fieldId, { label, type }]) => ({
    featureId: section.featureId,
    fieldId,
    label,
    type,
  }))
}

/** One field of a section by its id: a field renamed in the registry is a type error here. */
function pick<K extends string>(section: Section<Readonly<Record<K, ContentField>>>, fieldId: K): EditableField {
  const { label, type } = section.fields[fieldId]
  return { featureId: section.featureId, fieldId, label, type }
}

/** SPEC §2's Content tab: the live chat welcome message, the coaching paths' title and subtitle, each path's own. */
export const CONTENT_TAB_GROUPS: readonly { title: string; fields: readonly EditableField[] }[] = [
  { title: 'Live Chat', fields: [pick(LIVE_CHAT, 'welcome-message')] },
  { title: 'Coaching Paths', fields: [pick(COACHING_PATHS, 'title'), pick(COACHING_PATHS, 'subtitle')] },
  {
    title: 'Brotherhood Pods',
    fields: [
      pick(COACHING_PATHS, 'pod-title'),
      pick(COACHING_PATHS, 'pod-feature-1'),
      pick(COACHING_PATHS, 'pod-feature-2'),
      pick(COACHING_PATHS, 'pod-feature-3'),
      pick(COACHING_PATHS, 'pod-price'),
      pick(COACHING_PATHS, 'pod-payment-plan'),
      pick(COACHING_PATHS, 'pod-guarantee'),
    ],
  },
  {
    title: 'One-to-One',
    fields: [
      pick(COACHING_PATHS, 'one-to-one-title'),
      pick(COACHING_PATHS, 'one-to-one-feature-1'),
      pick(COACHING_PATHS, 'one-to-one-feature-2'),
      pick(COACHING_PATHS, 'one-to-one-feature-3'),
      pick(COACHING_PATHS, 'one-to-one-price'),
      pick(COACHING_PATHS, 'one-to-one-payment-plan'),
    ],
  },
]
