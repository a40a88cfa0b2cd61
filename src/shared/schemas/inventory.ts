// The admin's inventory form and calls (SPEC §3 inventory item, §5 inventory form, §7 inventory calls).
// Money is integer cents: the form takes dollars and sends dollars × 100.
import { z } from 'zod'
import { DAYS_OF_WEEK, INVENTORY_TYPES, ONE_TO_ONE_SESSIONS, SESSION_RELEASES, TIMEZONE } from '../constants.ts'
import { nullableTextValue } from './text-fields.ts'
import { requiredText } from './fields.ts'
import { businessLocalToIso } from '../rules/business-local-time.ts'
import { minutesOfDay } from '../rules/inventory-order.ts'

export const AVAILABLE_ABOVE_TOTAL_MESSAGE = 'Available slots cannot be more than total slots'
export const PLAN_INCOMPLETE_MESSAGE = 'A payment plan needs both the number of payments and the amount of each'
export const MAX_PLAN_PAYMENTS = 24
export const MAX_SESSIONS_INCLUDED = 52
export const SESSIONS_REQUIRED_MESSAGE = 'Sessions included is required for one-to-one coaching'
export const SESSIONS_NOT_HERE_MESSAGE = 'Only one-to-one coaching includes sessions to book: leave this empty'
export const SESSION_RELEASE_MESSAGE =
  'Choose when the sessions open: all at once, with the payments, or a cap per 30 days'
export const SESSION_CAP_REQUIRED_MESSAGE = 'Say how many sessions open each 30 days (1 to 52)'
/** Stripe's smallest US charge. */
export const MIN_PLAN_AMOUNT_CENTS = 50
export const HAS_PURCHASES_MESSAGE =
  'This item has existing purchases and cannot be deleted. Would you like to archive it instead? ' +
  'This will hide it from public view but preserve purchase history.'

export const TIME_SLOT_MESSAGE = 'Time must be a time of day, like 6:40 PM'

const MAX_PRICE_CENTS = 100_000_000
const MAX_SLOTS = 10_000

export const centsMessage = (label: string) =>
  `${label} must be in dollars and cents, like 499.99 (two decimals at most)`

function wholeNumber(label: string, min: number, max: number, notWhole = `${label} must be a whole number`) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be a number`,
    })
    .int({ error: notWhole })
    .min(min, { error: min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` })
}

const CLOSING_DATE_MESSAGE = 'Closing date must be a date and time, like 2025-09-01T18:00'
const closingDate = z
  .union([z.literal(''), z.null(), z.iso.datetime({ offset: true, local: true, error: CLOSING_DATE_MESSAGE })], {
    error: CLOSING_DATE_MESSAGE,
  })
  // A date-time without an offset is on the business's clock (Pacific, daylight time included), as a
  // datetime-local field sends it and as the owner sees it shown back.
  .transform((value) => {
    if (!value) return null
    return /(Z|[+-]\d{2}:?\d{2})$/i.test(value) ? new Date(value).toISOString() : businessLocalToIso(value)
  })

const dayOfWeek = z
  .union([z.enum(DAYS_OF_WEEK), z.literal('none'), z.literal(''), z.null()], {
    error: 'Please choose a day of the week or none',
  })
  // SPEC §5: the form's 'none' day is stored as null.
  .transform((value) => (value && value !== 'none' ? value : null))

const STARTS_ON_MESSAGE = 'Start date must be a date, like 2026-03-05'
/** A pod's start date (YYYY-MM-DD, the business's calendar day); empty means not set yet. */
const startsOn = z
  .union([z.literal(''), z.null(), z.iso.date({ error: STARTS_ON_MESSAGE })], { error: STARTS_ON_MESSAGE })
  .transform((value) => value || null)

