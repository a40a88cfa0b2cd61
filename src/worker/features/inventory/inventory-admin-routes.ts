// The owner's inventory calls of SPEC §7 (admin router): list with status and sales, create, edit,
// delete or archive, duplicate, and 'Auto-Order by Day'. Seats change only through the item's ledger.
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { autoOrderSchema, inventoryItemEditSchema, inventoryItemSchema } from '../../../shared/schemas/inventory.ts'
import {
  archiveInventoryItem,
  autoOrderInventory,
  createInventoryItem,
  deleteInventoryItem,
  duplicateInventoryItem,
  findInventoryItem,
  listInventory,
  updateInventoryItem,
} from './inventory-admin.ts'
import { CACHE_KEYS, invalidate } from '../../platform/read-cache.ts'
import type { AppEnv } from '../../env.ts'
import { validate } from '../../platform/middleware/validate.ts'
import { idParam } from '../../platform/id-param.ts'

/**
 * A change to what is on sale may change a price the home page shows: its rendered copy is dropped. On each
 * route rather than with `use`, which would add a handler for every method on the guarded admin router.
 */
const dropRenderedPrices = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (c.res.ok) invalidate(CACHE_KEYS.prices)
})

/**
 * The back office's list, at /admin/inventory: every item with its status and sales; and one item as the list
 * shows it, for a caller that needs only that one (the list grows with every pod ever run).
 */
export const inventoryAdminList = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listInventory(c.get('db'))))
  .get('/:id', validate('param', idParam), async (c) =>
    c.json(await findInventoryItem(c.get('db'), c.req.valid('param').id)),
  )

export const inventoryAdmin = new Hono<AppEnv>()
  .post('/', dropRenderedPrices, validate('json', inventoryItemSchema), async (c) =>
    c.json(await createInventoryItem(c.get('db'), c.req.valid('json')), 201),
  )
  .post('/auto-order', validate('json', autoOrderSchema), async (c) => {
    const updated = await autoOrderInventory(c.get('db'), c.req.valid('json').type)
    return c.json({ updated })
  })
  .put('/:id', dropRenderedPrices, validate('param', idParam), validate('json', inventoryItemEditSchema), async (c) => {
    const item = await updateInventoryItem(c.get('db'), c.env, c.req.valid('param').id, c.req.valid('json'))
    return c.json(item)
  })
  .delete('/:id', dropRenderedPrices, validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param')
    await deleteInventoryItem(c.get('db'), id)
    return c.json({ deleted: id })
  })
  .post('/:id/archive', dropRenderedPrices, validate('param', idParam), async (c) =>
    c.json(await archiveInventoryItem(c.get('db'), c.req.valid('param').id)),
  )
  .post('/:id/duplicate', validate('param', idParam), async (c) =>
    c.json(await duplicateInventoryItem(c.get('db'), c.req.valid('param').id), 201),
  )
