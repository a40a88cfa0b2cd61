// The waitlist of sold-out pods and coaching slots: joining and confirming the address (public, rate-limited),
// an offer link's details and its 'not interested' answer (public: the link's secret is the key), and the
// owner's line per item.
import { Hono } from 'hono'
import { confirmTokenBody, joinWaitlistSchema, offerTokenBody } from '../../../shared/schemas/waitlist.ts'
import { declineOffer, readOffer, removeWaitlistEntry, waitlistOf } from './waitlist.ts'
import { confirmWaitlistEntry, joinWaitlist } from './waitlist-join.ts'
import { deliverSoon } from '../outbox/outbox.ts'
import { givenConsents, recordConsents, requestContext } from '../opt-outs/opt-outs.ts'
import type { AppEnv } from '../../env.ts'
import { clientAddress, limitPerClientAddress } from '../../platform/middleware/rate-limit.ts'
import { validate } from '../../platform/middleware/validate.ts'
import { idParam } from '../../platform/id-param.ts'

export const waitlistPublic = new Hono<AppEnv>()
  .post('/', limitPerClientAddress, validate('json', joinWaitlistSchema), async (c) => {
    const input = c.req.valid('json')
    const answer = await joinWaitlist(c.get('db'), c.env, input, clientAddress(c))
    await recordConsents(c.get('db'), givenConsents('waitlist', input), requestContext(c))
    deliverSoon(c)
    return c.json(answer, 201)
  })
  .post('/confirm', limitPerClientAddress, validate('json', confirmTokenBody), async (c) =>
    c.json(await confirmWaitlistEntry(c.get('db'), c.env, c.req.valid('json').token)),
  )
  // The token travels in the body: a path or query would put it in the request line that logs keep.
  .post('/offers/view', limitPerClientAddress, validate('json', offerTokenBody), async (c) =>
    c.json(await readOffer(c.get('db'), c.env, c.req.valid('json').token)),
  )
  .post('/offers/decline', limitPerClientAddress, validate('json', offerTokenBody), async (c) => {
    await declineOffer(c.get('db'), c.env, c.req.valid('json').token)
    return c.json({ message: 'Thank you for letting us know. The seat has gone to the next person in line.' })
  })

/** Mounted under its item (`/admin/inventory/:id/waitlist`), whose id the mount path carries. */
export const itemWaitlistAdmin = new Hono<AppEnv>().get('/', validate('param', idParam), async (c) =>
  c.json(await waitlistOf(c.get('db'), c.env, c.req.valid('param').id)),
)

export const waitlistEntriesAdmin = new Hono<AppEnv>().delete('/:id', validate('param', idParam), async (c) => {
  const { id } = c.req.valid('param')
  await removeWaitlistEntry(c.get('db'), c.env, id)
  return c.json({ removed: id })
})
