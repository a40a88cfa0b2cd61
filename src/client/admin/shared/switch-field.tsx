// An on/off value of an admin form (Active), as a Headless UI Switch bound like any other field: the
// form keeps 'true' / 'false' strings, as it keeps every value as typed.
import { Field, Label, Switch } from '@headlessui/react'
import type { FieldBinding } from '../../kit/use-form.ts'
import { adminSwitch } from './admin-styles.ts'

export function SwitchField({ label, field }: { label: string; field: FieldBinding }) {
  const checked = field.value === 'true'
  return (
    <Field className="flex items-center gap-3">
      <Switch
        id={field.id}
        name={field.name}
        checked={checked}
        onChange={(on) => field.onValueChange(String(on))}
        className={adminSwitch.track}
      >
        <span aria-hidden="true" className={adminSwitch.knob} />
      </Switch>
      <Label className="text-sm font-semibold text-slate-800">{label}</Label>
    </Field>
  )
}
