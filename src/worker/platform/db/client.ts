import { drizzle } from 'drizzle-orm/d1'
import * as schema from './schema.ts'

// Building the client maps the whole schema; the binding is the same object for the isolate's life, so
// each binding gets one client rather than one per request.
const clients = new WeakMap<D1Database, ReturnType<typeof build>>()

function build(d1: D1Database) {
  return drizzle(d1, { schema })
}

export function createDb(d1: D1Database) {
  let client = clients.get(d1)
  if (!client) {
    client = build(d1)
    clients.set(d1, client)
  }
  return client
}

export type Database = ReturnType<typeof createDb>
