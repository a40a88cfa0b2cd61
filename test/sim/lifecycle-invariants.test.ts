// The simulator's lifecycle check (lifecycle-invariants.ts) on looks made up here: a change no chain of moves makes
// is named, a change a chain makes is not. Without these, a check that let everything through would look the same.
import { describe, expect, it } from 'vitest'
import { planPaymentMovesSeen, purchaseMovesSeen, refundRequestMovesSeen } from './lifecycle-invariants.ts'
import type { World } from './world.ts'

type PurchaseRow = Parameters<typeof purchaseMovesSeen>[1][number]
type PaymentRow = Parameters<typeof planPaymentMovesSeen>[1][number]
type RequestRow = Parameters<typeof refundRequestMovesSeen>[1][number]

/** A fresh run: the check keeps what it last saw per world. */
const world = () => ({}) as World
const purchase = (status: string, planStatus: string | null) => ({ id: 7, status, planStatus }) as PurchaseRow
const payment = (status: string) => ({ id: 3, status }) as PaymentRow
const request = (status: string) => ({ id: 5, status }) as RequestRow

describe('the simulator’s check that every status change is a chain of moves', () => {
  it('names a purchase gone back from succeeded to pending, and a running plan gone back to none', () => {
    const w = world()
    expect(purchaseMovesSeen(w, [purchase('succeeded', 'active')])).toEqual([])
    expect(purchaseMovesSeen(w, [purchase('pending', null)])).toEqual([
      { invariant: 'every change a move', detail: 'purchases.status of 7: succeeded → pending' },
      { invariant: 'every change a move', detail: 'purchases.plan_status of 7: active → null' },
    ])
  })

  it('names a refund request out of refunded, and a paid plan payment due again', () => {
    const w = world()
    refundRequestMovesSeen(w, [request('refunded')])
    expect(refundRequestMovesSeen(w, [request('approved')])).toEqual([
      { invariant: 'every change a move', detail: 'refund_requests.status of 5: refunded → approved' },
    ])
    planPaymentMovesSeen(w, [payment('paid')])
    expect(planPaymentMovesSeen(w, [payment('retrying')])).toEqual([
      { invariant: 'every change a move', detail: 'plan_payments.status of 3: paid → retrying' },
    ])
  })

  it('lets a change through that a chain of moves makes, several moves between two looks too', () => {
    const w = world()
    expect(purchaseMovesSeen(w, [purchase('pending', null)])).toEqual([])
    // authorize then fulfil, and the plan's start, in one step
    expect(purchaseMovesSeen(w, [purchase('succeeded', 'active')])).toEqual([])
    expect(refundRequestMovesSeen(w, [request('approved')])).toEqual([])
    expect(refundRequestMovesSeen(w, [request('refunded')])).toEqual([])
  })
})
