// The Done link of an action (decisions 096, 104): opening it changes nothing (a mail scanner fetches links), the
// page's press marks that action and only that one; a reused link shows it done and changes nothing else; a forged
// or unknown token is a 404 with words; undo only before the due time; a note of at most 1000 characters. The
// email lists each action of the call once, each with its own working link.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ActionView } from '../../src/shared/actions.ts'
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/site.ts'
import { assignActions } from '../../src/worker/features/actions/actions.ts'
import { renderEmail } from '../../src/worker/features/outbox/message-templates.ts'
import { actions } from '../../src/worker/platform/db/schema.ts'
import { json, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { newClientAddress } from '../helpers/leads.ts'
import { actionEmails, paidPurchase, tokenOf } from '../helpers/actions.ts'
import { expectError } from '../helpers/errors.ts'

const DAY = 86_400_000

async function twoActions() {
  const purchase = await paidPurchase()
  const dueAt = new Date(Date.now() + 2 * DAY).toISOString()
  const assigned = await assignActions(
    testDb(),
    {
      purchaseId: purchase.id,
      items: [
        { title: 'Write the letter', detail: 'By hand', dueAt },
        { title: 'Pray together twice', dueAt },
      ],
    },
    Date.now(),
  )
  const [email] = await actionEmails(purchase.email)
  return { purchase, actions: assigned.actions, tokens: email!.actions.map((line) => tokenOf(line.donePath)) }
}

const post = (path: string, body: unknown) =>
  request(`/api/actions/${path}`, { method: 'POST', body }, { address: newClientAddress() })

const stored = async (id: number) => (await testDb().query.actions.findFirst({ where: eq(actions.id, id) }))!

describe('the Done link', () => {
  it('opens its own action without changing it, and one press marks that action only', async () => {
    const {
      actions: [first, second],
      tokens,
    } = await twoActions()
    const opened = await post('view', { token: tokens[1] })
    expect(opened.status).toBe(200)
    expect(await json<ActionView>(opened)).toMatchObject({
      id: second!.id,
      title: 'Pray together twice',
      state: 'open',
      canUndo: false,
    })
    expect((await stored(second!.id)).status).toBe('open')

    const done = await json<ActionView>(await post('done', { token: tokens[1] }))
    expect(done).toMatchObject({ id: second!.id, state: 'done', canUndo: true, doneLate: false })
    expect((await stored(second!.id)).status).toBe('done')
    expect((await stored(first!.id)).status).toBe('open')
  })

  it('reused, shows the action done and changes nothing', async () => {
    const {
      actions: [first],
      tokens,
    } = await twoActions()
    await post('done', { token: tokens[0] })
    const doneAt = (await stored(first!.id)).doneAt
    const again = await post('done', { token: tokens[0] })
    expect(again.status).toBe(200)
    expect(await json(again)).toMatchObject({ id: first!.id, state: 'done', doneAt })
    expect((await stored(first!.id)).doneAt).toBe(doneAt)
  })

  it('forged or unknown, answers 404 with words and marks nothing', async () => {
    const { actions: list, tokens } = await twoActions()
    const forged = `${tokens[0]!.slice(0, -1)}${tokens[0]!.endsWith('A') ? 'B' : 'A'}`
    for (const token of [forged, 'not-a-token', 'A'.repeat(43)]) {
      const answer = await post('done', { token })
      expect((await expectError(answer, 404)).message).toBe(
        'We could not find this action. The link may be incomplete: please open it again from your email.',
      )
    }
    for (const action of list) expect((await stored(action.id)).status).toBe('open')
  })

  it('undoes before the due time, not after, and keeps a note of at most 1000 characters', async () => {
    const {
      actions: [first],
      tokens,
    } = await twoActions()
    await post('done', { token: tokens[0] })
    expect(await json(await post('undo', { token: tokens[0] }))).toMatchObject({ state: 'open', doneAt: null })

    await post('done', { token: tokens[0] })
    await testDb()
      .update(actions)
      .set({ dueAt: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(actions.id, first!.id))
    expect((await expectError(await post('undo', { token: tokens[0] }), 409)).message).toBe(
      'This action is already due, so it can no longer be undone.',
    )
    expect((await stored(first!.id)).status).toBe('done')

    expect(await json(await post('note', { token: tokens[0], note: 'Wrote two pages.' }))).toMatchObject({
      note: 'Wrote two pages.',
    })
    const long = await post('note', { token: tokens[0], note: 'x'.repeat(1001) })
    expect(long.status).toBe(400)
    expect((await stored(first!.id)).note).toBe('Wrote two pages.')
  })

  it('marks nothing for an action the owner withdrew', async () => {
    const {
      actions: [first],
      tokens,
    } = await twoActions()
    await testDb()
      .update(actions)
      .set({ status: 'withdrawn', withdrawnReason: 'Dropped' })
      .where(eq(actions.id, first!.id))
    expect((await expectError(await post('done', { token: tokens[0] }), 409)).message).toBe(
      'Coach withdrew this action, so there is nothing to mark.',
    )
    expect((await stored(first!.id)).status).toBe('withdrawn')
  })
})

describe('the email', () => {
  it('is one per call, listing each action with its own Done link to the site', async () => {
    const { purchase, tokens } = await twoActions()
    const emails = await actionEmails(purchase.email)
    expect(emails).toHaveLength(1)
    const rendered = renderEmail('actions-assigned', purchase.email, emails[0], {
      settings: DEFAULT_SITE_SETTINGS,
      siteUrl: 'https://coaching.test',
    })!
    expect(rendered.subject).toContain(purchase.description)
    for (const token of tokens) expect(rendered.html).toContain(`https://coaching.test/action#${token}`)
    expect(rendered.text).toContain('Write the letter')
    expect(rendered.text).toContain('Pray together twice')
  })
})