/** What every save carries: an item cannot be written without them. */
const requiredFields = {
  name: requiredText('Name is required', 200),
  type: z.enum(INVENTORY_TYPES, { error: 'Please choose a type' }),
  // Cents: a fraction of a cent is a price typed with too many decimals (499.999), refused, never rounded.
  price: wholeNumber('Price', 0, MAX_PRICE_CENTS, centsMessage('Price')),
  totalSlots: wholeNumber('Total slots', 1, MAX_SLOTS),
  availableSlots: wholeNumber('Available slots', 0, MAX_SLOTS),
}

/** The rest, each a value when given; what a missing one means differs between a new item and an edit. */
const otherFields = {
  description: nullableTextValue(2000),
  closingDate,
  dayOfWeek,
  // Read as a time by checkout, the calendar and the booking pages: free text that is no time is refused.
  timeSlot: nullableTextValue(50).refine((value) => !value || minutesOfDay(value) !== null, {
    error: TIME_SLOT_MESSAGE,
  }),
  startsOn,
  timezone: z.literal(TIMEZONE, { error: `Timezone must be ${TIMEZONE}` }),
  isActive: z.boolean({ error: 'Active must be true or false' }),
  // No plan unless both are given: the buyer then pays planPayments × planAmount, the first at checkout.
  planPayments: wholeNumber('Number of payments', 2, MAX_PLAN_PAYMENTS).nullable(),
  planAmount: wholeNumber(
    'Amount of each payment',
    MIN_PLAN_AMOUNT_CENTS,
    MAX_PRICE_CENTS,
    centsMessage('Amount of each payment'),
  ).nullable(),
  // The sessions a one-to-one buyer books himself (decision 076); none for pods and calls.
  sessionsIncluded: wholeNumber('Sessions included', 1, MAX_SESSIONS_INCLUDED).nullable(),
  // When the sessions open (decision 082): null follows the payments. Copied onto each purchase when it is paid.
  sessionRelease: z.enum(SESSION_RELEASES, { error: SESSION_RELEASE_MESSAGE }).nullable(),
  sessionCap: wholeNumber('Sessions per 30 days', 1, MAX_SESSIONS_INCLUDED).nullable(),
}

type ReleaseFields = { sessionRelease?: string | null; sessionCap?: number | null }
/** The cap rule names its number; the other rules keep none (withoutStrayCap). */
function capNamed(value: ReleaseFields, ctx: z.RefinementCtx) {
  if (value.sessionRelease === 'per-30-days' && (value.sessionCap === null || value.sessionCap === undefined))
    ctx.addIssue({ code: 'custom', path: ['sessionCap'], message: SESSION_CAP_REQUIRED_MESSAGE })
}

/** A cap left in the form after the owner chose another rule is not kept: it would mean nothing. */
function withoutStrayCap<T extends ReleaseFields>(value: T): T {
  const otherRule = value.sessionRelease !== undefined && value.sessionRelease !== 'per-30-days'
  return otherRule ? { ...value, sessionCap: null } : value
}

type SessionFields = { type: (typeof INVENTORY_TYPES)[number]; sessionsIncluded?: number | null }
/** A one-to-one item names its sessions; any other item names none. Not given: the edit keeps the stored number. */
function sessionsFit(value: SessionFields, ctx: z.RefinementCtx) {
  if (value.sessionsIncluded === undefined) return
  const oneToOne = value.type === 'coaching_slot'
  if (oneToOne && value.sessionsIncluded === null)
    ctx.addIssue({ code: 'custom', path: ['sessionsIncluded'], message: SESSIONS_REQUIRED_MESSAGE })
  if (!oneToOne && value.sessionsIncluded !== null)
    ctx.addIssue({ code: 'custom', path: ['sessionsIncluded'], message: SESSIONS_NOT_HERE_MESSAGE })
}

type PlanFields = { planPayments?: number | null; planAmount?: number | null }
function planComplete(value: PlanFields, ctx: z.RefinementCtx) {
  if ((value.planPayments === null) !== (value.planAmount === null)) {
    ctx.addIssue({
      code: 'custom',
      path: [value.planPayments === null ? 'planPayments' : 'planAmount'],
      message: PLAN_INCOMPLETE_MESSAGE,
    })
  }
}

