// Durable Objects in process, for the simulator's harness: a namespace (idFromName, get), one instance per id,
// a stub whose calls reach it, and a DurableObjectState with SQLite storage (node:sqlite), a small KV part,
// alarms and blockConcurrencyWhile. What it keeps of workerd and what it drops: decision 062.
//
// Kept: every call crosses an I/O turn (the caller runs on until its own await, as with a real RPC); arguments,
// results and thrown errors are structured-cloned (no shared object, no class behind the boundary); events on
// one object interleave at its awaits, never inside synchronous code (one thread); blockConcurrencyWhile holds
// back every event not yet started until its callback settles, and a callback that throws resets the object;
// an object reset (ctx.abort, or resetObject from the harness) drops its in-memory state, fails the calls still
// running on the old instance when they return and starts a new instance on the same storage; an alarm set
// rings by itself when due (a timer), one at a time, retried with backoff when it throws; runDurableObjectAlarm
// and runInDurableObject as cloudflare:test has them. Dropped: input gates around storage (the SQLite storage
// is synchronous here as it is in workerd, and the KV part answers at once), output gates (a write is "durable"
// when it returns), eviction and hibernation, and alarms' wall-clock jitter.
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite'
import { ioTurn } from './io-turn.ts'

type Instance = Record<string, unknown> & { alarm?: (info?: { retryCount: number; isRetry: boolean }) => unknown }
type ObjectClass = new (ctx: never, env: never) => object

const TRANSACTION = /^\s*(BEGIN|COMMIT|END|ROLLBACK|SAVEPOINT|RELEASE)\b/i

const bindable = (value: unknown): SQLInputValue => {
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'number' && Number.isSafeInteger(value) && !Object.is(value, -0)) return BigInt(value)
  if (value instanceof ArrayBuffer) return new Uint8Array(value)
  return value as SQLInputValue
}

/** The cursor `ctx.storage.sql.exec` answers: rows as objects or arrays, one(), iteration, rowsRead/Written. */
class SqlCursor<T> implements Iterable<T> {
  private index = 0
  constructor(
    private readonly rows: Record<string, unknown>[],
    readonly columnNames: string[],
    readonly rowsRead: number,
    readonly rowsWritten: number,
  ) {}

  toArray(): T[] {
    const rest = this.rows.slice(this.index) as T[]
    this.index = this.rows.length
    return rest
  }

  one(): T {
    const rest = this.toArray()
    if (rest.length === 0) throw new Error('Expected exactly one result from SQL query, but got no results.')
    if (rest.length > 1) throw new Error('Expected exactly one result from SQL query, but got multiple results.')
    return rest[0]!
  }

  next(): IteratorResult<T> {
    if (this.index >= this.rows.length) return { done: true, value: undefined }
    return { done: false, value: this.rows[this.index++] as T }
  }

  *raw(): IterableIterator<unknown[]> {
    for (const row of this.toArray()) yield this.columnNames.map((name) => (row as Record<string, unknown>)[name])
  }

  [Symbol.iterator](): Iterator<T> {
    return this
  }
}

/** `ctx.storage.sql` over the object's own SQLite database. */
class SqlStorage {
  private readonly compiled = new Map<
    string,
    { statement: StatementSync; rows: boolean; readOnly: boolean; names: string[] }
  >()
  private readonly lastChange: StatementSync
  constructor(readonly db: DatabaseSync) {
    this.lastChange = db.prepare('SELECT changes() AS n')
  }

