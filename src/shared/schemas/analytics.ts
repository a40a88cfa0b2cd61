// First-party analytics events (SPEC §7 tracking). No personal data: no names, emails or phone numbers.
import { z } from 'zod'
import { ANALYTICS_CATEGORIES, ANALYTICS_EVENT_NAMES } from '../analytics-events.ts'

export const analyticsEventSchema = z.strictObject({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  path: z.string().max(300).optional(),
  source: z.string().max(100).optional(),
  category: z.enum(ANALYTICS_CATEGORIES).optional(),
  value: z.number().int().min(0).max(100_000_000).optional(),
})
