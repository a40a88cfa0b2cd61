// The owner's reminders switch: read and set apart from the business details, which pages show to everyone.
import { Hono } from 'hono'
import { reminderSettingsSchema } from '../../../shared/schemas/reminder-settings.ts'
import { remindersEnabled, saveOwnerSwitches } from '../site-settings/site-settings.ts'
import type { AppEnv } from '../../env.ts'
import { validate } from '../../platform/middleware/validate.ts'

export const reminderSettingsAdmin = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ remindersEnabled: await remindersEnabled(c.get('db')) }))
  .put('/', validate('json', reminderSettingsSchema), async (c) => {
    const { remindersEnabled: enabled } = c.req.valid('json')
    await saveOwnerSwitches(c.get('db'), { remindersEnabled: enabled })
    return c.json({ remindersEnabled: enabled })
  })
