// Payment plans for the owner (the Leads tab): each plan's schedule, payments and failures.
import { Hono } from 'hono'
import { listPlans } from './plans-admin.ts'
import type { AppEnv } from '../../env.ts'

export const plansAdmin = new Hono<AppEnv>().get('/', async (c) => c.json(await listPlans(c.get('db'))))
