// The pods / coaching-sessions dropdown of SPEC §2: every option with its price, seats, day and time.
import { Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react'
import { formatPrice } from '../../shared/rules/inventory.ts'
import { FieldError } from '../kit/field-message.tsx'
import type { InventoryOption } from '../../shared/checkout/inventory-option.ts'

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

function schedule(option: InventoryOption): string {
  return [option.dayOfWeek && `${capitalize(option.dayOfWeek)}s`, option.timeSlot].filter(Boolean).join(' at ')
}

interface Props {
  kind: 'pods' | 'coaching sessions'
  options: InventoryOption[]
  selectedId: number | null
  onSelect(id: number): void
  error?: string
}

export function InventoryPicker({ kind, options, selectedId, onSelect, error }: Props) {
  if (options.length === 0) {
    return (
      <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        No available {kind} at this time. Please check back later or contact support.
      </p>
    )
  }
  const selected = options.find((option) => option.id === selectedId) ?? null
  return (
    <Listbox value={selectedId} onChange={(id: number | null) => id !== null && onSelect(id)}>
      <Label className="mb-1 block text-sm font-semibold text-slate-800">
        Choose your {kind === 'pods' ? 'pod' : 'coaching session'} ({options.length} available)
      </Label>
      <ListboxButton
        id="inventory-picker"
        aria-invalid={error ? true : undefined}
        className={
          `block w-full rounded-md border bg-white px-3 py-2 text-left text-base text-slate-900 ` +
          `focus:outline-none focus:ring-2 focus:ring-brand-500 ` +
          `${error ? 'border-red-600' : 'border-slate-300'}`
        }
      >
        {selected ? `${selected.name} — ${formatPrice(selected.price)}` : 'Select an option'}
      </ListboxButton>
      <ListboxOptions
        anchor="bottom start"
        className="z-50 w-[var(--button-width)] rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none"
      >
        {options.map((option) => (
          <ListboxOption
            key={option.id}
            value={option.id}
            className="cursor-pointer rounded px-3 py-2 data-[focus]:bg-amber-50 data-[selected]:bg-amber-100"
          >
            <div className="flex justify-between gap-4 font-semibold text-slate-900">
              <span>{option.name}</span>
              <span>{formatPrice(option.price)}</span>
            </div>
            <div className="text-sm text-slate-700">
              {option.availableSlots} of {option.totalSlots} spots left{schedule(option) && ` · ${schedule(option)}`}
            </div>
            {option.description && <div className="text-sm text-slate-600">{option.description}</div>}
          </ListboxOption>
        ))}
      </ListboxOptions>
      <FieldError fieldId="inventory-picker" error={error} />
    </Listbox>
  )
}