  exec<T = Record<string, unknown>>(query: string, ...bindings: unknown[]): SqlCursor<T> {
    let compiled = this.compiled.get(query)
    if (!compiled) {
      if (TRANSACTION.test(query))
        throw new Error('To execute a transaction, please use the state.storage.transactionSync() API instead.')
      if (bindings.length === 0 && /;\s*\S/.test(query.trim().replace(/;$/, ''))) {
        // Several statements in one string (no bindings): run them all, answer nothing (as the last is a DDL here).
        this.db.exec(query)
        return new SqlCursor<T>([], [], 0, 0)
      }
      const statement = this.db.prepare(query)
      const names = statement.columns().map((column) => column.name)
      const rows = names.length > 0
      compiled = { statement, rows, readOnly: rows && !/\bRETURNING\b/i.test(query), names }
      this.compiled.set(query, compiled)
    }
    const params = bindings.map(bindable)
    const { statement, rows, readOnly, names } = compiled
    if (!rows) {
      const ran = statement.run(...params)
      return new SqlCursor<T>([], [], 0, Number(ran.changes))
    }
    const found = (statement.all(...params) as Record<string, unknown>[]).map((row) => ({ ...row }))
    const written = readOnly ? 0 : (this.lastChange.get() as { n: number }).n
    return new SqlCursor<T>(found, names, found.length, written)
  }

  get databaseSize(): number {
    return 0
  }
}

/** What lives as long as the object's storage: the database, the KV part, the alarm. Instances come and go. */
class ObjectHome {
  readonly db = new DatabaseSync(':memory:')
  readonly sql = new SqlStorage(this.db)
  readonly kv = new Map<string, unknown>()
  alarmAt: number | null = null
  private timer: NodeJS.Timeout | undefined
  private alarmRun: Promise<unknown> = Promise.resolve()
  live: Live | null = null
  private retired = false

  constructor(
    readonly namespace: NodeDurableObjectNamespace,
    readonly id: NodeDurableObjectId,
  ) {}

  instance(): Live {
    if (!this.live) this.live = new Live(this)
    return this.live
  }

  /** Gone with its storage (a fresh world): its alarm never rings again, its database is closed. */
  retire(): void {
    this.retired = true
    this.deleteAlarm()
    this.reset(new Error('Durable Object retired with its world.'))
    this.db.close()
  }

  /** The object restarts: in-memory state gone, calls in flight on the old instance fail, storage kept. */
  reset(reason: unknown = new Error('Durable Object reset.')): void {
    if (!this.live) return
    this.live.broken = reason instanceof Error ? reason : new Error(String(reason))
    this.live = null
  }

  setAlarm(at: number | Date): void {
    this.alarmAt = typeof at === 'number' ? at : at.getTime()
    this.arm()
  }

  deleteAlarm(): void {
    this.alarmAt = null
    clearTimeout(this.timer)
  }

  private arm(): void {
    clearTimeout(this.timer)
    if (this.alarmAt === null) return
    this.timer = setTimeout(() => void this.ring(0), Math.max(0, this.alarmAt - Date.now()))
    this.timer.unref()
  }

  /** The alarm rings by itself (workerd's scheduler): one run at a time, retried with backoff when it throws. */
  private ring(retryCount: number): Promise<unknown> {
    const run = this.alarmRun.then(async () => {
      if (this.retired) return
      if (retryCount === 0) {
        if (this.alarmAt === null) return
        if (this.alarmAt > Date.now()) return this.arm()
        this.alarmAt = null
      }
      try {
        await this.event((instance) => instance.alarm?.({ retryCount, isRetry: retryCount > 0 }))
      } catch {
        if (retryCount < 6 && this.alarmAt === null) {
          const retry = setTimeout(() => void this.ring(retryCount + 1), 2000 * 2 ** retryCount)
          retry.unref()
        }
      }
    })
    this.alarmRun = run.catch(() => {})
    return run
  }

  /**
   * One event delivered to the object (a call, a fetch, an alarm, runInDurableObject): after an I/O turn, once
   * no blockConcurrencyWhile holds it; failing if the object was reset meanwhile.
   */
  async event<R>(work: (instance: Instance, ctx: NodeDurableObjectState) => R | Promise<R>): Promise<Awaited<R>> {
    await ioTurn()
    const live = this.instance()
    await live.ready()
    if (live.broken) throw live.broken
    const result = await work(live.object as Instance, live.ctx)
    if (live.broken) throw live.broken
    return result
  }
}

