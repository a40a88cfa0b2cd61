// Optional error reporting to Sentry (decision 069), through the SDK made for Workers. Off unless SENTRY_DSN is
// set: without it the SDK is never started, nothing is wrapped, and nothing is sent anywhere. With it, the Worker
// (fetch and scheduled) and the Durable Objects are wrapped, and the errors the app catches itself (a route's 500,
// a cron job that failed) are reported too. Every event leaves without a request body, cookies, headers, query
// string or user, and its texts pass through the logs' masking (decision 067), so no email, phone, client secret
// or link token reaches Sentry either.
import * as Sentry from '@sentry/cloudflare'
import { env } from 'cloudflare:workers'
import { currentLogScope, maskPersonal } from './log.ts'

type ReportingEnv = Partial<Pick<Env, 'SENTRY_DSN'>>

/** Whatever holds text in an event: masked string by string, however deep. */
function masked<T>(value: T): T {
  if (typeof value === 'string') return maskPersonal(value) as T
  if (Array.isArray(value)) return value.map(masked) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, masked(inner)])) as T
  return value
}

/** The URL without its query (people's data, tokens) and with any secret-shaped part of its path masked. */
function withoutQuery(url: string | undefined): string | undefined {
  if (!url) return url
  const [path] = url.split(/[?#]/)
  return maskPersonal(path ?? '')
}

export function scrubEvent<E extends Sentry.Event>(event: E): E {
  const { request, user: _user, breadcrumbs: _breadcrumbs, ...rest } = event
  const scrubbed = masked(rest) as E
  if (request) scrubbed.request = { method: request.method, url: withoutQuery(request.url) }
  return scrubbed
}

export function sentryOptions(env: ReportingEnv): Sentry.CloudflareOptions {
  return {
    dsn: env.SENTRY_DSN,
    enabled: Boolean(env.SENTRY_DSN),
    // Errors only: no traces, no breadcrumbs (a breadcrumb keeps fetched URLs and log lines verbatim), and none
    // of the data the SDK would collect about a request or the code (beforeSend strips what is left anyway).
    tracesSampleRate: 0,
    maxBreadcrumbs: 0,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
      genAI: { inputs: false, outputs: false },
      graphQL: { document: false, variables: false },
    },
    beforeSend: (event) => scrubEvent(event),
  }
}

/** Whether this deployment reports errors: the Worker's settings, read once per isolate. */
export const reportingEnabled = (settings: ReportingEnv = env) => Boolean(settings.SENTRY_DSN)

/** The Worker's handlers, wrapped only when reporting is on. */
export function withErrorReporting<H extends ExportedHandler<Env>>(handler: H): H {
  if (!reportingEnabled()) return handler
  return Sentry.withSentry<Env>((settings) => sentryOptions(settings), handler as ExportedHandler<Env>) as H
}

/** A Durable Object class, wrapped only when reporting is on. */
export function durableObjectWithErrorReporting<C extends new (state: DurableObjectState, env: Env) => object>(
  DurableObjectClass: C,
): C {
  return reportingEnabled()
    ? (Sentry.instrumentDurableObjectWithSentry(
        (settings: Env) => sentryOptions(settings),
        DurableObjectClass as never,
      ) as C)
    : DurableObjectClass
}

/**
 * An error the app caught and answered itself (a 500, a failed cron job), reported with the request or job id its
 * log line carries. Without a started SDK there is no client, and this does nothing.
 */
export function reportError(error: unknown): void {
  Sentry.captureException(error, { tags: { requestId: currentLogScope() ?? 'none' } })
}
