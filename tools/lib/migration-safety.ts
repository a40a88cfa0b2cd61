// Expand first, contract in a later release (ARCHITECTURE.md): `npm run deploy` applies migrations before the new
// code runs, so while the release goes out the code still serving reads what the schema names. A migration that
// drops or renames a table or column the schema (src/worker/platform/db/schema.ts) still names breaks it.
// This replays every migration's DROP and RENAME statements over the tables the migrations create and names each
// one that removes a name the schema still uses. drizzle-kit's rebuild of a SQLite table (CREATE `__new_t`, copy,
// DROP `t`, RENAME `__new_t` TO `t`) counts as dropping only the columns the new table leaves out.
// Pure (no file access), so the Worker tests run it over the migrations they apply.
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core'

export interface Migration {
  name: string
  /** The file's SQL, or its statements. */
  queries: string[]
}

/** Table name → column names, as the schema names them. */
export type SchemaNames = Map<string, Set<string>>

export function schemaNames(schema: Record<string, unknown>): SchemaNames {
  const tables = Object.values(schema).filter((value): value is SQLiteTable => value instanceof SQLiteTable)
  return new Map(
    tables.map((table) => {
      const config = getTableConfig(table)
      return [config.name, new Set(config.columns.map((column) => column.name))]
    }),
  )
}

const NAME = '[`"\\[]?([\\w]+)[`"\\]]?'
const CREATE_TABLE = new RegExp(`^CREATE TABLE (?:IF NOT EXISTS )?${NAME}\\s*\\(([\\s\\S]*)\\)`, 'i')
const ADD_COLUMN = new RegExp(`^ALTER TABLE ${NAME} ADD (?:COLUMN )?${NAME}`, 'i')
const DROP_COLUMN = new RegExp(`^ALTER TABLE ${NAME} DROP (?:COLUMN )?${NAME}`, 'i')
const RENAME_COLUMN = new RegExp(`^ALTER TABLE ${NAME} RENAME (?:COLUMN )?${NAME} TO ${NAME}`, 'i')
const RENAME_TABLE = new RegExp(`^ALTER TABLE ${NAME} RENAME TO ${NAME}`, 'i')
const DROP_TABLE = new RegExp(`^DROP TABLE (?:IF EXISTS )?${NAME}`, 'i')
const CONSTRAINT = /^(CONSTRAINT|PRIMARY|FOREIGN|UNIQUE|CHECK)\b/i

function statements(queries: string[]): string[] {
  return queries
    .flatMap((query) => query.split(/--> statement-breakpoint|;\s*$/m))
    .map((statement) =>
      statement
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter(Boolean)
}

function columnsOf(body: string): Set<string> {
  const names = body
    .split(/,\s*\n/)
    .map((line) => line.trim())
    .filter((line) => line && !CONSTRAINT.test(line))
    .map((line) => /^[`"[]?(\w+)/.exec(line)?.[1])
  return new Set(names.filter((name): name is string => Boolean(name)))
}

/** Each statement that drops or renames a table or column the schema still names, as `file: what`. */
export function migrationOffences(migrations: Migration[], schema: SchemaNames): string[] {
  const tables = new Map<string, Set<string>>()
  const offences: string[] = []
  for (const migration of migrations) {
    const dropped = new Map<string, Set<string>>()
    const refuse = (what: string) => offences.push(`${migration.name}: ${what}, which the schema still names`)
    for (const statement of statements(migration.queries)) {
      let match: RegExpExecArray | null
      if ((match = CREATE_TABLE.exec(statement))) {
        tables.set(match[1]!, columnsOf(match[2]!))
      } else if ((match = ADD_COLUMN.exec(statement))) {
        tables.get(match[1]!)?.add(match[2]!)
      } else if ((match = DROP_COLUMN.exec(statement))) {
        const [, table, column] = match as unknown as [string, string, string]
        if (schema.get(table)?.has(column)) refuse(`drops column ${table}.${column}`)
        tables.get(table)?.delete(column)
      } else if ((match = RENAME_TABLE.exec(statement))) {
        const [, from, to] = match as unknown as [string, string, string]
        const columns = tables.get(from) ?? new Set<string>()
        const rebuilt = dropped.get(to)
        if (from === `__new_${to}` && rebuilt) {
          for (const column of rebuilt)
            if (!columns.has(column) && schema.get(to)?.has(column))
              refuse(`drops column ${to}.${column} (table rebuild)`)
          dropped.delete(to)
        } else if (schema.has(from)) {
          refuse(`renames table ${from} to ${to}`)
        }
        tables.delete(from)
        tables.set(to, columns)
      } else if ((match = RENAME_COLUMN.exec(statement))) {
        const [, table, from, to] = match as unknown as [string, string, string, string]
        if (schema.get(table)?.has(from)) refuse(`renames column ${table}.${from} to ${to}`)
        const columns = tables.get(table)
        if (columns?.delete(from)) columns.add(to)
      } else if ((match = DROP_TABLE.exec(statement))) {
        dropped.set(match[1]!, tables.get(match[1]!) ?? new Set())
        tables.delete(match[1]!)
      }
    }
    // A table dropped and not rebuilt in the same file is gone.
    for (const table of dropped.keys()) if (schema.has(table)) refuse(`drops table ${table}`)
  }
  return offences
}
