// The intake after a purchase (decision 109): answers saved one at a time as he types, kept when he leaves half
// way, "Finished" set once; the owner's questions, a removed one keeping its answers; and the reminder 48 hours
// before the first session, once, and never when the intake is done.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DEFAULT_INTAKE_QUESTIONS } from '../../src/shared/intake.ts'
import { queueIntakeReminders } from '../../src/worker/features/intake/intake.ts'
import { bookings, outbox, purchases } from '../../src/worker/platform/db/schema.ts'
import { buySeat, createItem } from '../helpers/checkout.ts'
import { json, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { signedInClient } from '../helpers/my-coaching.ts'
import { adminCookie } from '../helpers/sessions.ts'
import { paidPurchase, podMeetingSince } from '../helpers/actions.ts'

const HOUR_MS = 3_600_000

interface IntakeView {
  items: { questionId: number; prompt: string; answer: string; removed: boolean }[]
  doneAt: string | null
}
interface Overview {
  purchases: { orderRef: string; intake: IntakeView | null; agreement: { text: string } | null }[]
}

async function boughtPackage() {
  const item = await createItem({ type: 'coaching_slot', name: `Package ${crypto.randomUUID().slice(0, 6)}` })
  const bought = await buySeat(item)
  const cookie = await signedInClient(bought.buyer.email)
  const orderRef = `order-${bought.purchase.id}`
  const overview = async () => {
    const page = await json<Overview>(await request('/api/my-coaching', {}, { cookie }))
    return page.purchases.find((p) => p.orderRef === orderRef)!
  }
  const answer = (questionId: number, text: string) =>
    request(
      `/api/my-coaching/intake/${orderRef}/answers`,
      { method: 'PUT', body: { questionId, answer: text } },
      { cookie },
    )
  const finish = () => request(`/api/my-coaching/intake/${orderRef}/finish`, { method: 'POST' }, { cookie })
  return { ...bought, cookie, orderRef, overview, answer, finish }
}

describe('the intake on My coaching', () => {
  it('asks the three questions, keeps a partial answer, and "Finished" sets the day once', async () => {
    const client = await boughtPackage()
    const first = await client.overview()
    expect(first.intake!.items.map((item) => item.prompt)).toEqual([...DEFAULT_INTAKE_QUESTIONS])
    expect(first.intake!.doneAt).toBeNull()
    expect(first.agreement!.text).toContain('attend every call and complete your assigned actions')
    const [want, struggle] = first.intake!.items
    expect((await client.answer(want!.questionId, 'A wife who')).status).toBe(200)
    expect((await client.answer(want!.questionId, 'A wife who trusts me again')).status).toBe(200)
    expect((await client.answer(struggle!.questionId, 'Anger')).status).toBe(200)
    const later = await client.overview()
    expect(later.intake!.items.map((item) => item.answer)).toEqual(['A wife who trusts me again', 'Anger', ''])
    expect(later.intake!.doneAt).toBeNull()
    const finished = await client.finish()
    expect(finished.status).toBe(200)
    const doneAt = (await json<IntakeView>(finished)).doneAt
    expect(doneAt).toMatch(/^\d{4}-/)
    expect((await json<IntakeView>(await client.finish())).doneAt).toBe(doneAt)
    const [row] = await testDb().select().from(purchases).where(eq(purchases.id, client.purchase.id))
    expect(row!.intakeDoneAt).toBe(doneAt)
  })

  it("refuses another client's purchase as unknown, and an answer too long with nothing lost", async () => {
    const mine = await boughtPackage()
    const other = await boughtPackage()
    const [question] = (await mine.overview()).intake!.items
    await mine.answer(question!.questionId, 'kept')
    const stranger = await request(
      `/api/my-coaching/intake/${mine.orderRef}/answers`,
      { method: 'PUT', body: { questionId: question!.questionId, answer: 'not mine' } },
      { cookie: other.cookie },
    )
    expect(stranger.status).toBe(404)
    const tooLong = await mine.answer(question!.questionId, 'x'.repeat(4001))
    expect(tooLong.status).toBe(400)
    expect((await mine.overview()).intake!.items[0]!.answer).toBe('kept')
  })

  it("keeps an answer to a question the owner removed, for the coach's eyes", async () => {
    const client = await boughtPackage()
    const items = (await client.overview()).intake!.items
    await client.answer(items[2]!.questionId, 'Call me out every Friday')
    const cookie = await adminCookie()
    const kept = items.slice(0, 2).map((item) => ({ id: item.questionId, prompt: item.prompt }))
    const saved = await request('/api/admin/intake/questions', { method: 'PUT', body: { questions: kept } }, { cookie })
    expect(saved.status).toBe(200)
    expect((await client.overview()).intake!.items.filter((item) => !item.removed)).toHaveLength(2)
    const coach = await json<IntakeView>(
      await request(`/api/admin/intake/purchases/${client.purchase.id}`, {}, { cookie }),
    )
    expect(coach.items.find((item) => item.removed)).toMatchObject({ answer: 'Call me out every Friday' })
    // Put the seeded questions back for the other tests of this file.
    const all = items.map((item) => ({ id: item.questionId, prompt: item.prompt }))
    await request('/api/admin/intake/questions', { method: 'PUT', body: { questions: all } }, { cookie })
  })
})

describe('the intake reminder', () => {
  async function sessionIn(purchase: typeof purchases.$inferSelect, ms: number) {
    await testDb()
      .insert(bookings)
      .values({
        ref: crypto.randomUUID(),
        kind: 'one-to-one',
        purchaseId: purchase.id,
        name: purchase.firstName,
        email: purchase.email,
        phone: purchase.phone,
        startsAt: new Date(Date.now() + ms).toISOString(),
        durationMinutes: 60,
        visitorTimeZone: 'America/Los_Angeles',
      })
  }
  const remindersOf = (purchaseId: number) =>
    testDb()
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `intake-reminder:${purchaseId}`))

  it('goes once, 48 hours before the first session, while the intake is not finished', async () => {
    const client = await boughtPackage()
    await sessionIn(client.purchase, 60 * HOUR_MS)
    await queueIntakeReminders(testDb())
    expect(await remindersOf(client.purchase.id)).toHaveLength(0)
    await queueIntakeReminders(testDb(), new Date(Date.now() + 13 * HOUR_MS))
    await queueIntakeReminders(testDb(), new Date(Date.now() + 14 * HOUR_MS))
    const sent = await remindersOf(client.purchase.id)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ template: 'intake-reminder', recipient: client.purchase.email })
  })

  it("goes before a pod man's own first session when he joins a pod already meeting", async () => {
    const pod = await podMeetingSince(20)
    // His first session is the pod's next one, within two days of now.
    const man = await paidPurchase({ type: 'brotherhood', inventoryItemId: pod.id, sessionsIncluded: null })
    await queueIntakeReminders(testDb())
    expect(await remindersOf(man.id)).toHaveLength(1)
  })

  it('does not go when he has finished the intake', async () => {
    const client = await boughtPackage()
    await sessionIn(client.purchase, 24 * HOUR_MS)
    expect((await client.finish()).status).toBe(200)
    await queueIntakeReminders(testDb())
    expect(await remindersOf(client.purchase.id)).toHaveLength(0)
  })
})
