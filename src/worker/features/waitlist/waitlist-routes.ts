// The waitlist of sold-out pods and coaching slots: joining (public, rate-limited), an offer link's details
// and its 'not interested' answer (public: the link's secret is the key), and the owner's line per item.
import { Hono } from 'hono'
import { joinWaitlistSchema, offerTokenBody } from '../../../shared/schemas/waitlist.ts'
import { declineOffer, joinWaitlist, readOffer, removeWaitlistEntry, waitlistOf } from './waitlist.ts'
import type { AppEnv } from '../../env.ts'
import { limitPerClientAddress } from '../../platform/middleware/rate-limit.ts'
import { validate } from '../../platform/middleware/validate.ts'
import { idParam } from '../../platform/id-param.ts'

const placeMessage = (place: number) =>
  place === 1
    ? 'You are first in line. We will email you the moment a seat opens.'
    : `You are number ${place} in line. We will email you when a seat opens for you.`

export const waitlistPublic = new Hono<AppEnv>()
  .post('/', limitPerClientAddress, validate('json', joinWaitlistSchema), async (c) => {
    const { place } = await joinWaitlist(c.get('db'), c.env, c.req.valid('json'))
    return c.json({ place, message: placeMessage(place) }, 201)
  })
  // The token travels in the body: a path or query would put it in the request line that logs keep.
  .post('/offers/view', limitPerClientAddress, validate('json', offerTokenBody), async (c) =>
    c.json(await readOffer(c.get('db'), c.env, c.req.valid('json').token)),
  )
  .post('/offers/decline', limitPerClientAddress, validate('json', offerTokenBody), async (c) => {
    await declineOffer(c.get('db'), c.env, c.req.valid('json').token)
    return c.json({ message: 'Thank you for letting us know. The seat has gone to the next person in line.' })
  })

export const waitlistAdmin = new Hono<AppEnv>()
  .get('/inventory/:id/waitlist', validate('param', idParam), async (c) =>
    c.json(await waitlistOf(c.get('db'), c.env, c.req.valid('param').id)),
  )
  .delete('/waitlist/:id', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param')
    await removeWaitlistEntry(c.get('db'), c.env, id)
    return c.json({ removed: id })
  })
