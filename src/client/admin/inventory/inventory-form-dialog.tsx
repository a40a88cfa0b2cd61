// The inventory create / edit modal (SPEC §3, §5): price typed in dollars (0.01 steps) and sent as cents,
// an optional closing date on the Pacific clock (daylight time included), 'none' day stored as null, timezone
// PST, Active on by default, and available slots above total slots refused with a clear message before
// anything is sent.
// An edit sends every field, plan and start date included (PUT keeps a field it is not sent, so null clears one).
// A coaching slot names the sessions its buyer books himself (decision 076), twelve unless the owner says otherwise,
// and when they open (decision 082): with the payments unless the owner chooses all at once or a cap per 30 days.
import { useState } from 'react'
import { type InventoryType, ONE_TO_ONE_SESSIONS } from '../../../shared/constants.ts'
import { inventoryItemSchema } from '../../../shared/schemas/inventory.ts'
import { SelectField } from '../../kit/select-field.tsx'
import { TextField } from '../../kit/text-field.tsx'
import { TextareaField } from '../../kit/textarea-field.tsx'
import { useForm } from '../../kit/use-form.ts'
import { api, ApiError, messageOf, unwrap } from '../../lib/api.ts'
import { DialogFormFooter } from '../shared/dialog-form-footer.tsx'
import { AdminDialog } from '../shared/admin-dialog.tsx'
import { type AdminInventoryItem, adminKeys, refresh } from '../shared/admin-queries.ts'
import { toastServerFailure, toastSuccess } from '../shared/admin-toasts.ts'
import { DAY_LABELS, INVENTORY_TYPE_LABELS, NEW_ITEM_TYPE_LABELS, SESSION_RELEASE_LABELS } from './inventory-labels.ts'
import { numberOrMissing } from '../shared/number-input.ts'
import { isoToBusinessLocal } from '../../../shared/rules/business-local-time.ts'
import { SwitchField } from '../shared/switch-field.tsx'
import { countOf } from '../../../shared/rules/plural.ts'
import { centsOfDollars } from '../../../shared/rules/inventory.ts'

type InventoryPayload = ReturnType<typeof inventoryItemSchema.parse>

interface InventoryFormDialogProps {
  open: boolean
  onClose(): void
  /** The item being edited; absent for a new one. */
  item?: AdminInventoryItem
  /** A new item's type: the sub-tab the owner is on. */
  defaultType: InventoryType
}

export function InventoryFormDialog({ open, onClose, item, defaultType }: InventoryFormDialogProps) {
  return (
    <AdminDialog open={open} onClose={onClose} title={item ? 'Edit Inventory Item' : 'Add New Item'}>
      <InventoryForm item={item} defaultType={defaultType} onClose={onClose} />
    </AdminDialog>
  )
}

/** Dollars typed, cents stored (centsOfDollars: a third decimal is refused, never rounded). */
const dollarsToCents = (raw: string) => {
  const dollars = numberOrMissing(raw)
  return dollars === undefined ? undefined : centsOfDollars(dollars)
}

function saveItem(item: AdminInventoryItem | undefined, json: InventoryPayload, openWas: number | undefined) {
  return item
    ? unwrap(
        api.api.inventory[':id'].$put({
          param: { id: String(item.id) },
          // What the form showed: a seat sold or freed since refuses the save rather than overselling.
          json: { ...json, availableSlotsWas: openWas },
        }),
      )
    : unwrap(api.api.inventory.$post({ json }))
}

