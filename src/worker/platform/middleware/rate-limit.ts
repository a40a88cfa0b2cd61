import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../env.ts'
import { TooManyRequestsError } from '../http-error.ts'

/** The address Cloudflare saw the request come from, which every per-client limit is keyed on. */
export const clientAddress = (c: Context) => c.req.header('CF-Connecting-IP') ?? 'unknown'

/** Lead forms: a person submits a handful; a script submitting hundreds from one address is stopped. */
export const limitPerClientAddress = createMiddleware<AppEnv>(async (c, next) => {
  const { success } = await c.env.LEAD_LIMITER.limit({ key: clientAddress(c) })
  if (!success) throw new TooManyRequestsError('Too many requests. Please wait a minute and try again.')
  return next()
})

/** Payment calls: a buyer reloading the success page passes; a loop on one payment is stopped before Stripe. */
export const limitPaymentCalls = createMiddleware<AppEnv>(async (c, next) => {
  const { success } = await c.env.PAYMENT_LIMITER.limit({ key: clientAddress(c) })
  if (!success) throw new TooManyRequestsError('Too many requests. Please wait a minute and try again.')
  return next()
})
