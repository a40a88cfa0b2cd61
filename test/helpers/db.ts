// Direct database access for what a test must check behind the API: one contact per person, the outbox.
import { env } from 'cloudflare:workers'
import { createDb } from '../../src/worker/platform/db/client.ts'

export const testDb = () => createDb(env.DB)
