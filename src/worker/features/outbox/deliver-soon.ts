import type { Context } from 'hono'
import { log } from '../../platform/log.ts'
import { createDb } from '../../platform/db/client.ts'
import { anyChannelConfigured, deliverDueMessages } from './outbox-delivery.ts'
import type { AppEnv } from '../../env.ts'
import { loggableError } from '../../platform/loggable-error.ts'

/** Sends what a request just queued right after answering it; the cron trigger retries what fails. */
export function deliverSoon(c: Context<AppEnv>): void {
  if (!anyChannelConfigured(c.env)) return
  c.executionCtx.waitUntil(
    deliverDueMessages(createDb(c.env.DB), c.env).catch((error: unknown) =>
      log.error('Outbox delivery failed', { error: loggableError(error) }),
    ),
  )
}
