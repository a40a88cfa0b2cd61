// /api/my-coaching: a client asks for a sign-in code, signs in with it (or the emailed link), reads his page, books
// and changes his sessions (/bookings) and signs out. Every answer is personal or carries a secret: never stored by a cache.
import { type Context, Hono } from 'hono'
import { askCodeSchema, signInSchema } from '../../../shared/schemas/my-coaching.ts'
import type { AppEnv } from '../../env.ts'
import { HttpError, TooManyRequestsError } from '../../platform/http-error.ts'
import { clientAddress } from '../../platform/middleware/rate-limit.ts'
import { validate } from '../../platform/middleware/validate.ts'
import { deliverSoon } from '../outbox/outbox.ts'
import { clientKey, endClientSession, signedInEmail, startClientSession } from './client-sessions.ts'
import { overviewOf } from './client-overview.ts'
import { myBookings } from './my-bookings-routes.ts'
import { myActions } from './my-actions-routes.ts'
import { myIntake } from './my-intake-routes.ts'
import { CODE_SENT, redeem, requestCode } from './sign-in-codes.ts'

export { NOT_SIGNED_IN } from './client-sessions.ts'
const SIGN_IN_OFF = 'Signing in is not set up on this site yet. Please contact us instead.'

/** The site's secret, or a clear refusal while it has none. */
function secretOf(c: Context<AppEnv>): { key: Uint8Array; secret: string } {
  const key = clientKey(c.env)
  if (!key) throw new HttpError(503, SIGN_IN_OFF)
  return { key, secret: c.env.SESSION_SECRET! }
}

/** Asking and signing in from one address: a person retrying passes, a script guessing codes does not. */
async function limitSignIns(c: Context<AppEnv>): Promise<void> {
  const { success } = await c.env.LOGIN_LIMITER.limit({ key: `my-coaching:${clientAddress(c)}` })
  if (!success) throw new TooManyRequestsError('Too many tries. Please wait a minute and try again.')
}

export const myCoachingPublic = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  .post('/code', validate('json', askCodeSchema), async (c) => {
    await limitSignIns(c)
    await requestCode(c.get('db'), secretOf(c).secret, c.req.valid('json').email)
    deliverSoon(c)
    return c.json({ message: CODE_SENT })
  })
  .post('/session', validate('json', signInSchema), async (c) => {
    await limitSignIns(c)
    const { key, secret } = secretOf(c)
    const input = c.req.valid('json')
    const proof = input.code !== undefined ? { code: input.code } : { link: input.link! }
    const email = await redeem(c.get('db'), secret, input.email, proof)
    await startClientSession(c, key, email)
    return c.json(await overviewOf(c.get('db'), c.env, email))
  })
  .get('/', async (c) => c.json(await overviewOf(c.get('db'), c.env, await signedInEmail(c))))
  .delete('/session', async (c) => {
    await endClientSession(c)
    return c.json({ message: 'Signed out' })
  })
  .route('/bookings', myBookings)
  .route('/actions', myActions)
  .route('/intake', myIntake)
