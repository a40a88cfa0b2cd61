// One D1 batch (one transaction) that may hold a raw `sql` statement with parameters beside drizzle's builders.
// drizzle-orm 0.45's own batch cannot bind such a statement (it reads a prepared statement a raw query does not
// have), and drizzle's insert builder writes INSERT … SELECT only with every column of the table, which a
// guarded insert into a table another feature owns must not depend on (the follow-ups' claim, decision 065).
// Each statement becomes its SQL and parameters, prepared and bound on the D1 binding itself.
import type { Database } from './client.ts'

type Query = { sql: string; params: unknown[] }

/** A drizzle builder (`toSQL`) or a raw statement from `db.run(sql…)` (`getQuery`). */
export type BatchStatement = { toSQL(): Query } | { getQuery(): Query }

export function rawBatch(db: Database, statements: readonly BatchStatement[]): Promise<D1Result[]> {
  const d1 = db.$client
  return d1.batch(
    statements.map((statement) => {
      const { sql, params } = 'toSQL' in statement ? statement.toSQL() : statement.getQuery()
      return d1.prepare(sql).bind(...params)
    }),
  )
}
