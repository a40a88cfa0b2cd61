// A migration's statements as the tests replay them on rows written before it: its comments dropped.
import { env } from 'cloudflare:workers'

/** The statements of the migration whose file name starts with `prefix` (e.g. '0007_'), without comment lines. */
export function migrationStatements(prefix: string): string[] {
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith(prefix))
  if (!migration) throw new Error(`No migration ${prefix}*`)
  return migration.queries.map((query) =>
    query
      .split('\n')
      .filter((line) => !line.startsWith('--'))
      .join('\n')
      .trim(),
  )
}