/** One instance of the class on its home's storage, with its `ctx`. */
class Live {
  broken: Error | null = null
  readonly ctx: NodeDurableObjectState
  readonly object: object
  private gate: Promise<void> = Promise.resolve()

  constructor(readonly home: ObjectHome) {
    this.ctx = new NodeDurableObjectState(home, this)
    this.object = new (home.namespace.objectClass())(this.ctx as never, home.namespace.env as never)
  }

  /** Resolves when no blockConcurrencyWhile started before now is still running. */
  async ready(): Promise<void> {
    let gate
    do {
      gate = this.gate
      await gate
    } while (gate !== this.gate)
  }

  block<T>(callback: () => Promise<T>): Promise<T> {
    const run = this.gate.then(callback)
    this.gate = run.then(
      () => {},
      (error: unknown) => this.home.reset(error),
    )
    return run
  }
}

export class NodeDurableObjectState {
  readonly id: NodeDurableObjectId
  readonly storage: ReturnType<typeof storageOf>
  constructor(
    private readonly home: ObjectHome,
    private readonly live: Live,
  ) {
    this.id = home.id
    this.storage = storageOf(home)
  }

  blockConcurrencyWhile<T>(callback: () => Promise<T>): Promise<T> {
    return this.live.block(callback)
  }

  waitUntil(promise: Promise<unknown>): void {
    promise.catch(() => {})
  }

  abort(reason?: string): void {
    this.home.reset(new Error(reason ?? 'Durable Object was aborted.'))
  }
}

function storageOf(home: ObjectHome) {
  const kvGet = (key: string) => (home.kv.has(key) ? structuredClone(home.kv.get(key)) : undefined)
  const transactionSync = <T>(work: () => T): T => {
    home.db.exec('SAVEPOINT txn')
    try {
      const result = work()
      home.db.exec('RELEASE txn')
      return result
    } catch (error) {
      home.db.exec('ROLLBACK TO txn')
      home.db.exec('RELEASE txn')
      throw error
    }
  }
  return {
    sql: home.sql,
    transactionSync,
    async transaction<T>(work: () => Promise<T>): Promise<T> {
      return work()
    },
    async get<T>(key: string | string[]): Promise<T | Map<string, unknown> | undefined> {
      if (Array.isArray(key)) return new Map(key.filter((k) => home.kv.has(k)).map((k) => [k, kvGet(k)]))
      return kvGet(key) as T | undefined
    },
    async put(key: string | Record<string, unknown>, value?: unknown): Promise<void> {
      if (typeof key === 'string') home.kv.set(key, structuredClone(value))
      else for (const [k, v] of Object.entries(key)) home.kv.set(k, structuredClone(v))
    },
    async delete(key: string | string[]): Promise<boolean | number> {
      if (Array.isArray(key)) return key.filter((k) => home.kv.delete(k)).length
      return home.kv.delete(key)
    },
    async list(): Promise<Map<string, unknown>> {
      return new Map([...home.kv.keys()].sort().map((k) => [k, kvGet(k)]))
    },
    async getAlarm(): Promise<number | null> {
      return home.alarmAt
    },
    async setAlarm(at: number | Date): Promise<void> {
      home.setAlarm(at)
    },
    async deleteAlarm(): Promise<void> {
      home.deleteAlarm()
    },
    async sync(): Promise<void> {},
  }
}

export class NodeDurableObjectId {
  constructor(
    readonly name: string | undefined,
    private readonly hex: string,
  ) {}
  toString(): string {
    return this.hex
  }
  equals(other: NodeDurableObjectId): boolean {
    return other.hex === this.hex
  }
}

/** Errors cross the boundary as workerd sends them: cloned (name, message, stack), not the thrower's object. */
function crossed(error: unknown): unknown {
  try {
    return structuredClone(error)
  } catch {
    return new Error(String(error))
  }
}

