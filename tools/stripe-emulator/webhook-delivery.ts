// How the emulator delivers webhooks. Stripe promises neither once nor in order: an event may arrive twice,
// minutes late, or after a newer one (its docs ask endpoints to cope with all three). The plan turns each on
// so development and tests meet them on demand; by default an event is sent once, right after the API answer.
export interface DeliveryPlan {
  /** Every event is delivered twice. */
  duplicate: boolean
  /** Each delivery waits up to this long (a random share of it, so close events can swap places). */
  lateMs: number
}

export const PROMPT_DELIVERY: DeliveryPlan = { duplicate: false, lateMs: 0 }

/** "duplicate,late" or "duplicate,late=2000" (from STRIPE_EMULATOR_WEBHOOKS) → a plan. */
export function parseDeliveryPlan(text: string | undefined): DeliveryPlan {
  const plan = { ...PROMPT_DELIVERY }
  for (const part of (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, value] = part.split('=')
    if (name === 'duplicate') plan.duplicate = true
    else if (name === 'late') plan.lateMs = value ? Number(value) : 1500
    else throw new Error(`Unknown webhook delivery option "${part}" (known: duplicate, late[=ms])`)
  }
  return plan
}

/** When each copy of one event is sent, in ms from now. */
export function deliveryDelays(plan: DeliveryPlan, random: () => number = Math.random): number[] {
  const copies = plan.duplicate ? 2 : 1
  return Array.from({ length: copies }, () => Math.round(random() * plan.lateMs))
}
