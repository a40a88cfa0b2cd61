// The actions agreed after a call (decision 096): assigned only to a paid pod or package, with one email listing
// them; his press marks one done (twice changes nothing), his undo only before the due time, the owner's withdraw
// only with a reason; each move reports whether it applied. The default due time is the day before his next
// session at 23:59 Pacific, or seven days on with none (decision 104).
import { describe, expect, it } from 'vitest'
import {
  actionsOfPurchase,
  assignActions,
  markActionDone,
  noteOnAction,
  reopenAction,
  withdrawAction,
} from '../../src/worker/features/actions/actions.ts'
import { testDb } from '../helpers/db.ts'
import { actionEmails, bookedSession, paidPurchase } from '../helpers/actions.ts'

const MINUTE = 60_000
const NOW = Date.parse('2026-12-02T18:00:00.000Z')
const DUE = '2026-12-09T07:59:00.000Z' // Dec 8, 11:59 PM Pacific

async function oneAction(dueAt = DUE) {
  const purchase = await paidPurchase()
  const { actions } = await assignActions(
    testDb(),
    { purchaseId: purchase.id, items: [{ title: 'Write the letter', dueAt }] },
    NOW,
  )
  return { purchase, action: actions[0]! }
}

describe('assigning actions', () => {
  it('writes each action open with its due time and emails him one list of them', async () => {
    const purchase = await paidPurchase()
    const assigned = await assignActions(
      testDb(),
      {
        purchaseId: purchase.id,
        items: [
          { title: ' Write the letter ', detail: 'To your wife, by hand', dueAt: DUE },
          { title: 'Pray together twice', dueAt: DUE },
        ],
      },
      NOW,
    )
    expect(assigned.applied).toBe(true)
    expect(assigned.actions.map((a) => [a.title, a.status, a.dueAt])).toEqual([
      ['Write the letter', 'open', DUE],
      ['Pray together twice', 'open', DUE],
    ])
    const emails = await actionEmails(purchase.email)
    expect(emails).toHaveLength(1)
    expect(emails[0]!.actions.map((a) => [a.title, a.detail, a.due])).toEqual([
      ['Write the letter', 'To your wife, by hand', 'Tue, Dec 8, 11:59 PM Pacific time'],
      ['Pray together twice', null, 'Tue, Dec 8, 11:59 PM Pacific time'],
    ])
    const paths = emails[0]!.actions.map((a) => a.donePath)
    expect(paths[0]).toMatch(/^\/action#[\w-]{43}$/)
    expect(paths[0]).not.toBe(paths[1])
    expect((await actionsOfPurchase(testDb(), purchase.id)).map((a) => a.id)).toEqual(assigned.actions.map((a) => a.id))
  })

  it('refuses a purchase not paid, refunded or a free call, writing nothing', async () => {
    for (const overrides of [{ status: 'pending' }, { status: 'refunded' }, { type: 'strategy-call' }] as const) {
      const purchase = await paidPurchase(overrides)
      const assigned = await assignActions(testDb(), { purchaseId: purchase.id, items: [{ title: 'Read' }] }, NOW)
      expect(assigned).toEqual({ applied: false, actions: [] })
      expect(await actionsOfPurchase(testDb(), purchase.id)).toEqual([])
      expect(await actionEmails(purchase.email)).toEqual([])
    }
  })

  it('refuses a due time already past, writing nothing', async () => {
    const purchase = await paidPurchase()
    const past = new Date(NOW - MINUTE).toISOString()
    await expect(
      assignActions(
        testDb(),
        { purchaseId: purchase.id, items: [{ title: 'Read' }, { title: 'Late', dueAt: past }] },
        NOW,
      ),
    ).rejects.toThrow('A due time must be later than now.')
    expect(await actionsOfPurchase(testDb(), purchase.id)).toEqual([])
  })

  it('is due by default the day before his next session, at 23:59 Pacific', async () => {
    const purchase = await paidPurchase()
    // Thursday Dec 10, 9 AM Pacific; another later one does not count.
    await bookedSession(purchase, '2026-12-10T17:00:00.000Z')
    await bookedSession(purchase, '2026-12-17T17:00:00.000Z')
    const { actions } = await assignActions(testDb(), { purchaseId: purchase.id, items: [{ title: 'Read' }] }, NOW)
    expect(actions[0]!.dueAt).toBe('2026-12-10T07:59:00.000Z')
  })

  it('is due by default seven days on, at 23:59 Pacific, with no next session', async () => {
    const purchase = await paidPurchase()
    const { actions } = await assignActions(testDb(), { purchaseId: purchase.id, items: [{ title: 'Read' }] }, NOW)
    // Dec 2, 10 AM Pacific + 7 days: Dec 9, 11:59 PM Pacific.
    expect(actions[0]!.dueAt).toBe('2026-12-10T07:59:00.000Z')
  })
})

describe('his moves', () => {
  it('marks done one minute after the due time as done late, and twice changes nothing', async () => {
    const { action } = await oneAction()
    const late = Date.parse(DUE) + MINUTE
    const first = await markActionDone(testDb(), action.id, late)
    expect(first.applied).toBe(true)
    expect(first.action).toMatchObject({ status: 'done', doneAt: new Date(late).toISOString() })
    const again = await markActionDone(testDb(), action.id, late + MINUTE)
    expect(again.applied).toBe(false)
    expect(again.action).toMatchObject({ status: 'done', doneAt: new Date(late).toISOString() })
  })

  it('undoes a done action one minute before the due time, never once it is due', async () => {
    const { action } = await oneAction()
    await markActionDone(testDb(), action.id, NOW)
    const undone = await reopenAction(testDb(), action.id, Date.parse(DUE) - MINUTE)
    expect(undone.applied).toBe(true)
    expect(undone.action).toMatchObject({ status: 'open', doneAt: null })

    await markActionDone(testDb(), action.id, Date.parse(DUE) - MINUTE)
    const refused = await reopenAction(testDb(), action.id, Date.parse(DUE))
    expect(refused.applied).toBe(false)
    expect(refused.action).toMatchObject({ status: 'done', doneAt: new Date(Date.parse(DUE) - MINUTE).toISOString() })
  })

  it('keeps a note of at most 1000 characters', async () => {
    const { action } = await oneAction()
    expect((await noteOnAction(testDb(), action.id, ' Wrote two pages. ', NOW)).action?.note).toBe('Wrote two pages.')
    await expect(noteOnAction(testDb(), action.id, 'x'.repeat(1001), NOW)).rejects.toThrow('at most 1000')
    expect((await actionsOfPurchase(testDb(), action.purchaseId))[0]!.note).toBe('Wrote two pages.')
  })

  it('reports an action that does not exist', async () => {
    expect(await markActionDone(testDb(), 987_654_321, NOW)).toEqual({ applied: false, action: null })
  })
})

describe("the owner's withdraw", () => {
  it('is refused without a reason, and withdraws an open or done action with one', async () => {
    const { action } = await oneAction()
    await expect(withdrawAction(testDb(), action.id, '  ', NOW)).rejects.toThrow('Say why')
    expect((await actionsOfPurchase(testDb(), action.purchaseId))[0]!.status).toBe('open')

    await markActionDone(testDb(), action.id, NOW)
    const withdrawn = await withdrawAction(testDb(), action.id, 'Agreed to drop it on the next call', NOW)
    expect(withdrawn.applied).toBe(true)
    expect(withdrawn.action).toMatchObject({
      status: 'withdrawn',
      withdrawnReason: 'Agreed to drop it on the next call',
    })
    // Nothing he presses brings it back.
    expect((await markActionDone(testDb(), action.id, NOW)).applied).toBe(false)
    expect((await reopenAction(testDb(), action.id, NOW)).applied).toBe(false)
    expect((await withdrawAction(testDb(), action.id, 'again', NOW)).applied).toBe(false)
  })
})
