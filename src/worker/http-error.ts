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
