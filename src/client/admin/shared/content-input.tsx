// One owner-editable text, labelled, as a line or a box by its type. Not bound through the lead-form
// pattern: the content editors track saved versus typed values themselves (SPEC §4 unsaved changes).
import { useId } from 'react'
import { controlClass, FieldLabel } from '../../kit/field-message.tsx'
import type { EditableField } from './editable-fields.ts'

interface ContentInputProps {
  field: EditableField
  value: string
  onChange(value: string): void
}

export function ContentInput({ field, value, onChange }: ContentInputProps) {
  const id = useId()
  const shared = {
    id,
    value,
    maxLength: 10_000,
    placeholder: 'Built-in text',
    className: controlClass(undefined),
  }
  return (
    <div>
      <FieldLabel htmlFor={id} label={field.label} />
      {field.type === 'textarea' ? (
        <textarea {...shared} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={field.type === 'url' ? 'url' : field.type === 'email' ? 'email' : 'text'}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  )
}
