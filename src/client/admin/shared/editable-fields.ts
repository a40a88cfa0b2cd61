// The owner-editable text of each homepage feature: exactly the fieldIds the sections read through
// useContent / useContents (sections/*.tsx, components/chat/chat-panel.tsx), so a saved edit shows on the
// site. An empty field means the section's built-in text.
import type { CONTENT_FIELD_TYPES } from '../../../shared/schemas/content.ts'
import type { FeatureId } from '../../../shared/features.ts'

export interface EditableField {
  featureId: FeatureId
  fieldId: string
  label: string
  type: (typeof CONTENT_FIELD_TYPES)[number]
}

const field = (
  featureId: FeatureId,
  fieldId: string,
  label: string,
  type: EditableField['type'] = 'text',
): EditableField => ({ featureId, fieldId, label, type })
const numbered = (
  featureId: FeatureId,
  prefix: string,
  label: string,
  count: number,
  type: EditableField['type'] = 'text',
) => Array.from({ length: count }, (_, i) => field(featureId, `${prefix}${i + 1}`, `${label} ${i + 1}`, type))

export const EDITABLE_FIELDS: Partial<Record<FeatureId, readonly EditableField[]>> = {
  'hero-section': [
    field('hero-section', 'main-headline', 'Main headline'),
    field('hero-section', 'sub-headline', 'Sub-headline', 'textarea'),
    ...numbered('hero-section', 'phrase', 'Phrase', 3),
    field('hero-section', 'button-text', 'Button text'),
  ],
  'story-scroll': numbered('story-scroll', 'story-', 'Story slide', 7, 'textarea'),
  'video-sales': [field('video-sales', 'title', 'Title'), field('video-sales', 'subtitle', 'Subtitle', 'textarea')],
  'pain-possibility': [
    field('pain-possibility', 'title', 'Title'),
    field('pain-possibility', 'subtitle', 'Subtitle', 'textarea'),
    ...numbered('pain-possibility', 'pain-', 'Pain point', 5),
    ...numbered('pain-possibility', 'possibility-', 'Possibility', 5),
  ],
  'coaching-paths': [
    field('coaching-paths', 'title', 'Coaching paths title'),
    field('coaching-paths', 'subtitle', 'Coaching paths subtitle', 'textarea'),
    field('coaching-paths', 'pod-price', 'Brotherhood Pods price'),
    field('coaching-paths', 'pod-payment-plan', 'Brotherhood Pods payment terms'),
    field('coaching-paths', 'one-to-one-price', 'One-to-One price'),
    field('coaching-paths', 'one-to-one-payment-plan', 'One-to-One payment terms'),
    field('coaching-paths', 'pod-title', 'Brotherhood Pods title'),
    ...[1, 2, 3].map((n) => field('coaching-paths', `pod-feature-${n}`, `Brotherhood Pods feature ${n}`)),
    field('coaching-paths', 'pod-guarantee', 'Brotherhood Pods guarantee', 'textarea'),
    field('coaching-paths', 'one-to-one-title', 'One-to-One title'),
    ...[1, 2, 3].map((n) => field('coaching-paths', `one-to-one-feature-${n}`, `One-to-One feature ${n}`)),
  ],
  events: [field('events', 'events-url', 'Events page link', 'url')],
  'social-feed': [
    field('social-feed', 'facebook-url', 'Facebook page link', 'url'),
    field('social-feed', 'youtube-url', 'YouTube channel link', 'url'),
  ],
  podcast: [field('podcast', 'directory-url', 'Podcast directory link', 'url')],
  'live-chat': [field('live-chat', 'welcome-message', 'Live chat welcome message', 'textarea')],
}

/**
 * SPEC §2's Content tab: the fields above for live chat and coaching paths, plus each path's title, three
 * features and guarantee. The coaching paths section keeps those last ones in its own code for now, so
 * they are marked as not yet on the site rather than pretending otherwise.
 */

const pick = (featureId: FeatureId, fieldId: string): EditableField =>
  EDITABLE_FIELDS[featureId]!.find((f) => f.fieldId === fieldId)!

export const CONTENT_TAB_GROUPS: readonly { title: string; fields: readonly EditableField[] }[] = [
  { title: 'Live Chat', fields: [pick('live-chat', 'welcome-message')] },
  { title: 'Coaching Paths', fields: [pick('coaching-paths', 'title'), pick('coaching-paths', 'subtitle')] },
  {
    title: 'Brotherhood Pods',
    fields: [
      pick('coaching-paths', 'pod-title'),
      ...[1, 2, 3].map((n) => pick('coaching-paths', `pod-feature-${n}`)),
      pick('coaching-paths', 'pod-price'),
      pick('coaching-paths', 'pod-payment-plan'),
      pick('coaching-paths', 'pod-guarantee'),
    ],
  },
  {
    title: 'One-to-One',
    fields: [
      pick('coaching-paths', 'one-to-one-title'),
      ...[1, 2, 3].map((n) => pick('coaching-paths', `one-to-one-feature-${n}`)),
      pick('coaching-paths', 'one-to-one-price'),
      pick('coaching-paths', 'one-to-one-payment-plan'),
    ],
  },
]

/** The key of a field in the map of saved content. */
export const contentKey = (f: { featureId: string; fieldId: string }) => `${f.featureId}/${f.fieldId}`
