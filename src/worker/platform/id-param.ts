import { z } from 'zod'

/** A row id in a path: a positive whole number, or 400 before any handler runs. */
export const idParam = z.object({
  id: z.coerce.number({ error: 'Invalid id' }).int({ error: 'Invalid id' }).positive({ error: 'Invalid id' }),
})
