// The in-process harness's stand-ins keep what the simulator relies on of D1 and Durable Objects (decision 062).
// Runs only under test/sim/node/vitest.config.ts (plain Node), never in workerd.
import { describe, expect, it } from 'vitest'
import { NodeD1Database } from './d1.ts'
import {
  NodeDurableObjectNamespace,
  type NodeDurableObjectState,
  resetObject,
  runDurableObjectAlarm,
  runInDurableObject,
} from './durable-objects.ts'

describe('D1 over node:sqlite', () => {
  const d1 = () => {
    const db = new NodeD1Database()
    db.db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, label TEXT UNIQUE, n INTEGER)')
    return db
  }

  it('binds integers as integers and booleans as 0/1, and refuses undefined', async () => {
    const db = d1()
    const run = await db.prepare('INSERT INTO t (label, n) VALUES (?, ?)').bind(5, true).run()
    expect(run.meta).toMatchObject({ changes: 1, last_row_id: 1 })
    expect(await db.prepare('SELECT label, n FROM t').first()).toEqual({ label: '5', n: 1 })
    expect(() => db.prepare('SELECT ?').bind(undefined)).toThrow(/D1_TYPE_ERROR/)
  })

  it('answers raw rows, first(column) and RETURNING with its changes', async () => {
    const db = d1()
    const inserted = await db.prepare('INSERT INTO t (label, n) VALUES (?, ?) RETURNING id').bind('a', 2).all()
    expect(inserted.results).toEqual([{ id: 1 }])
    expect(inserted.meta.changes).toBe(1)
    expect(await db.prepare('SELECT label, n FROM t').raw({ columnNames: true })).toEqual([
      ['label', 'n'],
      ['a', 2],
    ])
    expect(await db.prepare('SELECT n FROM t').first('n')).toBe(2)
  })

  it('runs a batch all or nothing, and refuses SQL transactions as D1 does', async () => {
    const db = d1()
    const insert = db.prepare('INSERT INTO t (label, n) VALUES (?, ?)')
    await expect(db.batch([insert.bind('x', 1), insert.bind('x', 2)])).rejects.toThrow(/UNIQUE/)
    expect((await db.prepare('SELECT count(*) AS c FROM t').first<{ c: number }>())!.c).toBe(0)
    await expect(db.prepare('BEGIN').run()).rejects.toThrow(/transaction/)
  })
})

class Counter {
  private inMemory = 0
  constructor(
    private readonly ctx: NodeDurableObjectState,
    _env: unknown,
  ) {
    ctx.storage.sql.exec('CREATE TABLE IF NOT EXISTS c (n INTEGER)')
    void ctx.blockConcurrencyWhile(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      this.inMemory = 100
    })
  }
  add(box: { n: number }) {
    box.n += 1
    this.inMemory += 1
    this.ctx.storage.sql.exec('INSERT INTO c VALUES (?)', box.n)
    return { box, inMemory: this.inMemory, rows: this.ctx.storage.sql.exec('SELECT count(*) AS r FROM c').one() }
  }
  fail() {
    throw new RangeError('no such seat')
  }
  async slow() {
    await new Promise((resolve) => setTimeout(resolve, 30))
    return 'done'
  }
  alarmed = 0
  alarm() {
    this.alarmed += 1
  }
}

describe('Durable Objects in process', () => {
  const namespace = () => {
    const ns = new NodeDurableObjectNamespace('Counter', () => Counter as never)
    return ns
  }
  type Stub = {
    add(box: { n: number }): Promise<{ box: { n: number }; inMemory: number; rows: { r: number } }>
    fail(): Promise<never>
    slow(): Promise<string>
  }

  it('one instance per name, calls held until blockConcurrencyWhile is done, arguments and results copied', async () => {
    const ns = namespace()
    const stub = ns.get(ns.idFromName('a')) as Stub
    const box = { n: 1 }
    const answer = await stub.add(box)
    expect(box.n).toBe(1)
    expect(answer).toMatchObject({ box: { n: 2 }, inMemory: 101, rows: { r: 1 } })
    expect((await (ns.get(ns.idFromName('a')) as Stub).add({ n: 5 })).inMemory).toBe(102)
    expect((await (ns.get(ns.idFromName('b')) as Stub).add({ n: 5 })).rows.r).toBe(1)
  })

  it('an exception crosses the boundary as a copy of the error', async () => {
    const ns = namespace()
    const error = await (ns.get(ns.idFromName('a')) as Stub).fail().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RangeError)
    expect((error as Error).message).toBe('no such seat')
  })

  it('a reset fails the calls in flight and starts a new instance on the same storage', async () => {
    const ns = namespace()
    const stub = ns.get(ns.idFromName('a')) as Stub
    await stub.add({ n: 0 })
    const inFlight = stub.slow()
    await new Promise((resolve) => setTimeout(resolve, 10))
    resetObject(stub, new Error('Durable Object reset'))
    await expect(inFlight).rejects.toThrow('Durable Object reset')
    const after = await stub.add({ n: 0 })
    expect(after.inMemory).toBe(101)
    expect(after.rows.r).toBe(2)
  })

  it('runs a set alarm once, as runDurableObjectAlarm does', async () => {
    const ns = namespace()
    const stub = ns.get(ns.idFromName('a'))
    expect(await runDurableObjectAlarm(stub)).toBe(false)
    await runInDurableObject(stub, (_: Counter, state: NodeDurableObjectState) =>
      state.storage.setAlarm(Date.now() + 60_000),
    )
    expect(await runDurableObjectAlarm(stub)).toBe(true)
    expect(await runDurableObjectAlarm(stub)).toBe(false)
    expect(await runInDurableObject(stub, (counter: Counter) => counter.alarmed)).toBe(1)
  })

  it('an alarm that comes due rings by itself', async () => {
    const ns = namespace()
    const stub = ns.get(ns.idFromName('a'))
    await runInDurableObject(stub, (_: Counter, state: NodeDurableObjectState) => state.storage.setAlarm(Date.now()))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await runInDurableObject(stub, (counter: Counter) => counter.alarmed)).toBe(1)
  })
})
