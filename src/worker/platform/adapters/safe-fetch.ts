// The one way adapters read from outside systems (feeds, the chat model). An upstream is not trusted: only
// https to the hosts its adapter was configured with, no redirects (a redirect elsewhere is a failure, not
// something to follow), a time limit, and a cap on the bytes read, so a slow or huge answer can neither hold
// a request nor exhaust the isolate's memory. An answer of the wrong shape is a failure too.
import type { z } from 'zod'

export const UPSTREAM_TIMEOUT_MS = 5000
export const UPSTREAM_MAX_BYTES = 1_000_000

export type UpstreamFailure = 'refused' | 'network' | 'timeout' | 'status' | 'redirect' | 'too-large' | 'malformed'

export class UpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    message: string,
  ) {
    super(message)
    this.name = 'UpstreamError'
  }
}

export interface SafeFetchOptions {
  /** Host names this call may reach: the hosts of the adapter's configured base URLs. */
  allowedHosts: readonly string[]
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  timeoutMs?: number
  maxBytes?: number
}

/** Local stand-ins (the fixture server, `*.test` hosts in tests) speak plain http; nothing else may. */
function isLocalStandIn(host: string): boolean {
  return host === '127.0.0.1' || host.endsWith('.test')
}

export function checkUpstreamUrl(url: string, allowedHosts: readonly string[]): URL {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new UpstreamError('refused', 'Not a URL')
  }
  const secure = parsed.protocol === 'https:' || (parsed.protocol === 'http:' && isLocalStandIn(parsed.hostname))
  if (!secure) throw new UpstreamError('refused', `Only https is allowed, not ${parsed.protocol}//${parsed.hostname}`)
  if (parsed.username || parsed.password) throw new UpstreamError('refused', 'Credentials in the URL are not allowed')
  if (!allowedHosts.includes(parsed.hostname))
    throw new UpstreamError('refused', `${parsed.hostname} is not a configured host`)
  return parsed
}

/** The host of a configured base URL, for an adapter's allow-list; an unparseable one allows nothing. */
export function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).hostname
  } catch {
    return ''
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
}

/** Reads the body as text, giving up as soon as it passes the cap rather than after reading it all. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('Content-Length') ?? Number.NaN)
  if (declared > maxBytes) {
    await response.body?.cancel()
    throw new UpstreamError('too-large', `Answer of ${declared} bytes is over the ${maxBytes}-byte cap`)
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let received = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    if (received > maxBytes) {
      await reader.cancel()
      throw new UpstreamError('too-large', `Answer passed the ${maxBytes}-byte cap`)
    }
    text += decoder.decode(value, { stream: true })
  }
  return text + decoder.decode()
}

/** Fetches a URL under the rules above and returns its body as text; any breach is an UpstreamError. */
export async function safeFetchText(url: string, options: SafeFetchOptions): Promise<string> {
  checkUpstreamUrl(url, options.allowedHosts)
  const signal = AbortSignal.timeout(options.timeoutMs ?? UPSTREAM_TIMEOUT_MS)
  let response: Response
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      body: options.body,
      redirect: 'manual',
      signal,
    })
  } catch (error) {
    throw isTimeout(error)
      ? new UpstreamError('timeout', 'Upstream did not answer in time')
      : new UpstreamError('network', `Upstream unreachable: ${String(error)}`)
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel()
    throw new UpstreamError(
      'redirect',
      `Upstream redirected (${response.status}) to ${response.headers.get('Location') ?? 'nowhere'}`,
    )
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new UpstreamError('status', `Upstream answered ${response.status}`)
  }
  try {
    return await readCapped(response, options.maxBytes ?? UPSTREAM_MAX_BYTES)
  } catch (error) {
    if (error instanceof UpstreamError) throw error
    throw isTimeout(error)
      ? new UpstreamError('timeout', 'Upstream answer did not finish in time')
      : new UpstreamError('network', `Upstream answer broke off: ${String(error)}`)
  }
}

/** safeFetchText for JSON APIs: a body that is not JSON is a malformed answer. */
export async function safeFetchJson(url: string, options: SafeFetchOptions): Promise<unknown> {
  const text = await safeFetchText(url, { ...options, headers: { Accept: 'application/json', ...options.headers } })
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new UpstreamError('malformed', 'Upstream answer is not JSON')
  }
}

/** Checks an upstream answer against the shape the adapter relies on; anything else is malformed. */
export function parseUpstream<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const result = schema.safeParse(value)
  if (!result.success)
    throw new UpstreamError(
      'malformed',
      `Upstream answer has an unexpected shape: ${result.error.issues[0]?.message ?? ''}`,
    )
  return result.data
}