function InventoryForm({
  item,
  defaultType,
  onClose,
}: {
  item?: AdminInventoryItem
  defaultType: InventoryType
  onClose(): void
}) {
  const [failure, setFailure] = useState<string | null>(null)
  const [openWas, setOpenWas] = useState(item?.availableSlots)
  const words = item ? { done: 'updated', doing: 'update' } : { done: 'created', doing: 'create' }
  const form = useForm({
    schema: inventoryItemSchema,
    initialValues: {
      name: item?.name ?? '',
      type: item?.type ?? defaultType,
      description: item?.description ?? '',
      price: item ? (item.price / 100).toFixed(2) : '',
      totalSlots: item ? String(item.totalSlots) : '',
      availableSlots: item ? String(item.availableSlots) : '',
      closingDate: isoToBusinessLocal(item?.closingDate ?? null),
      dayOfWeek: item?.dayOfWeek ?? 'none',
      timeSlot: item?.timeSlot ?? '',
      startsOn: item?.startsOn ?? '',
      isActive: String(item?.isActive ?? true),
      planPayments: item?.planPayments ? String(item.planPayments) : '',
      planAmount: item?.planAmount ? (item.planAmount / 100).toFixed(2) : '',
      sessionsIncluded: String(item?.sessionsIncluded ?? ONE_TO_ONE_SESSIONS),
      sessionRelease: item?.sessionRelease ?? 'with-payments',
      sessionCap: item?.sessionCap ? String(item.sessionCap) : '',
    },
    toPayload: (values) => ({
      ...values,
      price: dollarsToCents(values.price),
      totalSlots: numberOrMissing(values.totalSlots),
      availableSlots: numberOrMissing(values.availableSlots),
      timezone: 'PST',
      isActive: values.isActive === 'true',
      // Both left empty: no plan.
      planPayments: values.planPayments.trim() ? numberOrMissing(values.planPayments) : null,
      planAmount: values.planAmount.trim() ? dollarsToCents(values.planAmount) : null,
      // Only a coaching slot includes sessions; emptied, the schema asks for the number.
      sessionsIncluded: values.type === 'coaching_slot' ? (numberOrMissing(values.sessionsIncluded) ?? null) : null,
      // The rule as chosen; its cap only with the cap rule (emptied, the schema asks for it).
      sessionRelease: values.type === 'coaching_slot' ? values.sessionRelease || null : null,
      sessionCap:
        values.type === 'coaching_slot' && values.sessionRelease === 'per-30-days'
          ? (numberOrMissing(values.sessionCap) ?? null)
          : null,
    }),
    submit: (json) => saveItem(item, json, openWas),
    onSuccess: async () => {
      toastSuccess(`Inventory item ${words.done} successfully`)
      onClose()
      await refresh(adminKeys.inventory, adminKeys.publicInventory)
    },
    onError: async (error) => {
      const fallback = `Failed to ${words.doing} inventory item`
      setFailure(messageOf(error, fallback))
      toastServerFailure(error, fallback)
      // Refused for seats sold or freed meanwhile: the field shows today's number, which the next save is
      // checked against, and the owner's other changes stay as typed.
      const now = error instanceof ApiError ? error.body.availableSlotsNow : undefined
      if (typeof now === 'number') {
        setOpenWas(now)
        form.field('availableSlots').onValueChange(String(now))
      }
      await refresh(adminKeys.inventory)
    },
  })
  const held = item?.heldSlots ?? 0

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setFailure(null)
        form.handleSubmit(event)
      }}
      aria-label={item ? 'Edit inventory item' : 'New inventory item'}
      className="space-y-4"
    >
      <TextField label="Name" field={form.field('name')} maxLength={200} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Type"
          field={form.field('type')}
          options={item?.type === 'consultation' ? INVENTORY_TYPE_LABELS : NEW_ITEM_TYPE_LABELS}
          placeholder="Choose a type"
        />
        <TextField
          label="Price (USD)"
          field={form.field('price')}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">Payment plan (leave both empty for none)</legend>
        <TextField
          label="Number of payments"
          field={form.field('planPayments')}
          type="number"
          min={2}
          max={24}
          step={1}
          inputMode="numeric"
          optional
        />
        <TextField
          label="Amount of each payment (USD)"
          field={form.field('planAmount')}
          type="number"
          min={0.5}
          step={0.01}
          inputMode="decimal"
          optional
        />
      </fieldset>
      {form.values.type === 'coaching_slot' && (
        <TextField
          label="Sessions included"
          field={form.field('sessionsIncluded')}
          type="number"
          min={1}
          max={52}
          step={1}
          inputMode="numeric"
          hint={
            <p className="mt-1 text-xs text-slate-600">
              The buyer books each session himself from My coaching, at the open times of your hours.
            </p>
          }
        />
      )}
      {form.values.type === 'coaching_slot' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Sessions open"
            field={form.field('sessionRelease')}
            options={SESSION_RELEASE_LABELS}
            placeholder="Choose when they open"
          />
          {form.values.sessionRelease === 'per-30-days' && (
            <TextField
              label="Sessions per 30 days"
              field={form.field('sessionCap')}
              type="number"
              min={1}
              max={52}
              step={1}
              inputMode="numeric"
            />
          )}
        </div>
      )}
      <TextareaField label="Description" field={form.field('description')} optional rows={3} maxLength={2000} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Total slots"
          field={form.field('totalSlots')}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
        />
        <TextField
          label="Available slots"
          field={form.field('availableSlots')}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          hint={
            held > 0 ? (
              <p className="mt-1 text-xs text-slate-600">Includes {countOf(held, 'seat')} being paid for right now.</p>
            ) : undefined
          }
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Day of week"
          field={form.field('dayOfWeek')}
          options={DAY_LABELS}
          placeholder="Choose a day"
          optional
        />
        <TextField label="Time slot" field={form.field('timeSlot')} optional maxLength={50} placeholder="6:40 PM PST" />
      </div>
      <TextField
        label="Start date"
        field={form.field('startsOn')}
        type="date"
        optional
        hint={
          <p className="mt-1 text-xs text-slate-600">
            The first session is the first chosen day on or after this date; a pod meets twelve weeks. Buyers get
            calendar invitations, and an update when the day, time or start date changes.
          </p>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <TextField label="Closing date (PST)" field={form.field('closingDate')} type="datetime-local" optional />
        <div>
          <label htmlFor="inventory-timezone" className="mb-1 block text-sm font-semibold text-slate-800">
            Timezone
          </label>
          <input
            id="inventory-timezone"
            value="PST"
            readOnly
            className="block w-full rounded-md border border-slate-300 bg-slate-100 px-3 py-2 text-base text-slate-900"
          />
        </div>
      </div>
      <SwitchField label="Active" field={form.field('isActive')} />
      <DialogFormFooter
        failure={failure}
        pending={form.isPending}
        submitLabel={item ? 'Save Changes' : 'Create Item'}
        onCancel={onClose}
      />
    </form>
  )
}
