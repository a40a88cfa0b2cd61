// Inventory rules shared by the checkout dropdown, the home page and the admin (SPEC §4).
import { type InventoryType, LOW_STOCK_RATIO, type PurchaseType } from '../constants.ts'
import { countOf } from './plural.ts'

export const INVENTORY_TYPE_OF: Readonly<Record<PurchaseType, InventoryType>> = {
  brotherhood: 'brotherhood_pod',
  'one-to-one': 'coaching_slot',
  'strategy-call': 'consultation',
}

/** The seats left across the items of these types (an item over-sold counts none, never fewer). */
export function seatsLeft(
  items: readonly { type: string; availableSlots: number }[],
  types: readonly InventoryType[],
): number {
  return items
    .filter((item) => (types as readonly string[]).includes(item.type))
    .reduce((sum, item) => sum + Math.max(0, item.availableSlots), 0)
}

/** SPEC §4 seat labels for a Brotherhood Pod. */
export function podSeatLabel(available: number): string {
  if (available <= 0) return 'Sold Out'
  if (available <= 3) return `${countOf(available, 'seat')} left`
  return `${available} seats available`
}

export function coachingSlotLabel(available: number): 'Available' | 'Filled' {
  return available > 0 ? 'Available' : 'Filled'
}

export type InventoryStatus = 'Inactive' | 'Sold Out' | 'Low Stock' | 'Available'

/** SPEC §4 admin status: low stock is at or below 20 % of the total. */
export function inventoryStatus(item: {
  isActive: boolean
  availableSlots: number
  totalSlots: number
}): InventoryStatus {
  if (!item.isActive) return 'Inactive'
  if (item.availableSlots <= 0) return 'Sold Out'
  if (item.availableSlots <= item.totalSlots * LOW_STOCK_RATIO) return 'Low Stock'
  return 'Available'
}

/**
 * Cents to '$1,500.00' (SPEC §9: dollars with 2 decimals), as en-US currency formatting writes it ('-$5.00' below
 * zero). Written out rather than asked of Intl: a document's first Intl number format loads the locale's data, a
 * 20 to 70 ms task that sat on checkout's first screen (decision 063), and these are whole cents.
 */
export function formatPrice(cents: number): string {
  const whole = Math.round(Math.abs(cents))
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',')
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`
}

/**
 * Dollars typed, cents stored: exact for two decimals at most (a float's 44999.99999 rounded away); more decimals
 * give a fraction of a cent, which the inventory schema refuses with its message rather than round 499.999 into
 * $500.00, a price nobody typed.
 */
export function centsOfDollars(dollars: number): number {
  const cents = Math.round(dollars * 100)
  return Math.abs(dollars * 100 - cents) < 1e-6 ? cents : dollars * 100
}
