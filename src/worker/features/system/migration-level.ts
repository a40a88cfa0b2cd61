// Which migrations the database has applied against those this build ships. The build ships what drizzle-kit's
// journal lists (every file of migrations/, tools/check-migrations.ts makes sure); `wrangler d1 migrations apply`
// and the tests' applyD1Migrations record each file applied in `d1_migrations` by its file name.
import { sql } from 'drizzle-orm'
import journal from '../../../../migrations/meta/_journal.json'
import type { Database } from '../../platform/db/client.ts'

export const SHIPPED_MIGRATIONS: readonly string[] = journal.entries.map((entry) => `${entry.tag}.sql`)

export interface MigrationLevel {
  latestApplied: string | null
  latestShipped: string | null
  /** Shipped migrations the database has not applied: the code may read tables or columns that are not there. */
  pending: number
}

export async function readMigrationLevel(db: Database): Promise<MigrationLevel> {
  const rows = await db.all<{ name: string }>(sql`SELECT name FROM d1_migrations ORDER BY id`)
  const applied = new Set(rows.map((row) => row.name))
  return {
    latestApplied: rows.at(-1)?.name ?? null,
    latestShipped: SHIPPED_MIGRATIONS.at(-1) ?? null,
    pending: SHIPPED_MIGRATIONS.filter((name) => !applied.has(name)).length,
  }
}
