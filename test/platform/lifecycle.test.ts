// The lifecycle helper (platform/db/lifecycle.ts) on a table of its own: a move applies from each status it starts
// from and from no other, not once a locked field changed, with the caller's own fields and conditions; it says
// whether it applied, alone or inside a D1 batch; a move the table does not list does not compile.
import { env } from 'cloudflare:workers'
import { eq, gt } from 'drizzle-orm'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { planLifecycle } from '../../src/worker/features/plans/plan-states.ts'
import { lifecycle } from '../../src/worker/platform/db/lifecycle.ts'
import { testDb } from '../helpers/db.ts'

const STATUSES = ['packed', 'sent', 'lost', 'delivered'] as const

const parcels = sqliteTable('lifecycle_parcels', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  status: text('status', { enum: STATUSES }).notNull(),
  weight: integer('weight').notNull(),
  label: text('label'),
  note: text('note'),
  stage: text('stage', { enum: ['open', 'closed'] }),
})

const PARCEL_MOVES = {
  send: { from: ['packed', 'lost'], to: 'sent', locks: ['weight', 'label'] },
  deliver: { from: ['sent'], to: 'delivered', locks: [] },
  lose: { from: ['sent'], to: 'lost', locks: [] },
  /** Several ends: the caller names one. */
  settle: { from: ['sent', 'lost'], to: ['delivered', 'lost'], locks: [] },
} as const

const STAGE_MOVES = {
  open: { from: [null], to: 'open', locks: [] },
  close: { from: ['open', null], to: 'closed', locks: [] },
} as const

const parcel = lifecycle(parcels, 'status', 'id', PARCEL_MOVES)
const stage = lifecycle(parcels, 'stage', 'id', STAGE_MOVES)
/** The stage told of the parcel's status beside it, as the plan's lifecycle is told of the purchase's status. */
const guardedStage = lifecycle(parcels, 'stage', 'id', STAGE_MOVES, ['status'])

type Parcel = typeof parcels.$inferSelect

async function add(status: Parcel['status'], fields: Partial<Parcel> = {}): Promise<Parcel> {
  const [row] = await testDb()
    .insert(parcels)
    .values({ status, weight: 3, label: null, ...fields })
    .returning()
  return row!
}

async function reread(row: Parcel): Promise<Parcel> {
  const [now] = await testDb().select().from(parcels).where(eq(parcels.id, row.id))
  return now!
}

beforeAll(async () => {
  await env.DB.exec(
    'CREATE TABLE IF NOT EXISTS lifecycle_parcels (id INTEGER PRIMARY KEY AUTOINCREMENT, status TEXT NOT NULL, ' +
      'weight INTEGER NOT NULL, label TEXT, note TEXT, stage TEXT)',
  )
})

