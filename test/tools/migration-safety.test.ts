import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import * as schema from '../../src/worker/platform/db/schema.ts'
import { migrationOffences, schemaNames } from '../../tools/lib/migration-safety.ts'

const names = schemaNames(schema)
const real = () => env.TEST_MIGRATIONS.map(({ name, queries }) => ({ name, queries }))
const check = (sql: string) => migrationOffences([...real(), { name: '9999_next.sql', queries: [sql] }], names)

describe('tools/check-migrations.ts: expand first, contract later', () => {
  it('passes the migrations this repository ships (with drizzle-kit’s rebuild of strategy_calls)', () => {
    expect(real().length).toBeGreaterThan(10)
    expect(migrationOffences(real(), names)).toEqual([])
  })

  it('refuses dropping or renaming a column the schema still names', () => {
    expect(check('ALTER TABLE `purchases` DROP COLUMN `email`;')).toEqual([
      '9999_next.sql: drops column purchases.email, which the schema still names',
    ])
    expect(check('ALTER TABLE `outbox` RENAME COLUMN `last_error` TO `error`;')).toEqual([
      '9999_next.sql: renames column outbox.last_error to error, which the schema still names',
    ])
  })

  it('refuses dropping or renaming a table the schema still names', () => {
    expect(check('DROP TABLE `cron_runs`;')).toEqual([
      '9999_next.sql: drops table cron_runs, which the schema still names',
    ])
    expect(check('ALTER TABLE `faqs` RENAME TO `questions`;')).toEqual([
      '9999_next.sql: renames table faqs to questions, which the schema still names',
    ])
  })

  it('refuses a table rebuild that leaves out a named column, and allows one that keeps them all', () => {
    const rebuild = (columns: string) =>
      [
        `CREATE TABLE \`__new_cron_runs\` (\n\t${columns}\n);`,
        '--> statement-breakpoint',
        'INSERT INTO `__new_cron_runs`("job") SELECT "job" FROM `cron_runs`;--> statement-breakpoint',
        'DROP TABLE `cron_runs`;--> statement-breakpoint',
        'ALTER TABLE `__new_cron_runs` RENAME TO `cron_runs`;',
      ].join('\n')
    const all =
      '`job` text PRIMARY KEY NOT NULL,\n\t`started_at` text NOT NULL,\n\t`finished_at` text,\n\t`outcome` text NOT NULL,\n\t`error` text'
    expect(check(rebuild(all))).toEqual([])
    expect(check(rebuild(all.replace(',\n\t`error` text', '')))).toEqual([
      '9999_next.sql: drops column cron_runs.error (table rebuild), which the schema still names',
    ])
  })

  it('allows dropping what the schema no longer names', () => {
    expect(check('CREATE TABLE `old_things` (\n\t`id` integer PRIMARY KEY\n);\nDROP TABLE `old_things`;')).toEqual([])
    expect(check('ALTER TABLE `purchases` ADD `legacy` text;\nALTER TABLE `purchases` DROP COLUMN `legacy`;')).toEqual(
      [],
    )
  })
})
