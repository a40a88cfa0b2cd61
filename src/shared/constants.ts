// Business constants of SPEC §9. Money is integer cents everywhere.
export const CURRENCY = 'usd'
export const TIMEZONE = 'PST'

export const PURCHASE_TYPES = ['strategy-call', 'brotherhood', 'one-to-one'] as const
export type PurchaseType = (typeof PURCHASE_TYPES)[number]

/** A plan: running, behind (a payment failed every retry; the owner decides), fully paid, or stopped (refund). */
export const PLAN_STATUSES = ['active', 'overdue', 'completed', 'canceled'] as const
export type PlanStatus = (typeof PLAN_STATUSES)[number]
/** How a one-to-one package's sessions open (decision 082); a purchase with none follows its payments. */
export const SESSION_RELEASES = ['with-payments', 'all-at-once', 'per-30-days'] as const
export type SessionRelease = (typeof SESSION_RELEASES)[number]
/**
 * One payment of a plan: waiting for its day, failed and waiting for its next try, charged and waiting for the
 * bank's answer (a debit that confirms later), paid, out of tries, stopped. Moves: plans/plan-payment-states.ts.
 */
export const PLAN_PAYMENT_STATUSES = ['scheduled', 'retrying', 'processing', 'paid', 'overdue', 'canceled'] as const
export type PlanPaymentStatus = (typeof PLAN_PAYMENT_STATUSES)[number]
/** A failed plan payment is tried again this many days after its due day; after the last, the plan is overdue. */
export const PLAN_RETRY_DAYS = [1, 3, 5, 7] as const
/** Plan payments are charged at this hour UTC on their day: 9 or 10 in the morning on the Pacific coast. */
export const PLAN_CHARGE_HOUR_UTC = 17
export const PAYMENT_CHOICES = ['full', 'plan'] as const
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number]

/** The price of a purchase type when no inventory item names one. */
export const TYPE_PRICE_CENTS: Readonly<Record<PurchaseType, number>> = {
  'strategy-call': 0,
  brotherhood: 60000,
  'one-to-one': 150000,
}

/** SPEC §1: one-to-one coaching is twelve 60-minute sessions, unless the owner's item says otherwise. */
export const ONE_TO_ONE_SESSIONS = 12

export const INVENTORY_TYPES = ['brotherhood_pod', 'coaching_slot', 'consultation'] as const
export type InventoryType = (typeof INVENTORY_TYPES)[number]

export const DAYS_OF_WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number]

export const LOW_STOCK_RATIO = 0.2
/** A seat is held this long for a buyer whose card is not authorized yet; the authorization makes it a sale. */
export const SEAT_HOLD_MINUTES = 3

/**
 * A waitlist entry: waiting in line; offered a freed seat; claimed it (paid); or out of line because the
 * offer expired, was declined, the owner removed it, or the person left before any offer.
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'expired', 'declined', 'removed', 'left'] as const
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number]
/** How long an offer stays the person's: the owner's setting, within these bounds (hours). */
export const WAITLIST_OFFER_HOURS = { min: 2, max: 72, default: 24 } as const

/** Seconds each public feed is cached in KV (SPEC §7). */
export const FEED_TTL_SECONDS = {
  facebookEvents: 60,
  facebookPosts: 600,
  youtubeVideos: 300,
  tiktokLive: 30,
  podcastEpisodes: 1800,
} as const

export const FEATURE_TOGGLES_CACHE_SECONDS = 60
export const PUBLIC_READ_CACHE_SECONDS = 60

export const TIMINGS_MS = {
  toast: 5000,
  carousel: 5000,
  chatTyping: 2500,
  vslCallToAction: 30_000,
  installDialog: 30_000,
  configFetch: 5000,
  countdownTick: 1000,
} as const

export const SESSION_COOKIE = '__Host-session'
export const SESSION_IDLE_SECONDS = 60 * 60 * 8
export const SESSION_ABSOLUTE_SECONDS = 60 * 60 * 24 * 7
export const CHAT_SESSION_COOKIE_DAYS = 30

export const LEAD_STATUSES = ['new', 'contacted'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]
