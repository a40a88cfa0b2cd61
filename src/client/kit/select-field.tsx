// A native select: keyboard, type-ahead and the phone's own picker for free, at no bundle cost.
import { controlClass, describedBy, FieldError, FieldLabel } from './field-message.tsx'
import type { FieldBinding } from './use-form.ts'

interface SelectFieldProps<Value extends string> {
  label: string
  field: FieldBinding
  /** Every allowed value with the words a visitor reads; the values come from the shared schema's enum. */
  options: Readonly<Record<Value, string>>
  placeholder: string
  optional?: boolean
}

export function SelectField<Value extends string>({
  label,
  field,
  options,
  placeholder,
  optional,
}: SelectFieldProps<Value>) {
  return (
    <div>
      <FieldLabel htmlFor={field.id} label={label} optional={optional} />
      <select
        id={field.id}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onValueChange(event.target.value)}
        required={!optional}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field.id, field.error)}
        className={controlClass(field.error)}
      >
        <option value="">{placeholder}</option>
        {(Object.entries(options) as [Value, string][]).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldError fieldId={field.id} error={field.error} />
    </div>
  )
}
