// The owner's list of coaching clients (decision 107): GET /api/admin/coaching-clients.
import { Hono } from 'hono'
import type { AppEnv } from '../../env.ts'
import { coachingClients } from './client-list.ts'

export const coachingClientsAdmin = new Hono<AppEnv>().get('/', async (c) =>
  c.json({ clients: await coachingClients(c.get('db'), Date.now()) }),
)
