import { api, unwrap } from '../../lib/api.ts'
import type { EditableField } from './editable-fields.ts'

/** POST /api/content-edits for one field: the one call both the edit dialog and the Content tab make. */
export function saveContentEdit(field: EditableField, content: string) {
  return unwrap(
    api.api['content-edits'].$post({ json: { featureId: field.featureId, fieldId: field.fieldId, content } }),
  )
}
