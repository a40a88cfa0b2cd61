import type { TextareaHTMLAttributes } from 'react'
import { controlClass, describedBy, FieldError, FieldLabel } from './field-message.tsx'
import type { FieldBinding } from './use-form.ts'

interface TextareaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name' | 'value' | 'onChange' | 'className'
> {
  label: string
  field: FieldBinding
  optional?: boolean
}

export function TextareaField({ label, field, optional, rows = 4, ...textareaProps }: TextareaFieldProps) {
  return (
    <div>
      <FieldLabel htmlFor={field.id} label={label} optional={optional} />
      <textarea
        {...textareaProps}
        id={field.id}
        name={field.name}
        rows={rows}
        value={field.value}
        onChange={(event) => field.onValueChange(event.target.value)}
        required={!optional}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field.id, field.error)}
        className={controlClass(field.error)}
      />
      <FieldError fieldId={field.id} error={field.error} />
    </div>
  )
}
