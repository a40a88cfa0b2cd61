// Every test file starts from nothing, as it did when each file had a runtime of its own: the Worker suite
// reuses one runtime for all its files (vitest.config.ts, `isolate: false`; decision 113), so what one file
// wrote, and what the Worker's isolate remembers of it, is wiped here before the next file's first test.
import { abortAllDurableObjects, applyD1Migrations, reset } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterAll, vi } from 'vitest'
import { forgetAllItems } from '../../src/worker/features/checkout/item-hints.ts'
import { forgetCopiesInMemory } from '../../src/worker/pages/page-edge-cache.ts'
import { forgetKnownVersion } from '../../src/worker/platform/page-version.ts'
import { invalidateAll } from '../../src/worker/platform/read-cache.ts'

// D1, KV and the Cache API are Durable Objects inside Miniflare, as the Worker's own are: one call empties them
// all. Then every instance is dropped (a ledger keeps its seats in memory once loaded); dropped first, D1 kept
// its rows. The migrations then make the database as a fresh deploy has it.
const sequences = await lastIds()
const pagesVersion = await lastPagesVersion()
await reset()
await abortAllDurableObjects()
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
await carryOn(sequences, pagesVersion)
// The isolate's memory of the last file: its reads, its pages, the pages' version and the items it saw.
invalidateAll()
forgetCopiesInMemory()
forgetKnownVersion()
forgetAllItems()

/**
 * The ids each table has given out so far. A new file's rows carry on from them, so no two files have an item
 * under the same id: what the last file left running (a ledger's alarm, a settle in flight) names only rows that
 * are gone, never the next file's. Nothing in D1 yet (the first file): none.
 */
async function lastIds(): Promise<{ name: string; seq: number }[]> {
  const table = await env.DB.prepare("SELECT name FROM sqlite_master WHERE name = 'sqlite_sequence'").first()
  if (!table) return []
  return (await env.DB.prepare('SELECT name, seq FROM sqlite_sequence').all<{ name: string; seq: number }>()).results
}

/**
 * The public pages' version the last file reached. The pages it rendered may still be in the colo's cache under
 * that version and those before it (the Cache API outlives the wipe), so the next file starts past it.
 */
async function lastPagesVersion(): Promise<number | null> {
  const table = await env.DB.prepare("SELECT name FROM sqlite_master WHERE name = 'public_pages_version'").first()
  if (!table) return null
  return (await env.DB.prepare('SELECT version FROM public_pages_version').first<{ version: number }>())?.version ?? 0
}

async function carryOn(sequences: { name: string; seq: number }[], pagesVersion: number | null): Promise<void> {
  const insert = env.DB.prepare('INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)')
  await env.DB.batch([
    env.DB.prepare('DELETE FROM sqlite_sequence'),
    ...sequences.map(({ name, seq }) => insert.bind(name, seq)),
    ...(pagesVersion === null
      ? []
      : [env.DB.prepare('INSERT INTO public_pages_version (id, version) VALUES (1, ?)').bind(pagesVersion + 1)]),
  ])
}

afterAll(() => {
  // A file that replaced a function or the clock gives them back, so the next file meets the real ones.
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.useRealTimers()
})
