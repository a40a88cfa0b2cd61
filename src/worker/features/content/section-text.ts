import { eq } from 'drizzle-orm'
import { type ContentFields, type Section, type SectionText, sectionText } from '../../../shared/sections/section.ts'
import { contentKey } from '../../../shared/sections/section.ts'
import type { Database } from '../../platform/db/client.ts'
import { contentEdits } from '../../platform/db/schema.ts'

/** A section's words as the home page shows them now: the owner's edits over the built-in text. */
export async function loadSectionText<F extends ContentFields>(
  db: Database,
  section: Section<F>,
): Promise<SectionText<F>> {
  const rows = await db
    .select({ featureId: contentEdits.featureId, fieldId: contentEdits.fieldId, content: contentEdits.content })
    .from(contentEdits)
    .where(eq(contentEdits.featureId, section.featureId))
  return sectionText(section, new Map(rows.map((row) => [contentKey(row), row.content])))
}
