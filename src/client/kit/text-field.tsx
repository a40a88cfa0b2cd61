import type { InputHTMLAttributes, ReactNode } from 'react'
import { controlClass, describedBy, FieldError, FieldLabel, hintIdOf } from './field-message.tsx'
import type { FieldBinding } from './use-form.ts'

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'className'
> {
  label: string
  field: FieldBinding
  optional?: boolean
  /** A live line under the input, such as the valid-email hint. */
  hint?: ReactNode
}

export function TextField({ label, field, optional, hint, ...inputProps }: TextFieldProps) {
  return (
    <div>
      <FieldLabel htmlFor={field.id} label={label} optional={optional} />
      <input
        {...inputProps}
        id={field.id}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onValueChange(event.target.value)}
        required={!optional}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field.id, field.error, hint !== undefined)}
        className={controlClass(field.error)}
      />
      {hint !== undefined && <div id={hintIdOf(field.id)}>{hint}</div>}
      <FieldError fieldId={field.id} error={field.error} />
    </div>
  )
}
