import type { ErrorHandler, NotFoundHandler } from 'hono'
import { log } from '../log.ts'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../../env.ts'
import { HttpError, RATE_LIMIT_PERIOD_SECONDS, TooManyRequestsError } from '../http-error.ts'
import { loggableError } from '../loggable-error.ts'
import { reportError } from '../error-reporting.ts'

/** Every failure leaves as `{ message }` JSON with an honest status; nothing internal leaves the Worker. */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof HttpError) {
    const response = c.json(error.body(), error.status)
    // Every refusal for going too fast says when to come back (RFC 9110 Retry-After, in seconds).
    if (error.status === 429)
      response.headers.set(
        'Retry-After',
        String(error instanceof TooManyRequestsError ? error.retryAfterSeconds : RATE_LIMIT_PERIOD_SECONDS),
      )
    return response
  }
  if (error instanceof HTTPException) {
    const message = error.status === 413 ? 'Request body is too large' : error.message || 'Bad request'
    return c.json({ message }, error.status)
  }
  // The route's pattern, never the address asked for (a path or query may carry a link's secret), and no
  // query parameters (people's data, tokens).
  log.error('Unhandled error', { method: c.req.method, route: c.req.routePath, error: loggableError(error) })
  reportError(error)
  return c.json({ message: 'Something went wrong. Please try again.' }, 500)
}

export const handleNotFound: NotFoundHandler<AppEnv> = (c) => c.json({ message: 'Not found' }, 404)
