// The admin's events (SPEC §3 event, §5 event rules, §7 event calls). Date and time are free text, as the
// owner writes them ('Thursday, July 17', 'first thursday'); auto-sort reads them with rules/event-order.ts.
import { z } from 'zod'
import { nullableText } from './text-fields.ts'
import { optionalWebAddress } from './web-address.ts'
import { requiredText } from './fields.ts'

export const EVENT_TYPES = ['free', 'paid', 'free to FB group', 'members only'] as const
export const EVENT_LOCATIONS = ['Online', 'Zoom', 'Facebook Group', 'In Person'] as const

export const eventSchema = z.strictObject({
  title: requiredText('Title is required', 200),
  date: requiredText('Date is required', 100),
  time: requiredText('Time is required', 100),
  type: z.enum(EVENT_TYPES, { error: 'Type is required' }),
  location: z.enum(EVENT_LOCATIONS, { error: 'Location is required' }),
  description: nullableText(2000),
  link: optionalWebAddress('Link must be a web address starting with http:// or https://'),
})
export type EventInput = z.input<typeof eventSchema>

const MAX_EVENTS = 500

export const eventReorderSchema = z.strictObject({
  eventUpdates: z
    .array(
      z.strictObject({
        id: z.number({ error: 'Each event needs its id' }).int().positive({ error: 'Each event needs its id' }),
        sortOrder: z
          .number({ error: 'Sort order must be a number' })
          .int()
          .min(0, { error: 'Sort order must be 0 or more' }),
      }),
      { error: 'eventUpdates must be a list of events' },
    )
    .min(1, { error: 'There is nothing to reorder' })
    .max(MAX_EVENTS, { error: `At most ${MAX_EVENTS} events can be reordered at once` })
    .refine((updates) => new Set(updates.map((u) => u.id)).size === updates.length, {
      error: 'Each event may appear only once',
    }),
})
export type EventReorderInput = z.input<typeof eventReorderSchema>
