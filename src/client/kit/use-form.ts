// The one form pattern, for the visitors' lead forms and the dashboard's alike: typed values kept as strings,
// validation by the same zod schema the server uses, one message per field, a field's error cleared as soon as
// it is edited, submission through TanStack Query, the server's per-field messages mapped back onto the inputs,
// reset on success.
// A form the Worker rendered may be typed into (or autofilled) before it comes alive: it adopts what the inputs
// hold when it does (decision 054).
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useId, useLayoutEffect, useState } from 'react'
import { safeParse, type z } from 'zod/mini'
import { fieldErrors } from '../../shared/schemas/fields.ts'
import { ApiError } from '../lib/api.ts'

/** What a field component needs to show and edit one value. */
export interface FieldBinding {
  id: string
  name: string
  value: string
  error: string | undefined
  onValueChange(value: string): void
}

interface FormOptions<Field extends string, Schema extends z.core.$ZodType, Result> {
  schema: Schema
  initialValues: Record<Field, string>
  /** Applied as the visitor types: trimming an email, formatting a phone number. */
  formatters?: Partial<Record<Field, (value: string) => string>>
  /** Adds what the visitor does not type (the signup source, the resource id) to the typed values. */
  toPayload?: (values: Record<Field, string>) => unknown
  submit(payload: z.output<Schema>): Promise<Result>
  /** For the inline forms' toast; a dialog's messages are already in view. */
  onInvalid?(): void
  onSuccess(result: Result, payload: z.output<Schema>): void
  onError(error: unknown): void
}

export function useForm<Field extends string, Schema extends z.core.$ZodType, Result>(
  options: FormOptions<Field, Schema, Result>,
) {
  const { schema, initialValues, formatters, toPayload } = options
  const idPrefix = useId()
  const [values, setValues] = useState(initialValues)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  // Shown after a success until the visitor starts typing again, so the outcome outlives the 5 s toast.
  const [succeeded, setSucceeded] = useState(false)
  const fieldNames = Object.keys(initialValues) as Field[]
  const idOf = (name: Field) => `${idPrefix}-${name}`

  const mutation = useMutation({
    mutationFn: (payload: z.output<Schema>) => options.submit(payload),
    onSuccess(result, payload) {
      setValues(initialValues)
      setErrors({})
      setSucceeded(true)
      options.onSuccess(result, payload)
    },
    onError(error) {
      // What was typed stays; the server's per-field messages land under the inputs they belong to.
      if (error instanceof ApiError && error.fields) showErrors(pickFields(error.fields))
      options.onError(error)
    },
  })

  // Hydration keeps what the inputs hold but the state starts empty: take the inputs' values before the first
  // paint, so the state and the screen agree and a submit held until now (early-touches.ts) sends what was typed.
  // A layout effect: committed before anything is drawn, and before a held submit is given to the form.
  useLayoutEffect(() => {
    const typed: Partial<Record<Field, string>> = {}
    for (const name of fieldNames) {
      const input = document.getElementById(idOf(name))
      // Only a text box, a text area or a select holds a typed value: a switch is a button (its value is ''), and
      // a box's value is its constant, never what was ticked.
      const holdsText =
        input instanceof HTMLSelectElement ||
        input instanceof HTMLTextAreaElement ||
        (input instanceof HTMLInputElement && input.type !== 'checkbox' && input.type !== 'radio')
      if (holdsText && input.value !== initialValues[name])
        typed[name] = formatters?.[name]?.(input.value) ?? input.value
    }
    // The inputs are the outside system here (typed into before React owned them), read once on arrival; later
    // edits come through onValueChange.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function pickFields(all: Record<string, string>): Partial<Record<Field, string>> {
    const picked: Partial<Record<Field, string>> = {}
    for (const name of fieldNames) if (all[name]) picked[name] = all[name]
    return picked
  }

  function showErrors(found: Partial<Record<Field, string>>) {
    setErrors(found)
    // Focus goes to the first field to fix, so keyboard and screen-reader users land where the problem is.
    const first = fieldNames.find((name) => found[name])
    if (first) document.getElementById(idOf(first))?.focus()
  }

  function setValue(name: Field, raw: string) {
    const format = formatters?.[name]
    setValues((current) => ({ ...current, [name]: format ? format(raw) : raw }))
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current))
    setSucceeded(false)
  }

  function field(name: Field): FieldBinding {
    return {
      id: idOf(name),
      name,
      value: values[name],
      error: errors[name],
      onValueChange: (value) => setValue(name, value),
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (mutation.isPending) return
    // Any zod schema, classic or mini (decision 060).
    const parsed = safeParse(schema, toPayload ? toPayload(values) : values)
    if (!parsed.success) {
      showErrors(pickFields(fieldErrors(parsed.error)))
      options.onInvalid?.()
      return
    }
    setErrors({})
    mutation.mutate(parsed.data)
  }

  /** Drops stale messages, e.g. when a dialog closes, without touching what was typed. */
  function clearErrors() {
    setErrors({})
  }

  return {
    values,
    field,
    handleSubmit,
    clearErrors,
    isPending: mutation.isPending,
    failed: mutation.isError,
    failure: mutation.error,
    succeeded,
  }
}
