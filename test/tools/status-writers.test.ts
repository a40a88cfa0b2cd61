import { describe, expect, it } from 'vitest'
import { STATUS_COLUMNS, statusWriteOffences } from '../../tools/lib/status-writers.ts'

const REFUNDS = 'src/worker/features/refunds/refund-execution.ts'

describe('tools/check-status-writers.ts: every status update is a move of its table, rows are written by their owner', () => {
  it('lets a move through the lifecycle helper, and an update that writes no status', () => {
    const text = [
      "refundRequestLifecycle.move(db, 'finish', { id, set: { refundedAt } })",
      'db.update(waitlistEntries).set({ leadStatus: status }).where(eq(waitlistEntries.id, id))',
      "db.update(purchases).set({ firstName: 'Deleted', planPayments: 3 })",
    ].join('\n')
    expect(statusWriteOffences('src/worker/features/leads/leads-admin.ts', text)).toEqual([])
  })

  it('names a Drizzle update of a status in any file, its owner’s too, with the line and the table to extend', () => {
    const text = [
      '// line 1',
      'await db',
      '  .update(refundRequests)',
      "  .set({ failureReason: reason, status: 'failed' })",
      "db.update(purchases).set({ planStatus: 'canceled' })",
    ].join('\n')
    expect(statusWriteOffences(REFUNDS, text)).toEqual([
      `${REFUNDS}:5 writes purchases.plan_status itself: make it a move of src/worker/features/plans/plan-states.ts`,
      `${REFUNDS}:3 writes refund_requests.status itself: ` +
        'make it a move of src/worker/features/refunds/refund-request-states.ts',
    ])
  })

  it('names a raw UPDATE that sets a status, by its SQL name or the Drizzle table in a template', () => {
    const file = 'src/worker/features/seats/waitlist-mirror.ts'
    const text = [
      'db.run(sql`UPDATE waitlist_entries SET offer_token = ${token}, status = ${row.status} WHERE id = ${id}`)',
      "db.run(sql`update ${outbox} set status = 'sent' where id = ${id}`)",
      'db.run(sql`UPDATE waitlist_entries SET ledger_seq = ${seq} WHERE id = ${id}`)',
    ].join('\n')
    expect(statusWriteOffences(file, text)).toEqual([
      `${file}:2 writes outbox.status itself: make it a move of src/worker/features/outbox/outbox-states.ts`,
      `${file}:1 writes waitlist_entries.status itself: ` +
        'make it a move of src/worker/features/seats/waitlist-entry-states.ts',
    ])
  })

  it('names rows written outside their owner, and lets the owner write them', () => {
    const insert = 'db.insert(refundRequests).values(row)\ndb.run(sql`insert into ${outbox} (channel) select 1`)'
    expect(statusWriteOffences('src/worker/features/refunds/owner-refund.ts', insert)).toEqual([
      'src/worker/features/refunds/owner-refund.ts:2 writes outbox rows outside src/worker/features/outbox/, ' +
        'the owner of outbox.status',
    ])
    expect(statusWriteOffences('src/worker/features/checkout/reserve.ts', 'db.delete(purchases).where(x)')).toEqual([
      'src/worker/features/checkout/reserve.ts:1 writes purchases rows outside src/worker/features/purchases/, ' +
        'the owner of purchases.status',
    ])
  })

  it('names a status update beside its own table too: the table lists moves, the helper writes them', () => {
    const text = "db.update(planPayments).set({ status: 'retrying', nextAttemptAt })"
    expect(statusWriteOffences('src/worker/features/plans/plan-payment-states.ts', text)).toEqual([
      'src/worker/features/plans/plan-payment-states.ts:1 writes plan_payments.status itself: ' +
        'make it a move of src/worker/features/plans/plan-payment-states.ts',
    ])
  })

  it('names a lifecycle bound to a status column anywhere but its states file', () => {
    const file = 'src/worker/features/checkout/reserve.ts'
    const text =
      "const mine = lifecycle(purchases, 'status', 'id', { anything: { from: ['succeeded'], to: 'pending', locks: [] } })"
    expect(statusWriteOffences(file, text)).toEqual([
      `${file}:1 binds a lifecycle to purchases.status: its one table is src/worker/features/purchases/purchase-states.ts`,
    ])
    const own = "export const planLifecycle = lifecycle(purchases, 'planStatus', 'id', PLAN_MOVES)"
    expect(statusWriteOffences('src/worker/features/plans/plan-states.ts', own)).toEqual([])
    expect(statusWriteOffences('src/worker/features/plans/plan-charges.ts', own)).toEqual([
      'src/worker/features/plans/plan-charges.ts:1 binds a lifecycle to purchases.plan_status: ' +
        'its one table is src/worker/features/plans/plan-states.ts',
    ])
  })

  it('names a set from a variable outside the owner, whose row may hold the status', () => {
    const file = 'src/worker/features/leads/leads-admin.ts'
    const text =
      'const row = { status: "refunded" }\nawait db.update(refundRequests)\n  .set(row).where(eq(refundRequests.id, id))'
    expect(statusWriteOffences(file, text)).toEqual([
      `${file}:2 sets refund_requests from a variable outside src/worker/features/refunds/, ` +
        'the owner of refund_requests.status',
    ])
    expect(statusWriteOffences('src/worker/features/refunds/owner-refund.ts', text)).toEqual([])
  })

  it('names a raw UPDATE whose table or column is quoted', () => {
    const file = 'src/worker/features/checkout/reserve.ts'
    const text = [
      'db.run(sql`UPDATE "purchases" SET status = \'pending\' WHERE id = ${id}`)',
      'db.run(sql`update `plan_payments` set "status" = \'paid\'`)',
      'db.run(sql`UPDATE "purchases" SET "plan_status" = null`)',
    ].join('\n')
    expect(statusWriteOffences(file, text)).toEqual([
      `${file}:1 writes purchases.status itself: make it a move of src/worker/features/purchases/purchase-states.ts`,
      `${file}:3 writes purchases.plan_status itself: make it a move of src/worker/features/plans/plan-states.ts`,
      `${file}:2 writes plan_payments.status itself: make it a move of src/worker/features/plans/plan-payment-states.ts`,
    ])
  })

  it('has one owner and one table per column', () => {
    const names = STATUS_COLUMNS.map((rule) => rule.name)
    expect(new Set(names).size).toBe(names.length)
  })
})
