import { Hono } from 'hono'
import { getSiteSettings } from './settings-store.ts'
import type { AppEnv } from '../../env.ts'

export const siteSettingsPublic = new Hono<AppEnv>().get('/', async (c) => c.json(await getSiteSettings(c.get('db'))))
