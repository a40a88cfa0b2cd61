// SPEC §7's tracking for leads, in one place so every form reports the same way. Only the event and its
// category leave the page: never a name, an email or a phone number.
import type { ANALYTICS_CATEGORIES } from '../../shared/analytics-events.ts'
import { track } from '../lib/tracking.ts'

type SignupCategory = Extract<
  (typeof ANALYTICS_CATEGORIES)[number],
  'free_guide' | 'exit_intent_popup' | 'resource_library'
>

export function trackEmailSignup(category: SignupCategory): void {
  track('lead', { category })
  track('sign_up', { category })
}

/** A free call is still a conversion: worth 0 USD, counted under 'consultation'. */
export function trackStrategyCallBooked(): void {
  const params = { category: 'consultation', value: 0, currency: 'USD' }
  track('lead', params)
  track('generate_lead', params)
  track('conversion', params)
}
