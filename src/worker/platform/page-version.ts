// The public pages' version (decision 070): a number in D1, bumped by every admin write that changes what the
// pages show. Each colo keeps rendered pages under a key that holds it (pages/page-edge-cache.ts),
// so a bump is a global purge: the next request anywhere misses instead of meeting the old copy.
//
// An isolate asks D1 at most every few seconds, so a visit costs no database round trip; a write through this
// isolate knows the new number at once. An isolate that learns of another isolate's write also drops its
// in-memory reads (read-cache.ts), which the next render would otherwise take from before that write.
import { eq, sql } from 'drizzle-orm'
import type { Database } from './db/client.ts'
import { publicPagesVersion } from './db/schema.ts'
import { invalidateAll, pagesGeneration } from './read-cache.ts'

/** How stale an isolate's idea of the version may be: how long an edit takes to show in every colo. */
export const VERSION_CHECK_MS = 5_000
const SINGLE_ROW_ID = 1

let known: { version: number; checkedAt: number } | null = null

function learn(version: number, now: number): void {
  if (known && known.version !== version) invalidateAll()
  known = { version, checkedAt: now }
}

export async function publicPagesVersionNow(db: Database, now = Date.now()): Promise<number> {
  if (known && now - known.checkedAt < VERSION_CHECK_MS) return known.version
  const [row] = await db
    .select({ version: publicPagesVersion.version })
    .from(publicPagesVersion)
    .where(eq(publicPagesVersion.id, SINGLE_ROW_ID))
  learn(row?.version ?? 0, now)
  return row?.version ?? 0
}

/** Forgets the version this isolate knows, as a new isolate starts: the next question goes to D1. */
export function forgetKnownVersion(): void {
  known = null
}

/** Moves every colo's pages on to a new key: the next request anywhere renders from what is in D1 now. */
export async function bumpPublicPagesVersion(db: Database): Promise<number> {
  const [row] = await db
    .insert(publicPagesVersion)
    .values({ id: SINGLE_ROW_ID, version: 1 })
    .onConflictDoUpdate({
      target: publicPagesVersion.id,
      set: { version: sql`${publicPagesVersion.version} + 1`, updatedAt: new Date().toISOString() },
    })
    .returning({ version: publicPagesVersion.version })
  learn(row!.version, Date.now())
  return row!.version
}

/**
 * Runs an admin write and bumps the version when it cleared a read the pages are made from (each such write
 * calls read-cache's invalidate()), so the writes that change the pages need no list of their own here.
 */
export async function bumpIfPagesChanged(db: Database, write: () => Promise<boolean>): Promise<void> {
  const before = pagesGeneration()
  const succeeded = await write()
  if (succeeded && pagesGeneration() !== before) await bumpPublicPagesVersion(db)
}
