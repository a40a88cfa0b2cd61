import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env.ts'
import { HttpError } from '../http-error.ts'

/** Lead forms: a person submits a handful; a script submitting hundreds from one address is stopped. */
export const limitPerClientAddress = createMiddleware<AppEnv>(async (c, next) => {
  const address = c.req.header('CF-Connecting-IP') ?? 'unknown'
  const { success } = await c.env.LEAD_LIMITER.limit({ key: address })
  if (!success) throw new HttpError(429, 'Too many requests. Please wait a minute and try again.')
  return next()
})

/** Payment calls: a buyer reloading the success page passes; a loop on one payment is stopped before Stripe. */
export const limitPaymentCalls = createMiddleware<AppEnv>(async (c, next) => {
  const address = c.req.header('CF-Connecting-IP') ?? 'unknown'
  const { success } = await c.env.PAYMENT_LIMITER.limit({ key: address })
  if (!success) throw new HttpError(429, 'Too many requests. Please wait a minute and try again.')
  return next()
})
