// The words the owner reads for the inventory's stored values.
import type { DayOfWeek, InventoryType, SessionRelease } from '../../../shared/constants.ts'

export const INVENTORY_TYPE_LABELS: Readonly<Record<InventoryType, string>> = {
  brotherhood_pod: 'Brotherhood Pod',
  coaching_slot: 'Coaching Slot',
  consultation: 'Consultation',
}

/**
 * The types a new item may have: consultation items are retired (decision 091), since the free strategy call is
 * booked at the coach's hours; one already made keeps its type when edited.
 */
export const NEW_ITEM_TYPE_LABELS: Readonly<Record<Exclude<InventoryType, 'consultation'>, string>> = {
  brotherhood_pod: INVENTORY_TYPE_LABELS.brotherhood_pod,
  coaching_slot: INVENTORY_TYPE_LABELS.coaching_slot,
}

/** Said in the Inventory tab, so the owner knows where the free call's times come from now. */
export const CONSULTATIONS_RETIRED =
  "Free strategy calls are booked at your hours (Settings, Coach's hours and booking rules), not from inventory: " +
  'consultation items are retired and no longer offered at checkout.'

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

/** When a one-to-one package's sessions open (decision 082), in the owner's words. */
export const SESSION_RELEASE_LABELS: Record<SessionRelease, string> = {
  'with-payments': 'With the payments (all at once when paid in full)',
  'all-at-once': 'All at once',
  'per-30-days': 'A cap of sessions per 30 days',
}