// `when`: the bound is checked as soon as both numbers are good, so the form shows it with other mistakes.
const slotBound = [
  (value: { availableSlots: number; totalSlots: number }, ctx: z.RefinementCtx) => {
    if (value.availableSlots > value.totalSlots)
      ctx.addIssue({ code: 'custom', path: ['availableSlots'], message: AVAILABLE_ABOVE_TOTAL_MESSAGE })
  },
  {
    when: ({ value }: { value: unknown }) => {
      const item = value as { availableSlots?: unknown; totalSlots?: unknown } | null
      return Number.isInteger(item?.availableSlots) && Number.isInteger(item?.totalSlots)
    },
  },
] as const

/** A new item (POST /api/inventory, and the owner's form): a field not given takes its default. */
export const inventoryItemSchema = z
  .strictObject({
    ...requiredFields,
    description: otherFields.description.default(null),
    closingDate: otherFields.closingDate.default(null),
    dayOfWeek: otherFields.dayOfWeek.default(null),
    timeSlot: otherFields.timeSlot.default(null),
    startsOn: otherFields.startsOn.default(null),
    timezone: otherFields.timezone.default(TIMEZONE),
    isActive: otherFields.isActive.default(true),
    planPayments: otherFields.planPayments.default(null),
    planAmount: otherFields.planAmount.default(null),
    sessionsIncluded: otherFields.sessionsIncluded.optional(),
    sessionRelease: otherFields.sessionRelease.default(null),
    sessionCap: otherFields.sessionCap.default(null),
  })
  .superRefine(planComplete)
  .superRefine(...slotBound)
  .superRefine(sessionsFit)
  .superRefine(capNamed)
  // A caller that names no sessions (SPEC §7's fields) gets SPEC §1's twelve for one-to-one, none for the rest.
  .transform(({ sessionsIncluded, ...item }) =>
    withoutStrayCap({
      ...item,
      sessionsIncluded: sessionsIncluded ?? (item.type === 'coaching_slot' ? ONE_TO_ONE_SESSIONS : null),
    }),
  )

/**
 * An edit (PUT /api/inventory/{id}): a field the request does not carry keeps its value, so a client sending
 * SPEC §7's fields only (which name neither the plan nor the start date) leaves those as they are. The plan's
 * two numbers change together: a request carrying one must carry the other.
 */
export const inventoryItemEditSchema = z
  .strictObject({
    ...requiredFields,
    ...z.object(otherFields).partial().shape,
    /**
     * The seats for sale the owner's form showed when it opened: the save is refused if a seat was sold or freed
     * since (a guarded write), so a number typed from a stale view can never sell more seats than exist.
     */
    availableSlotsWas: wholeNumber('Available slots shown', 0, MAX_SLOTS).optional(),
  })
  .superRefine((value, ctx) => {
    const { planPayments, planAmount } = value
    if (planPayments !== undefined && planAmount !== undefined) planComplete({ planPayments, planAmount }, ctx)
    else if (planPayments !== planAmount)
      ctx.addIssue({
        code: 'custom',
        path: [planPayments === undefined ? 'planPayments' : 'planAmount'],
        message: PLAN_INCOMPLETE_MESSAGE,
      })
  })
  .superRefine(...slotBound)
  .superRefine(sessionsFit)
  .superRefine(capNamed)
  .transform(withoutStrayCap)
export type InventoryItemInput = z.input<typeof inventoryItemSchema>
export type InventoryItemValues = z.output<typeof inventoryItemSchema>
export type InventoryItemEdit = z.output<typeof inventoryItemEditSchema>

export const autoOrderSchema = z.strictObject({
  type: z.enum(INVENTORY_TYPES, { error: 'Please choose a type' }),
})