describe('a move of a lifecycle table', () => {
  it.each(PARCEL_MOVES.send.from)('applies from %s, a status it starts from, and returns the row', async (from) => {
    const row = await add(from, { label: 'fragile' })
    const moved = await parcel.statement(testDb(), 'send', { id: row.id, read: row })
    expect(moved).toEqual([{ ...row, status: 'sent' }])
    expect(await reread(row)).toEqual({ ...row, status: 'sent' })
  })

  it.each(['sent', 'delivered'] as const)('refuses from %s, a status the move does not list', async (from) => {
    const row = await add(from)
    expect(await parcel.statement(testDb(), 'send', { id: row.id, read: row })).toEqual([])
    expect(await reread(row)).toEqual(row)
  })

  it('refuses when a locked field changed since it was read, a null one too', async () => {
    const db = testDb()
    const heavier = await add('packed')
    await db.update(parcels).set({ weight: 4 }).where(eq(parcels.id, heavier.id))
    expect(await parcel.move(db, 'send', { id: heavier.id, read: heavier })).toBeNull()
    const labelled = await add('packed')
    await db.update(parcels).set({ label: 'late' }).where(eq(parcels.id, labelled.id))
    expect(await parcel.move(db, 'send', { id: labelled.id, read: labelled })).toBeNull()
    expect((await reread(heavier)).status).toBe('packed')
    expect((await reread(labelled)).status).toBe('packed')
  })

  it('reports whether it applied: the row as written, then null for the loser of the same move', async () => {
    const db = testDb()
    const row = await add('sent')
    expect(await parcel.move(db, 'deliver', { id: row.id })).toEqual({ ...row, status: 'delivered' })
    expect(await parcel.move(db, 'deliver', { id: row.id })).toBeNull()
  })

  it('writes the caller’s fields with the status and checks the caller’s conditions too', async () => {
    const db = testDb()
    const row = await add('sent')
    expect(
      await parcel.move(db, 'lose', { id: row.id, set: { note: 'gone' }, where: [gt(parcels.weight, 5)] }),
    ).toBeNull()
    const lost = await parcel.move(db, 'lose', { id: row.id, set: { note: 'gone' }, where: [gt(parcels.weight, 2)] })
    expect(lost).toEqual({ ...row, status: 'lost', note: 'gone' })
  })

  it('moves several rows by their ids, or every row its conditions pick, and never one outside them', async () => {
    const db = testDb()
    const [a, b, c] = [await add('sent'), await add('sent'), await add('sent', { weight: 9 })]
    const both = await parcel.statement(db, 'lose', { ids: [a.id, b.id] })
    expect(both.map((row) => row.id).sort()).toEqual([a.id, b.id].sort())
    expect((await reread(c)).status).toBe('sent')
    const swept = await parcel.statement(db, 'deliver', { every: true, where: [eq(parcels.weight, 9)] })
    expect(swept.map((row) => row.id)).toEqual([c.id])
  })

  it('joins a D1 batch, each statement answering whether it applied', async () => {
    const db = testDb()
    const [sent, packed] = [await add('sent'), await add('packed')]
    const [delivered, refused] = await db.batch([
      parcel.statement(db, 'deliver', { id: sent.id }),
      parcel.statement(db, 'deliver', { id: packed.id }),
    ])
    expect(delivered).toEqual([{ ...sent, status: 'delivered' }])
    expect(refused).toEqual([])
  })

  it('starts from an empty status with a null in `from`, and only from there', async () => {
    const db = testDb()
    const row = await add('packed')
    expect(await stage.move(db, 'open', { id: row.id })).toMatchObject({ stage: 'open' })
    expect(await stage.move(db, 'open', { id: row.id })).toBeNull()
    expect(await stage.move(db, 'close', { id: row.id })).toMatchObject({ stage: 'closed' })
    const empty = await add('packed')
    expect(await stage.move(db, 'close', { id: empty.id })).toMatchObject({ stage: 'closed' })
  })

  it('ends where the caller names among a move’s ends, and refuses an end it does not list', async () => {
    const db = testDb()
    const row = await add('sent')
    expect(await parcel.move(db, 'settle', { id: row.id, to: 'lost' })).toMatchObject({ status: 'lost' })
    expect(await parcel.move(db, 'settle', { id: row.id, to: 'delivered' })).toMatchObject({ status: 'delivered' })
    // @ts-expect-error: `settle` does not end in `packed`
    expect(() => parcel.statement(db, 'settle', { id: row.id, to: 'packed' })).toThrow('cannot end in packed')
    // @ts-expect-error: a move with several ends needs its caller to name one
    expect(() => parcel.statement(db, 'settle', { id: row.id })).toThrow('cannot end in undefined')
  })

  it('does not compile a move the table does not list, or a lock without the row it locks', () => {
    const db = testDb()
    // @ts-expect-error: `return` is not a move of PARCEL_MOVES
    expect(() => parcel.statement(db, 'return', { id: 1 })).toThrow()
    // @ts-expect-error: `send` locks the weight and the label, so it needs the row as read
    expect(() => parcel.statement(db, 'send', { id: 1 })).toThrow()
  })

  it('does not write another status column of its table among a move’s fields, at compile time nor at run time', async () => {
    const db = testDb()
    const row = await add('sent')
    // @ts-expect-error: the parcel's status is its own lifecycle's, not a field of a stage move
    expect(() => guardedStage.statement(db, 'open', { id: row.id, set: { status: 'lost' } })).toThrow(
      'cannot write status',
    )
    // @ts-expect-error: nor is the stage itself
    expect(() => guardedStage.statement(db, 'open', { id: row.id, set: { stage: 'closed' } })).toThrow(
      'cannot write stage',
    )
    expect(await reread(row)).toMatchObject({ status: 'sent', stage: null })
    expect(await guardedStage.move(db, 'open', { id: row.id, set: { note: 'ok' } })).toMatchObject({ stage: 'open' })
  })

  it('keeps a purchase’s status out of a plan move: the two columns sit side by side on purchases', () => {
    // @ts-expect-error: purchases.status is the purchase lifecycle's, never a plan move's field
    expect(() => planLifecycle.statement(testDb(), 'stop', { ids: [1], set: { status: 'refunded' } })).toThrow(
      'cannot write status',
    )
  })
})
