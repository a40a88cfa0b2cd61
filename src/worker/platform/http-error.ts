import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** The one error shape of ARCHITECTURE.md: a message for people, and per-field messages for forms. */
export interface ErrorBody {
  message: string
  fields?: Record<string, string>
  [extra: string]: unknown
}

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Omit<ErrorBody, 'message'> = {},
  ) {
    super(message)
  }

  body(): ErrorBody {
    return { message: this.message, ...this.extra }
  }
}

/**
 * Every rate limit in wrangler.toml counts over a 60-second period, so a caller who waits this long always gets
 * through again. The platform's limiter does not say when its window ends; the whole period is the honest answer.
 */
export const RATE_LIMIT_PERIOD_SECONDS = 60

/** 429 with the seconds to wait before trying again, which the error handler sends as Retry-After. */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds = RATE_LIMIT_PERIOD_SECONDS,
    extra: Omit<ErrorBody, 'message'> = {},
  ) {
    super(429, message, extra)
  }
}
