import { and, asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { inventoryItems } from '../db/schema.ts'
import type { AppEnv } from '../env.ts'
import { validate } from '../middleware/validate.ts'

const publicColumns = {
  id: inventoryItems.id,
  name: inventoryItems.name,
  type: inventoryItems.type,
  description: inventoryItems.description,
  price: inventoryItems.price,
  totalSlots: inventoryItems.totalSlots,
  availableSlots: inventoryItems.availableSlots,
  closingDate: inventoryItems.closingDate,
  dayOfWeek: inventoryItems.dayOfWeek,
  timeSlot: inventoryItems.timeSlot,
  timezone: inventoryItems.timezone,
  isActive: inventoryItems.isActive,
}

const onSale = and(eq(inventoryItems.isActive, true), eq(inventoryItems.isArchived, false))
const typeParam = z.object({ type: z.enum(['brotherhood_pod', 'coaching_slot', 'consultation'], { error: 'Unknown inventory type' }) })

/** Public lists: what is on sale, with the seats left (never cached: seats change as people buy). */
export const inventoryPublic = new Hono<AppEnv>()
  .get('/inventory', async (c) => {
    const rows = await c.get('db').select(publicColumns).from(inventoryItems).where(onSale).orderBy(asc(inventoryItems.type), asc(inventoryItems.sortOrder), asc(inventoryItems.id))
    return c.json(rows)
  })
  .get('/inventory/type/:type', validate('param', typeParam), async (c) => {
    const { type } = c.req.valid('param')
    const rows = await c
      .get('db')
      .select(publicColumns)
      .from(inventoryItems)
      .where(and(onSale, eq(inventoryItems.type, type)))
      .orderBy(asc(inventoryItems.sortOrder), asc(inventoryItems.id))
    return c.json(rows)
  })
