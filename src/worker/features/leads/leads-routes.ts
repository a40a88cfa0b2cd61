// The three lead forms (public, rate-limited); their lists are personal data, on the admin router (leads-admin.ts).
import { Hono } from 'hono'
import { consultationRequestSchema, emailSignupSchema, strategyCallSchema } from '../../../shared/schemas/leads.ts'
import { deliverSoon } from '../outbox/outbox.ts'
import { optedOut, recordConsents, requestContext } from '../opt-outs/opt-outs.ts'
import { withheldSignupMessage } from '../../../shared/opt-outs.ts'
import { recordConsultationRequest, recordEmailSignup, recordStrategyCall } from './leads.ts'
import type { AppEnv } from '../../env.ts'
import { limitPerClientAddress } from '../../platform/middleware/rate-limit.ts'
import { validate } from '../../platform/middleware/validate.ts'

/** At /email-signups: the guide, the exit popup and the resource library. */
export const emailSignupsPublic = new Hono<AppEnv>().post(
  '/',
  limitPerClientAddress,
  validate('json', emailSignupSchema),
  async (c) => {
    const signup = c.req.valid('json')
    await recordEmailSignup(c.get('db'), signup)
    // Sending the form is the consent: the words under its button say so (shared/consent-words.ts).
    const form = signup.source === 'resource_library' ? 'resource-library' : 'guide'
    await recordConsents(c.get('db'), [{ form, address: signup.email }], requestContext(c))
    deliverSoon(c)
    // An unsubscribed address gets nothing (the outbox withholds it): the form says so, never 'sent'.
    const out = await optedOut(c.get('db'), 'email', signup.email)
    if (out) return c.json({ message: withheldSignupMessage(), withheld: true }, 201)
    return c.json({ message: 'Your free guide will be sent to your email shortly.', withheld: false }, 201)
  },
)

export const consultationRequestsPublic = new Hono<AppEnv>().post(
  '/',
  limitPerClientAddress,
  validate('json', consultationRequestSchema),
  async (c) => {
    await recordConsultationRequest(c.get('db'), c.req.valid('json'))
    deliverSoon(c)
    return c.json({ message: 'Thank you! We will be in touch within 24 hours.' }, 201)
  },
)

export const strategyCallsPublic = new Hono<AppEnv>().post(
  '/',
  limitPerClientAddress,
  validate('json', strategyCallSchema),
  async (c) => {
    await recordStrategyCall(c.get('db'), c.req.valid('json'))
    deliverSoon(c)
    return c.json({ message: 'Your strategy call request has been received.' }, 201)
  },
)
