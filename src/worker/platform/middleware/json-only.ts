import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../env.ts'
import { HttpError } from '../http-error.ts'

const JSON_TYPE = /^application\/json\s*(;|$)/i

/** Every body the API reads is JSON; anything else is refused before a handler sees it. */
export const requireJsonBody = createMiddleware<AppEnv>(async (c, next) => {
  const hasBody = c.req.header('Content-Length') !== undefined && c.req.header('Content-Length') !== '0'
  const chunked = c.req.header('Transfer-Encoding') !== undefined
  if ((hasBody || chunked) && !JSON_TYPE.test(c.req.header('Content-Type') ?? '')) {
    throw new HttpError(415, 'Requests must be sent as application/json')
  }
  return next()
})
