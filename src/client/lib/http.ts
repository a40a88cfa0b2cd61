// The one fetch wrapper: every answer the browser reads goes through unwrap, which turns a non-OK answer into
// an ApiError whose message reads "status: body" as SPEC §8 says. Kept apart from the Hono client so the
// first screen's reads (lib/queries.ts) load without it.
import type { ErrorBody as ServerErrorBody } from '../../worker/platform/http-error.ts'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly fields: Record<string, string> | undefined,
    readonly body: Record<string, unknown> = {},
  ) {
    super(`${status}: ${serverMessage ?? ''}`)
  }
}

// What the Worker answers on an error (ARCHITECTURE "Errors"); a proxy's page in between may hold none of it.
type ErrorBody = Partial<ServerErrorBody>

interface ResponseLike {
  ok: boolean
  status: number
  statusText: string
  text(): Promise<string>
  json(): Promise<unknown>
}

/** Resolves with the parsed body of an OK response; throws ApiError otherwise. */
export async function unwrap<R extends ResponseLike>(pending: Promise<R>): Promise<Awaited<ReturnType<R['json']>>> {
  const response = await pending
  if (response.ok) return (await response.json()) as Awaited<ReturnType<R['json']>>
  const text = await response.text().catch(() => '')
  let body: ErrorBody = {}
  try {
    body = JSON.parse(text) as ErrorBody
  } catch {
    // Not JSON (a proxy's error page, say): the status text is all there is to say.
  }
  throw new ApiError(response.status, body.message ?? (text || response.statusText), body.fields, body)
}

/** unwrap, except that 401 (signed out) resolves with null: SPEC §7's "returns null on 401" reading. */
export async function unwrapOrNullWhenSignedOut<R extends ResponseLike>(
  pending: Promise<R>,
): Promise<Awaited<ReturnType<R['json']>> | null> {
  const response = await pending
  if (response.status === 401) return null
  return unwrap(Promise.resolve(response))
}

/** The server's message for a person, or the fallback the spec gives for this form. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback
}

/**
 * For forms whose failure is a fixed sentence of the spec: a refusal for going too fast (429) shows the
 * server's words instead, since they say when trying again will work.
 */
export function refusalOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 429 && error.serverMessage ? error.serverMessage : fallback
}

/** A GET of our own API through the same unwrap; the caller names the answer's type from the Hono app's. */
export function getJson<T>(path: string): Promise<T> {
  return unwrap(fetch(path, { credentials: 'include' })) as Promise<T>
}
