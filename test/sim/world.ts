// What one simulated run knows about the shop it drives: its own items and buyers (so runs sharing one D1 and
// one emulator never see each other's rows), the Stripe events not yet delivered, and what it observed.
import { mulberry32, type Rng } from './prng.ts'
import { buyerDetails, createItem, STRIPE, type RecordedEvent } from '../helpers/checkout.ts'
import { newClientAddress } from '../helpers/leads.ts'

/** The pod is $499 (or 3 × $179), the one-to-one $1,800: the hostile switch is between the two. */
export const POD_PRICE = 49900
export const COACHING_PRICE = 180000
export const PLAN = { planPayments: 3, planAmount: 17900 }
/** The one-to-one on a plan: 6 × $339 (the seeded one-to-one's plan). */
export const COACHING_PLAN = { planPayments: 6, planAmount: 33900 }

export interface SimItem {
  id: number
  kind: 'pod' | 'coaching'
  plan: boolean
}

export interface Buyer {
  n: number
  address: string
  details: ReturnType<typeof buyerDetails>
  intentId: string
  clientSecret: string
  /** The item of the last reserve the buyer sent, whatever its answer. */
  itemId: number
  choice: 'full' | 'plan'
  /** His reserves in flight now; each learns whether another of his started while it ran. */
  reserving: Array<{ overlapped: boolean }>
}

export interface World {
  seed: number
  rng: Rng
  items: SimItem[]
  buyers: Buyer[]
  /** Events the emulator emitted about this run's payments and not yet delivered (deliveries may repeat). */
  queue: RecordedEvent[]
  /** How many of the emulator's events (all runs') were read already. */
  eventsRead: number
  /** This run's payment intents: the buyers' and the plan job's later charges. */
  intents: Set<string>
  /** The plan job's later charges, by the intent of the plan's first payment. */
  laterCharges: Map<string, Set<string>>
  /** Refunds Stripe made for this run, that a refund.failed may hit later. */
  refundIds: Set<string>
  /** Emails of the run's people on a waitlist. */
  waiters: string[]
  manualApproval: boolean
  adminCookie: string
  /** How far the plan job's clock has been moved ahead of the real one (it only moves forward). */
  aheadMs: number
  /** Intents whose next Stripe call was planned to fail: a 502 about them is expected, not a violation. */
  faultedIntents: Set<string>
  faults: number
  trace: string[]
  consoleErrors: string[]
  /**
   * The sessions' own source of chance (sessions.ts): a seed's money actions draw from `rng` as before, so the
   * sessions added to a run do not change which money actions it draws.
   */
  srng: Rng
  /** Each signed-in client's My coaching cookie, by buyer. */
  clients: Map<number, string>
  /** Writes faulted since the last nightly comparison: until it runs, D1 and the calendar may disagree. */
  openFaults: number
}

export async function createWorld(seed: number, rng: Rng, adminCookie: string): Promise<World> {
  const podSeats = () => 1 + rng.int(3)
  const srng = mulberry32(seed ^ 0x5e55_1015)
  const items: SimItem[] = []
  for (const kind of ['pod', 'pod', 'coaching'] as const) {
    const plan = kind === 'pod' && rng.chance(0.5)
    const item = await createItem({
      name: `Sim ${seed} ${kind} ${items.length}`,
      type: kind === 'pod' ? 'brotherhood_pod' : 'coaching_slot',
      price: kind === 'pod' ? POD_PRICE : COACHING_PRICE,
      totalSlots: kind === 'pod' ? podSeats() : 1 + rng.int(2),
      ...(plan ? PLAN : {}),
      // Few sessions, so a run spends a package and meets its last credit.
      ...(kind === 'coaching' ? { sessionsIncluded: 2 + srng.int(4) } : {}),
    })
    items.push({ id: item.id, kind, plan })
  }
  // The packages the sessions are booked on (sessions.ts): a one-to-one with a few seats, on a plan half the time.
  const packagePlan = srng.chance(0.5)
  const packages = await createItem({
    name: `Sim ${seed} packages`,
    type: 'coaching_slot',
    price: COACHING_PRICE,
    totalSlots: 3 + srng.int(4),
    sessionsIncluded: 2 + srng.int(4),
    ...(packagePlan ? COACHING_PLAN : {}),
  })
  items.push({ id: packages.id, kind: 'coaching', plan: packagePlan })
  return {
    seed,
    rng,
    items,
    buyers: [],
    queue: [],
    eventsRead: await eventCount(),
    intents: new Set(),
    laterCharges: new Map(),
    refundIds: new Set(),
    waiters: [],
    manualApproval: rng.chance(0.3),
    adminCookie,
    aheadMs: 0,
    faultedIntents: new Set(),
    faults: 0,
    trace: [],
    consoleErrors: [],
    srng,
    clients: new Map(),
    openFaults: 0,
  }
}

/** How many events the emulator holds now: the run reads only those emitted after it started. */
async function eventCount(): Promise<number> {
  const response = await fetch(`${STRIPE}/__emulator/events/count`)
  return ((await response.json()) as { count: number }).count
}

export function newBuyer(
  w: World,
  intentId: string,
  clientSecret: string,
  itemId: number,
  choice: Buyer['choice'],
): Buyer {
  const buyer: Buyer = {
    n: w.buyers.length,
    address: newClientAddress(),
    details: buyerDetails(),
    intentId,
    clientSecret,
    itemId,
    choice,
    reserving: [],
  }
  w.buyers.push(buyer)
  w.intents.add(intentId)
  return buyer
}

export const itemOf = (w: World, id: number) => w.items.find((item) => item.id === id)!

interface EventObject {
  id: string
  object: string
  payment_intent?: string
  metadata?: Record<string, string>
}

/** Reads the emulator's new events and queues those about this run's payments. */
export async function pullEvents(w: World): Promise<void> {
  const fresh = (await (await fetch(`${STRIPE}/__emulator/events?from=${w.eventsRead}`)).json()) as RecordedEvent[]
  w.eventsRead += fresh.length
  for (const event of fresh) {
    const object = (JSON.parse(event.payload) as { data: { object: EventObject } }).data.object
    const planOf = object.metadata?.planOf
    if (object.object === 'payment_intent' && planOf && w.intents.has(planOf)) {
      w.intents.add(object.id)
      const later = w.laterCharges.get(planOf) ?? new Set()
      w.laterCharges.set(planOf, later.add(object.id))
    }
    const intent = object.object === 'payment_intent' ? object.id : object.payment_intent
    if (!intent || !w.intents.has(intent)) continue
    if (object.object === 'refund') w.refundIds.add(object.id)
    w.queue.push(event)
  }
}

/**
 * A finished run's intents are moved nine days back at the emulator, past the reconciler's look-back (eight
 * days), so a later run's reconciler does not page through every earlier run's intents (quadratic over a long run).
 */
export async function retire(w: World): Promise<void> {
  const back = new URLSearchParams({ seconds: String(9 * 86_400) })
  await Promise.all(
    [...w.intents].map((id) =>
      fetch(`${STRIPE}/__emulator/payment_intents/${id}/backdate`, { method: 'POST', body: back }),
    ),
  )
}
