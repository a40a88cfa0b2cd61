// A D1Database over node:sqlite, for the simulator's in-process harness (README.md in test/sim, "Speed"): what
// Drizzle's d1 driver and the Worker call (prepare, bind, first, all, run, raw, batch, exec) with D1's result
// shapes and meta. Kept from D1: integers bound as integers and booleans as 0/1, `undefined` refused, foreign keys
// on, SQL transactions refused (D1 has none; batch is the atomic unit), every call answered after an I/O turn of
// the event loop as D1's round trip is (concurrent requests interleave there). Dropped: D1's JSON copy and limits.
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite'
import { ioTurn } from './io-turn.ts'

type Row = Record<string, unknown>

interface Compiled {
  statement: StatementSync
  /** Returns rows (a SELECT, or a write with RETURNING). */
  rows: boolean
  /** Only reads: its `changes()` is not its own. */
  readOnly: boolean
}

const TRANSACTION = /^\s*(BEGIN|COMMIT|END|ROLLBACK|SAVEPOINT|RELEASE)\b/i

/**
 * The indexes of the `?` placeholders a query's LIMIT and OFFSET take (none: an empty list). SQLite plans a
 * LIMIT bound to a value with the value itself, so binding one expires the statement and every run prepared it
 * anew: a `select … limit ?` of Drizzle's cost three to five times the same with the number written in. The
 * harness writes the number in (one statement per value, and Drizzle's limits are a few constants); the rows are
 * the same. A query with numbered placeholders (`?1`) is left as it is.
 */
function limitPlaceholders(query: string): number[] {
  const found: number[] = []
  let placeholder = 0
  let quote: string | null = null
  for (let i = 0; i < query.length; i += 1) {
    const char = query[i]!
    if (quote) {
      if (char === quote) quote = null
    } else if (char === "'" || char === '"' || char === '`') quote = char
    else if (char === '?') {
      if (/\d/.test(query[i + 1] ?? '')) return []
      if (/\b(limit|offset)\s*$/i.test(query.slice(Math.max(0, i - 12), i))) found.push(placeholder)
      placeholder += 1
    }
  }
  return found
}

/** `query` with the placeholders at `indexes` replaced by `values`, written in. */
function withNumbers(query: string, indexes: number[], values: bigint[]): string {
  let placeholder = 0
  let quote: string | null = null
  let out = ''
  for (const char of query) {
    if (quote) {
      if (char === quote) quote = null
    } else if (char === "'" || char === '"' || char === '`') quote = char
    else if (char === '?') {
      const at = indexes.indexOf(placeholder)
      placeholder += 1
      if (at !== -1) {
        out += String(values[at])
        continue
      }
    }
    out += char
  }
  return out
}

function bindable(value: unknown): SQLInputValue {
  if (value === undefined) throw new Error(`D1_TYPE_ERROR: Type 'undefined' not supported for value 'undefined'`)
  if (typeof value === 'boolean') return value ? 1 : 0
  // node:sqlite binds every number as REAL; D1 binds an integral one as INTEGER (a TEXT column would get "5.0").
  if (typeof value === 'number' && Number.isSafeInteger(value) && !Object.is(value, -0)) return BigInt(value)
  if (value instanceof ArrayBuffer) return new Uint8Array(value)
  return value as SQLInputValue
}

export class NodeD1Database {
  readonly db: DatabaseSync
  private readonly compiled = new Map<string, Compiled>()
  /**
   * What each query runs as: its LIMIT and OFFSET placeholders (limitPlaceholders), and its statement (`plain`,
   * when it has none) or one statement per limit value.
   */
  private readonly entries = new Map<
    string,
    { limits: number[]; plain: Compiled | null; byLimit: Map<string, Compiled> }
  >()
  private readonly lastChange: StatementSync
  /** Statements run, for the harness's own figures. */
  statements = 0

  constructor() {
    this.db = new DatabaseSync(':memory:')
    this.db.exec('PRAGMA foreign_keys = ON')
    this.lastChange = this.db.prepare('SELECT changes() AS changes, last_insert_rowid() AS id')
  }

  prepare(query: string): NodeD1PreparedStatement {
    return new NodeD1PreparedStatement(this, query, [])
  }

  async batch<T = unknown>(statements: NodeD1PreparedStatement[]): Promise<D1Result<T>[]> {
    await ioTurn()
    this.db.exec('BEGIN')
    try {
      const results = statements.map((statement) => this.execute(statement.query, statement.params) as D1Result<T>)
      this.db.exec('COMMIT')
      return results
    } catch (error) {
      this.db.exec('ROLLBACK')
      throw d1Error(error)
    }
  }

  async exec(query: string): Promise<{ count: number; duration: number }> {
    await ioTurn()
    const count = query.split('\n').filter((line) => line.trim() !== '').length
    try {
      this.db.exec(query)
    } catch (error) {
      throw d1Error(error)
    }
    return { count, duration: 0 }
  }

  withSession() {
    return this
  }

  dump(): Promise<ArrayBuffer> {
    throw new Error('dump() is not supported by the in-process D1')
  }