const stubHomes = new WeakMap<object, ObjectHome>()

export class NodeDurableObjectNamespace {
  private readonly homes = new Map<string, ObjectHome>()
  env: unknown = undefined

  constructor(
    readonly className: string,
    readonly objectClass: () => ObjectClass,
  ) {}

  /** Ids by name, as each name always gets the same: hashing one anew was a cost on every call to an object. */
  private readonly named = new Map<string, NodeDurableObjectId>()

  idFromName(name: string): NodeDurableObjectId {
    const known = this.named.get(name)
    if (known) return known
    let hash = 0n
    for (const char of `${this.className}:${name}`) hash = (hash * 131n + BigInt(char.codePointAt(0)!)) % 2n ** 256n
    const id = new NodeDurableObjectId(name, hash.toString(16).padStart(64, '0'))
    this.named.set(name, id)
    return id
  }

  idFromString(hex: string): NodeDurableObjectId {
    return new NodeDurableObjectId(undefined, hex)
  }

  newUniqueId(): NodeDurableObjectId {
    return new NodeDurableObjectId(undefined, crypto.randomUUID().replaceAll('-', '').padEnd(64, '0'))
  }

  get(id: NodeDurableObjectId): object {
    let home = this.homes.get(id.toString())
    if (!home) {
      home = new ObjectHome(this, id)
      this.homes.set(id.toString(), home)
    }
    const target = home
    const call =
      (method: string) =>
      async (...args: unknown[]) => {
        const sent = structuredClone(args)
        try {
          const result = await target.event((instance) => {
            const member = instance[method]
            if (typeof member !== 'function') throw new TypeError(`The RPC receiver does not implement "${method}".`)
            return (member as (...a: unknown[]) => unknown).apply(instance, sent)
          })
          return structuredClone(result)
        } catch (error) {
          throw crossed(error)
        }
      }
    const stub: object = new Proxy(
      {},
      {
        get(_, name) {
          if (name === 'id') return id
          if (name === 'name') return id.name
          if (typeof name !== 'string' || name === 'then') return undefined
          if (name === 'fetch')
            return async (input: RequestInfo | URL, init?: RequestInit) => {
              const request = new Request(input, init)
              return target.event((instance) => (instance.fetch as (r: Request) => Response)(request))
            }
          return call(name)
        },
      },
    )
    stubHomes.set(stub, home)
    return stub
  }

  /** Every object gone with its storage and alarm, as in a new deployment's first run (worker-env.ts freshWorld). */
  clear(): void {
    for (const home of this.homes.values()) home.retire()
    this.homes.clear()
  }

  /** Every object of the namespace (the harness's own figures). */
  get size(): number {
    return this.homes.size
  }
}

const homeOf = (stub: object): ObjectHome => {
  const home = stubHomes.get(stub)
  if (!home) throw new TypeError('Not a Durable Object stub of the in-process harness')
  return home
}

/** cloudflare:test's runInDurableObject: the callback inside the object, with its instance and state. */
export function runInDurableObject<O, R>(stub: object, callback: (instance: O, state: never) => R | Promise<R>) {
  return homeOf(stub).event((instance, ctx) => callback(instance as O, ctx as never))
}

/** cloudflare:test's runDurableObjectAlarm: the alarm, if one is set, deleted and run now; false if none was. */
export function runDurableObjectAlarm(stub: object): Promise<boolean> {
  return runInDurableObject(stub, async (instance: Instance, state: NodeDurableObjectState) => {
    if ((await state.storage.getAlarm()) === null) return false
    await state.storage.deleteAlarm()
    await instance.alarm?.()
    return true
  })
}

/** The object behind the stub restarts, as workerd resets one (a fault the simulator may inject). */
export function resetObject(stub: object, reason?: unknown): void {
  homeOf(stub).reset(reason)
}
