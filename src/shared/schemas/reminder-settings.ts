// The owner's switch for the day-before session reminders (Settings tab).
import { z } from 'zod'

export const reminderSettingsSchema = z.strictObject({
  remindersEnabled: z.boolean({ error: 'Reminders must be on or off' }),
})
