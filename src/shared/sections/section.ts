// One entry of the section registry (SPEC §3 "Feature toggle" and "Content edit"): the toggle that shows the
// section, its card on the Features tab, where links to it land, and the text the owner may edit, each field
// with the built-in words the site shows while the owner's edit is missing or blank.
import type { FeatureId } from '../features.ts'
import type { CONTENT_FIELD_TYPES } from '../schemas/content.ts'
import type { Anchor } from './anchors.ts'

export interface ContentField {
  /** How the dashboard names the field. */
  label: string
  type: (typeof CONTENT_FIELD_TYPES)[number]
  default: string
}

/** The owner-editable text of a section by fieldId, in the order the dashboard lists it. */
export type ContentFields = Readonly<Record<string, ContentField>>

export interface Section<F extends ContentFields = ContentFields, A extends Anchor | undefined = Anchor | undefined> {
  featureId: FeatureId
  /** The Features tab's card: SPEC §3's admin list gives each feature a name and a description. */
  name: string
  description: string
  /** Where View (and any link to the section) lands on the home page; the top of the page when absent. */
  anchor: A
  fields: F
}

type NoFields = Readonly<Record<never, ContentField>>

/** An entry keeps its exact anchor and fields in its type, so a page placing it and a section reading it are checked. */
export function defineSection<const F extends ContentFields = NoFields, const A extends Anchor | undefined = undefined>(
  section: Omit<Section<F, A>, 'fields' | 'anchor'> & { anchor?: A; fields?: F },
): Section<F, A> {
  return { ...section, anchor: section.anchor as A, fields: section.fields ?? ({} as F) }
}

export const textField = (label: string, text: string): ContentField => ({ label, type: 'text', default: text })
export const textareaField = (label: string, text: string): ContentField => ({
  label,
  type: 'textarea',
  default: text,
})
export const urlField = (label: string, address: string): ContentField => ({ label, type: 'url', default: address })

/** Where a saved edit sits in the map of all edits: one key per feature and field. */
export const contentKey = (edit: { featureId: string; fieldId: string }) => `${edit.featureId}/${edit.fieldId}`

/** Each field's text as the site shows it. */
export type SectionText<F extends ContentFields> = { readonly [K in keyof F]: string }

/** SPEC §3: the owner's edit where it has words, the built-in text where it is missing or blank. */
export function sectionText<F extends ContentFields>(
  section: Section<F>,
  edits: ReadonlyMap<string, string>,
): SectionText<F> {
  const text: Record<string, string> = {}
  for (const [fieldId, field] of Object.entries(section.fields)) {
    const edited = edits.get(contentKey({ featureId: section.featureId, fieldId }))
    text[fieldId] = edited && edited.trim() !== '' ? edited : field.default
  }
  return text as SectionText<F>
}
