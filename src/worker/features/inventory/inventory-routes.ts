import { and, asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { inventoryItems } from '../../platform/db/schema.ts'
import type { AppEnv } from '../../env.ts'
import { validate } from '../../platform/middleware/validate.ts'
import { listedForSale, publicItemColumns } from '../../platform/db/on-sale.ts'

const typeParam = z.object({
  type: z.enum(['brotherhood_pod', 'coaching_slot', 'consultation'], { error: 'Unknown inventory type' }),
})

export interface PathPrice {
  price: number
  planPayments: number | null
  planAmount: number | null
}

/**
 * Public lists: what is on sale, with the seats left (never cached: seats change as people buy); and the
 * prices the home page shows for each path, read from the items on sale (the lowest, with its plan), so the
 * page can never promise what checkout does not charge.
 */
export const inventoryPublic = new Hono<AppEnv>()
  .get('/prices', async (c) => {
    const rows = await c
      .get('db')
      .select({
        type: inventoryItems.type,
        price: inventoryItems.price,
        planPayments: inventoryItems.planPayments,
        planAmount: inventoryItems.planAmount,
      })
      .from(inventoryItems)
      .where(listedForSale)
      .orderBy(asc(inventoryItems.price), asc(inventoryItems.sortOrder), asc(inventoryItems.id))
    const lowest = (type: (typeof rows)[number]['type']): PathPrice | null => {
      const row = rows.find((r) => r.type === type)
      return row ? { price: row.price, planPayments: row.planPayments, planAmount: row.planAmount } : null
    }
    return c.json({ brotherhood: lowest('brotherhood_pod'), 'one-to-one': lowest('coaching_slot') })
  })
  .get('/', async (c) => {
    const rows = await c
      .get('db')
      .select(publicItemColumns)
      .from(inventoryItems)
      .where(listedForSale)
      .orderBy(asc(inventoryItems.type), asc(inventoryItems.sortOrder), asc(inventoryItems.id))
    // The home page's pay buttons read this after load for the seats left now: no cache may answer for it.
    return c.json(rows, 200, { 'Cache-Control': 'no-store' })
  })
  .get('/type/:type', validate('param', typeParam), async (c) => {
    const { type } = c.req.valid('param')
    const rows = await c
      .get('db')
      .select(publicItemColumns)
      .from(inventoryItems)
      .where(and(listedForSale, eq(inventoryItems.type, type)))
      .orderBy(asc(inventoryItems.sortOrder), asc(inventoryItems.id))
    return c.json(rows)
  })
