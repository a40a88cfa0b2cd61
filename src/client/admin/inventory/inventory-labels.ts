// The words the owner reads for the inventory's stored values.
import type { DayOfWeek, InventoryType } from '../../../shared/constants.ts'

export const INVENTORY_TYPE_LABELS: Readonly<Record<InventoryType, string>> = {
  brotherhood_pod: 'Brotherhood Pod',
  coaching_slot: 'Coaching Slot',
  consultation: 'Consultation',
}

export const DAY_LABELS: Readonly<Record<DayOfWeek | 'none', string>> = {
  none: 'None',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
}
