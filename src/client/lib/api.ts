// The typed Hono RPC client for every call the browser makes beyond the first screen's reads; the response
// helpers live in ./http.ts and are re-exported so callers have one import.
import { hc } from 'hono/client'
import type { AppType } from '../../worker/app.ts'

export { ApiError, getJson, messageOf, refusalOr, unwrap, unwrapOrNullWhenSignedOut } from './http.ts'

export const api = hc<AppType>('/', { init: { credentials: 'include' } })
