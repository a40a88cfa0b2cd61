import { Hono } from 'hono'
import { z } from 'zod'
import { FEATURE_TOGGLES_CACHE_SECONDS } from '../../../shared/constants.ts'
import { FEATURE_IDS } from '../../../shared/features.ts'
import { featureToggleUpdateSchema } from '../../../shared/schemas/content.ts'
import { featureToggles } from '../../platform/db/schema.ts'
import { CACHE_KEYS, cached, invalidate } from '../../platform/read-cache.ts'
import type { AppEnv } from '../../env.ts'
import { validate } from '../../platform/middleware/validate.ts'

const featureParam = z.object({ featureId: z.enum(FEATURE_IDS, { error: 'Unknown feature' }) })

export const featureTogglesPublic = new Hono<AppEnv>().get('/', async (c) => {
  const db = c.get('db')
  const list = await cached(CACHE_KEYS.featureToggles, FEATURE_TOGGLES_CACHE_SECONDS, () =>
    db.select({ featureId: featureToggles.featureId, isEnabled: featureToggles.isEnabled }).from(featureToggles),
  )
  return c.json(list)
})

export const featureTogglesAdmin = new Hono<AppEnv>()
  .put('/:featureId', validate('param', featureParam), validate('json', featureToggleUpdateSchema), async (c) => {
    const { featureId } = c.req.valid('param')
    const { isEnabled } = c.req.valid('json')
    const [row] = await c
      .get('db')
      .insert(featureToggles)
      .values({ featureId, isEnabled })
      .onConflictDoUpdate({
        target: featureToggles.featureId,
        set: { isEnabled, updatedAt: new Date().toISOString() },
      })
      .returning({ featureId: featureToggles.featureId, isEnabled: featureToggles.isEnabled })
    invalidate(CACHE_KEYS.featureToggles)
    return c.json(row)
  })
  // "Reset All Toggles": with no rows left, every feature reads as enabled.
  .delete('/', async (c) => {
    await c.get('db').delete(featureToggles)
    invalidate(CACHE_KEYS.featureToggles)
    return c.json({ reset: true })
  })
