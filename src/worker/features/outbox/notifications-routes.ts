import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { testNotificationSchema } from '../../../shared/schemas/checkout.ts'
import { outbox } from '../../platform/db/schema.ts'
import { toE164 } from '../../../shared/rules/phone.ts'
import { ownerSmsText } from './owner-sale-text.ts'
import { deliverDueMessages } from './outbox-delivery.ts'
import { queueSms } from './outbox.ts'
import { getSiteSettings } from '../site-settings/site-settings.ts'
import type { AppEnv } from '../../env.ts'
import { validate } from '../../platform/middleware/validate.ts'

/** The owner's check that sale texts reach their phone: the same message a sale queues, marked as a test. */
export const notificationsAdmin = new Hono<AppEnv>().post('/', validate('json', testNotificationSchema), async (c) => {
  const { customerName, purchaseType, amount } = c.req.valid('json')
  const db = c.get('db')
  const settings = await getSiteSettings(db)
  const [queued] = await queueSms(db, {
    template: 'owner-purchase',
    recipient: toE164(settings.contactPhone),
    payload: { text: `[TEST] ${ownerSmsText(customerName, purchaseType, amount)}`, test: true },
    key: `test-sms:${crypto.randomUUID()}`,
  }).returning()
  // The owner is watching the page: send now and show what the provider said.
  await deliverDueMessages(db, c.env)
  const message = await db.query.outbox.findFirst({ where: eq(outbox.id, queued!.id) })
  return c.json({ success: message?.status === 'sent', message }, 201)
})
