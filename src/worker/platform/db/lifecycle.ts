// A status column's lifecycle as a table of moves (decisions 052 and 124), and the one guarded write that makes a
// move: the rows change only while their status is one the move starts from and every field the move locks still
// holds the value the mover read. A move's own conditions (a record's fingerprint, a lease) and its own fields ride
// along. The statement returns the rows it changed, so a caller learns whether it won; it runs alone or inside a
// D1 batch, where what must happen only together with it sits beside it.
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable, SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core'
import type { Database } from './client.ts'

/**
 * One allowed change: where it may start, where it ends, and the fields it locks. A move that may end in one of
 * several statuses (a refused charge: retrying, overdue or canceled) lists them, and its caller names the end.
 */
export interface Move<Status, Field extends string = string> {
  readonly from: readonly Status[]
  readonly to: Status | readonly Status[]
  readonly locks: readonly Field[]
}

type Row<T extends SQLiteTable> = T['$inferSelect']
type Field<T extends SQLiteTable> = keyof Row<T> & keyof T & string

/** The rows a move is asked of: one, several, or every row its extra conditions pick (a sweep). */
export type Rows<Id> = { id: Id } | { ids: readonly Id[] } | { every: true }

/** The row as the mover read it, for the fields the move locks; nothing when it locks none. */
type ReadFor<T extends SQLiteTable, M> =
  M extends Move<unknown, infer L>
    ? [L] extends [never]
      ? { read?: undefined }
      : { read: Pick<Row<T>, L & keyof Row<T>> }
    : never

/** What a caller adds to a move: fields written besides the status, conditions besides the move's own. */
type Extras<T extends SQLiteTable, S extends string> = {
  set?: Omit<SQLiteUpdateSetSource<T>, S>
  where?: readonly (SQL | undefined)[]
}

/** The end the caller names, for a move that lists several; none otherwise. */
type EndFor<M> = M extends { to: infer E }
  ? E extends readonly (infer End)[]
    ? { to: End }
    : { to?: undefined }
  : never

export type MoveOptions<T extends SQLiteTable, S extends string, Id, M> = Rows<Id> &
  ReadFor<T, M> &
  EndFor<M> &
  Extras<T, S>

/** `value` as SQL compares it: a null is matched by `is null`, never by `=`. */
function holds(column: SQLiteColumn, value: unknown): SQL {
  return value === null ? isNull(column) : eq(column, value)
}

/** The status is one of `from`; a null among them (a column that starts empty) is matched by `is null`. */
function statusIn(column: SQLiteColumn, from: readonly unknown[]): SQL {
  const values = from.filter((status) => status !== null)
  const empty = from.includes(null)
  if (!empty) return inArray(column, values)
  return values.length ? or(inArray(column, values), isNull(column))! : isNull(column)
}

/** Where the move ends: its one end, or the one the caller named among its ends (anything else is a bug). */
function endOf(name: string, to: unknown, named: unknown): unknown {
  const ends: readonly unknown[] = Array.isArray(to) ? to : [to]
  const end = named === undefined && !Array.isArray(to) ? to : named
  if (!ends.includes(end)) throw new Error(`The move ${name} cannot end in ${String(end)}`)
  return end
}

function rowsOf<Id>(column: SQLiteColumn, rows: Rows<Id>): SQL | undefined {
  if ('id' in rows) return eq(column, rows.id)
  if ('ids' in rows) return inArray(column, [...rows.ids])
  return undefined
}

/** A caller's fields may not name a status column: each is written only by its own lifecycle's moves. */
function noStatusIn(name: string, set: object | undefined, statuses: readonly string[]): void {
  const named = statuses.filter((field) => set !== undefined && field in set)
  if (named.length) throw new Error(`The move ${name} cannot write ${named.join(', ')}: each is its own lifecycle's`)
}

/**
 * The lifecycle of `table`'s `status` column, its rows named by `id`: `statement` builds a move's guarded update,
 * `move` runs one alone. A move name not in `moves` does not compile. `others` names the table's other status
 * columns (plan status beside a purchase's status): a move's fields may name none of them either.
 */
export function lifecycle<
  T extends SQLiteTable,
  S extends Field<T>,
  I extends Field<T>,
  M extends Record<string, Move<Row<T>[S], Field<T>>>,
  O extends Field<T> = never,
>(table: T, status: S, id: I, moves: M, others: readonly O[] = []) {
  const column = (name: Field<T>) => table[name] as unknown as SQLiteColumn

  function statement<K extends keyof M & string>(
    db: Database,
    name: K,
    options: MoveOptions<T, S | O, Row<T>[I], M[K]>,
  ) {
    noStatusIn(name, options.set, [status, ...others])
    const { from, to, locks } = moves[name]!
    const read = (options.read ?? {}) as Partial<Row<T>>
    const locked = locks.map((field) => {
      if (!(field in read)) throw new Error(`The move ${name} locks ${field}: pass the row as it was read`)
      return holds(column(field), read[field as keyof Row<T>])
    })
    return db
      .update(table)
      .set({ ...options.set, [status]: endOf(name, to, options.to) } as SQLiteUpdateSetSource<T>)
      .where(and(rowsOf(column(id), options), statusIn(column(status), from), ...locked, ...(options.where ?? [])))
      .returning()
  }

  /** Makes one move alone: the first row as written, or null when another writer changed it first. */
  async function move<K extends keyof M & string>(
    db: Database,
    name: K,
    options: MoveOptions<T, S | O, Row<T>[I], M[K]>,
  ): Promise<Row<T> | null> {
    const [moved] = (await statement(db, name, options)) as Row<T>[]
    return moved ?? null
  }

  return { moves, statement, move }
}
