// Part of `npm run lint`: no migration drops or renames a table or column the schema still names
// (tools/lib/migration-safety.ts says why), and drizzle-kit's journal lists every migration file, since the
// Worker's health check counts what the build ships from that journal.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as schema from '../src/worker/platform/db/schema.ts'
import { ROOT } from './lib/local-site.ts'
import { migrationOffences, schemaNames } from './lib/migration-safety.ts'

const dir = join(ROOT, 'migrations')
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.sql'))
  .sort()
const migrations = files.map((name) => ({ name, queries: [readFileSync(join(dir, name), 'utf8')] }))
const offences = migrationOffences(migrations, schemaNames(schema)).map(
  (offence) => `migrations/${offence}: expand first, contract in a later release (decision 058)`,
)

const journal = JSON.parse(readFileSync(join(dir, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }
const journalled = journal.entries.map((entry) => `${entry.tag}.sql`)
if (journalled.join('\n') !== files.join('\n'))
  offences.push(
    `migrations/meta/_journal.json lists ${journalled.join(', ')} but migrations/ holds ${files.join(', ')}`,
  )

if (offences.length > 0) {
  console.error(offences.join('\n'))
  process.exit(1)
}
