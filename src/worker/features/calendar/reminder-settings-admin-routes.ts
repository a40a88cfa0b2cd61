// The owner's reminders switch: read and set apart from the business details, which pages show to everyone.
import { Hono } from 'hono'
import { DEFAULT_SITE_SETTINGS } from '../../../shared/site.ts'
import { reminderSettingsSchema } from '../../../shared/schemas/reminder-settings.ts'
import { siteSettings } from '../../platform/db/schema.ts'
import { remindersEnabled } from '../content/site-settings.ts'
import type { AppEnv } from '../../env.ts'
import { validate } from '../../platform/middleware/validate.ts'

const SINGLE_ROW_ID = 1

export const reminderSettingsAdmin = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ remindersEnabled: await remindersEnabled(c.get('db')) }))
  .put('/', validate('json', reminderSettingsSchema), async (c) => {
    const { remindersEnabled: enabled } = c.req.valid('json')
    // Before the owner has saved any details, the row starts from the defaults every page already shows.
    const [row] = await c
      .get('db')
      .insert(siteSettings)
      .values({ id: SINGLE_ROW_ID, ...DEFAULT_SITE_SETTINGS, remindersEnabled: enabled })
      .onConflictDoUpdate({
        target: siteSettings.id,
        set: { remindersEnabled: enabled, updatedAt: new Date().toISOString() },
      })
      .returning({ remindersEnabled: siteSettings.remindersEnabled })
    return c.json(row!)
  })
