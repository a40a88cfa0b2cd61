// An on/off value of an admin form (Active), as a Headless UI Switch bound like any other field: the
// form keeps 'true' / 'false' strings, as it keeps every value as typed.
import { Field, Label, Switch } from '@headlessui/react'
import type { FieldBinding } from '../forms/use-lead-form.ts'

export function SwitchField({ label, field }: { label: string; field: FieldBinding }) {
  const checked = field.value === 'true'
  return (
    <Field className="flex items-center gap-3">
      <Switch
        id={field.id}
        name={field.name}
        checked={checked}
        onChange={(on) => field.onValueChange(String(on))}
        className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[checked]:bg-emerald-700"
      >
        <span aria-hidden="true" className="inline-block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-[checked]:translate-x-5" />
      </Switch>
      <Label className="text-sm font-semibold text-slate-800">{label}</Label>
    </Field>
  )
}