  /**
   * The statement to run `query` with `params`, and the params it takes: a LIMIT's number written in. One lookup
   * of the query's text a call (hashing a long query anew is a cost: Drizzle builds a new string each time).
   */
  private statementFor(query: string, params: SQLInputValue[]): { compiled: Compiled; params: SQLInputValue[] } {
    let entry = this.entries.get(query)
    if (!entry) {
      const limits = limitPlaceholders(query)
      entry = { limits, plain: limits.length === 0 ? this.compile(query) : null, byLimit: new Map() }
      this.entries.set(query, entry)
    }
    if (entry.plain) return { compiled: entry.plain, params }
    const { limits } = entry
    const values = limits.map((index) => params[index])
    if (!values.every((value) => typeof value === 'bigint')) return { compiled: this.compile(query), params }
    const key = values.join(',')
    let compiled = entry.byLimit.get(key)
    if (!compiled) {
      compiled = this.compile(withNumbers(query, limits, values as bigint[]))
      entry.byLimit.set(key, compiled)
    }
    return { compiled, params: params.filter((_, index) => !limits.includes(index)) }
  }

  private compile(query: string): Compiled {
    let compiled = this.compiled.get(query)
    if (!compiled) {
      if (TRANSACTION.test(query))
        throw new Error(
          'D1_ERROR: To execute a transaction, please use the state.storage.transaction() or ' +
            'state.storage.transactionSync() APIs instead of the SQL BEGIN TRANSACTION or SAVEPOINT statements.',
        )
      const statement = this.db.prepare(query)
      const rows = statement.columns().length > 0
      const readOnly = rows && /^\s*(SELECT|WITH|PRAGMA|VALUES)\b/i.test(query) && !/\bRETURNING\b/i.test(query)
      compiled = { statement, rows, readOnly }
      this.compiled.set(query, compiled)
    }
    return compiled
  }

  /** One statement, synchronously, as D1 answers it. */
  execute(query: string, params: SQLInputValue[]): D1Result<Row> {
    this.statements += 1
    const {
      compiled: { statement, rows, readOnly },
      params: bound,
    } = this.statementFor(query, params)
    let results: Row[] = []
    let changes = 0
    let lastRowId = 0
    if (rows) {
      results = (statement.all(...bound) as Row[]).map((row) => ({ ...row }))
      if (!readOnly) {
        const last = this.lastChange.get() as { changes: number; id: number }
        changes = last.changes
        lastRowId = last.id
      }
    } else {
      const ran = statement.run(...bound)
      changes = Number(ran.changes)
      lastRowId = Number(ran.lastInsertRowid)
    }
    return {
      success: true,
      results,
      meta: {
        served_by: 'node-sqlite',
        duration: 0,
        changes,
        last_row_id: lastRowId,
        changed_db: changes > 0,
        size_after: 0,
        rows_read: results.length,
        rows_written: changes,
      },
    } as D1Result<Row>
  }

  /** Rows as arrays (D1's raw()), with the column names first when asked. */
  executeRaw(query: string, params: SQLInputValue[], columnNames: boolean): unknown[][] {
    this.statements += 1
    const {
      compiled: { statement },
      params: bound,
    } = this.statementFor(query, params)
    statement.setReturnArrays(true)
    try {
      const rows = statement.all(...bound) as unknown as unknown[][]
      return columnNames ? [statement.columns().map((column) => column.name), ...rows] : rows
    } finally {
      statement.setReturnArrays(false)
    }
  }
}

export class NodeD1PreparedStatement {
  constructor(
    private readonly d1: NodeD1Database,
    readonly query: string,
    readonly params: SQLInputValue[],
  ) {}

  bind(...values: unknown[]): NodeD1PreparedStatement {
    return new NodeD1PreparedStatement(this.d1, this.query, values.map(bindable))
  }

  async first<T = unknown>(column?: string): Promise<T | null> {
    const { results } = await this.all<Row>()
    const row = results[0]
    if (!row) return null
    if (column === undefined) return row as T
    if (!(column in row)) throw new Error(`D1_COLUMN_NOTFOUND: Column not found (${column})`)
    return row[column] as T
  }

  async all<T = unknown>(): Promise<D1Result<T>> {
    await ioTurn()
    try {
      return this.d1.execute(this.query, this.params) as D1Result<T>
    } catch (error) {
      throw d1Error(error)
    }
  }

  run<T = unknown>(): Promise<D1Result<T>> {
    return this.all<T>()
  }

  async raw<T = unknown[]>(options?: { columnNames?: boolean }): Promise<T[]> {
    await ioTurn()
    try {
      return this.d1.executeRaw(this.query, this.params, options?.columnNames ?? false) as T[]
    } catch (error) {
      throw d1Error(error)
    }
  }
}

/** D1's errors read "D1_ERROR: " and SQLite's message (the Worker matches on none of them). */
function d1Error(error: unknown): Error {
  if (!(error instanceof Error) || error.message.startsWith('D1_')) return error as Error
  const wrapped = new Error(`D1_ERROR: ${error.message}`)
  wrapped.cause = error
  return wrapped
}

/** The migrations of `migrations/` in order, as wrangler and applyD1Migrations apply them. */
export function applyMigrations(d1: NodeD1Database, files: Array<{ name: string; sql: string }>): void {
  d1.db.exec('PRAGMA foreign_keys = OFF')
  for (const file of files) d1.db.exec(file.sql.replaceAll('--> statement-breakpoint', ''))
  d1.db.exec('PRAGMA foreign_keys = ON')
}
