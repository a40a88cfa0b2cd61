// The hottest statements, built by Drizzle once per database client with placeholders and bound per call
// (decision 081). Building a statement's SQL from the query builder was about a fifth of a seat hold's CPU in
// workerd, more than the seat ledger's own work; bound, the same statement costs a copy of its parameters.
// Drizzle's batch does not take a prepared query (drizzle-orm#2197), so a bound statement is handed to it in
// the shape the batch reads from a query builder: `_prepare()` giving the prepared query with its parameters.
import { fillPlaceholders, sql } from 'drizzle-orm'
import type { RunnableQuery } from 'drizzle-orm/runnable-query'
import type { Database } from './client.ts'

/** What Drizzle's batch and execute read from a prepared query (its D1 `stmt` among them). */
interface PreparedQuery {
  getQuery(): { sql: string; params: unknown[] }
  execute(values: Record<string, unknown>): Promise<unknown>
}

/** A query builder that can be prepared: a select, an insert or an update, with or without `returning`. */
interface Preparable {
  readonly _: { readonly result: unknown }
  prepare(): unknown
}

/** A statement bound to its values: it joins a `db.batch` or is awaited, as its query builder would be. */
export type Bound<Q extends Preparable> = RunnableQuery<Q['_']['result'], 'sqlite'> & PromiseLike<Q['_']['result']>

/**
 * `build` gets a placeholder for each value it reads from `slot`, typed as the value, and must use each as a
 * value only: a branch on one (`slot.x ?? …`, `slot.x ? … : …`) would be decided once, for every call, by the
 * placeholder. Each distinct shape of SQL is a statement of its own.
 */
export function preparedStatement<V extends Record<string, unknown>, Q extends Preparable>(
  build: (db: Database, slot: V) => Q,
): (db: Database, values: V) => Bound<Q> {
  const perClient = new WeakMap<Database, PreparedQuery>()
  const slot = new Proxy({} as V, { get: (_target, name) => sql.placeholder(String(name)) })
  return (db, values) => {
    let query = perClient.get(db)
    if (!query) {
      query = build(db, slot).prepare() as PreparedQuery
      perClient.set(db, query)
    }
    return bind<Q>(query, values)
  }
}

function bind<Q extends Preparable>(query: PreparedQuery, values: Record<string, unknown>): Bound<Q> {
  const built = query.getQuery()
  const params = fillPlaceholders(built.params, values)
  const withParams = Object.create(query, { getQuery: { value: () => ({ sql: built.sql, params }) } }) as unknown
  const bound = {
    _prepare: () => withParams,
    then<A, B>(onValue?: (value: unknown) => A | PromiseLike<A>, onError?: (error: unknown) => B | PromiseLike<B>) {
      return query.execute(values).then(onValue, onError)
    },
  }
  // A builder's `_` carries its result type only; nothing reads it at run time.
  return bound as unknown as Bound<Q>
}
