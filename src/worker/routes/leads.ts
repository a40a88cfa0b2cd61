// The three lead forms (public, rate-limited) and their lists (admin only: personal data).
import { desc } from 'drizzle-orm'
import { Hono } from 'hono'
import { consultationRequestSchema, emailSignupSchema, strategyCallSchema } from '../../shared/schemas/leads.ts'
import { consultationRequests, emailSignups, strategyCalls } from '../db/schema.ts'
import { recordConsultationRequest, recordEmailSignup, recordStrategyCall } from '../domain/leads.ts'
import type { AppEnv } from '../env.ts'
import { deliverSoon } from '../middleware/deliver-soon.ts'
import { limitPerClientAddress } from '../middleware/rate-limit.ts'
import { validate } from '../middleware/validate.ts'

const LIST_LIMIT = 1000

export const leadsPublic = new Hono<AppEnv>()
  .post('/email-signups', limitPerClientAddress, validate('json', emailSignupSchema), async (c) => {
    await recordEmailSignup(c.get('db'), c.req.valid('json'))
    deliverSoon(c)
    return c.json({ message: 'Your free guide will be sent to your email shortly.' }, 201)
  })
  .post('/consultation-requests', limitPerClientAddress, validate('json', consultationRequestSchema), async (c) => {
    await recordConsultationRequest(c.get('db'), c.req.valid('json'))
    deliverSoon(c)
    return c.json({ message: 'Thank you! We will be in touch within 24 hours.' }, 201)
  })
  .post('/strategy-calls', limitPerClientAddress, validate('json', strategyCallSchema), async (c) => {
    await recordStrategyCall(c.get('db'), c.req.valid('json'))
    deliverSoon(c)
    return c.json({ message: 'Your strategy call request has been received.' }, 201)
  })

export const leadsAdmin = new Hono<AppEnv>()
  .get('/email-signups', async (c) => {
    const rows = await c
      .get('db')
      .select()
      .from(emailSignups)
      .orderBy(desc(emailSignups.createdAt), desc(emailSignups.id))
      .limit(LIST_LIMIT)
    return c.json(rows)
  })
  .get('/consultation-requests', async (c) => {
    const rows = await c
      .get('db')
      .select()
      .from(consultationRequests)
      .orderBy(desc(consultationRequests.createdAt), desc(consultationRequests.id))
      .limit(LIST_LIMIT)
    return c.json(rows)
  })
  .get('/strategy-calls', async (c) => {
    const rows = await c
      .get('db')
      .select()
      .from(strategyCalls)
      .orderBy(desc(strategyCalls.createdAt), desc(strategyCalls.id))
      .limit(LIST_LIMIT)
    return c.json(rows)
  })
