import { describe, expect, it } from 'vitest'
import { client, request } from '../helpers/client.ts'
import { expectError, expectFieldErrors } from '../helpers/errors.ts'
import { adminCookie } from '../helpers/sessions.ts'

type Faq = Awaited<ReturnType<typeof publicFaqs>>[number]

/** The client as the signed-in owner. */
const owner = async () => client({ cookie: await adminCookie() })

/** A label no other test uses, so each test picks its own FAQs out of the shared lists. */
const tag = () => `[${crypto.randomUUID().slice(0, 8)}]`

async function createFaq(fields: Partial<Faq> & { question: string }) {
  const response = await (
    await owner()
  ).api.faqs.$post({
    json: { answer: 'An answer.', sortOrder: 1, isActive: true, ...fields },
  })
  expect(response.status).toBe(201)
  return response.json()
}

async function publicFaqs() {
  return (await client().api.faqs.$get()).json()
}
const adminFaqs = async () => (await (await owner()).api.admin.faqs.$get()).json()
const withTag = (list: Faq[], label: string) => list.filter((f) => f.question.includes(label))

describe('FAQs', () => {
  it('an admin creates a FAQ and the public list shows it', async () => {
    const label = tag()
    const created = await createFaq({ question: `${label} How long is a pod?` })
    expect(created).toMatchObject({
      question: `${label} How long is a pod?`,
      answer: 'An answer.',
      sortOrder: 1,
      isActive: true,
    })
    expect(typeof created.id).toBe('number')
    expect(withTag(await publicFaqs(), label)).toEqual([created])
  })

  it('visitors see only active FAQs, in sort order', async () => {
    const label = tag()
    const third = await createFaq({ question: `${label} third`, sortOrder: 30 })
    const first = await createFaq({ question: `${label} first`, sortOrder: 10 })
    await createFaq({ question: `${label} hidden`, sortOrder: 5, isActive: false })
    const second = await createFaq({ question: `${label} second`, sortOrder: 20 })

    expect(withTag(await publicFaqs(), label).map((f) => f.id)).toEqual([first.id, second.id, third.id])
  })

  it('the admin list also holds inactive FAQs, in sort order', async () => {
    const label = tag()
    const active = await createFaq({ question: `${label} active`, sortOrder: 2 })
    const inactive = await createFaq({ question: `${label} inactive`, sortOrder: 1, isActive: false })
    expect(withTag(await adminFaqs(), label).map((f) => [f.id, f.isActive])).toEqual([
      [inactive.id, false],
      [active.id, true],
    ])
  })

  it('trims the question and the answer', async () => {
    const label = tag()
    const created = await createFaq({ question: `   ${label} Padded?  `, answer: '\n  Yes.  ' })
    expect(created.question).toBe(`${label} Padded?`)
    expect(created.answer).toBe('Yes.')
  })

  it.each([
    [{ answer: 'A.' }, 'question'],
    [{ question: '', answer: 'A.' }, 'question'],
    [{ question: '   ', answer: 'A.' }, 'question'],
    [{ question: 'Q?' }, 'answer'],
    [{ question: 'Q?', answer: ' \t ' }, 'answer'],
  ])("refuses %j with 'Both question and answer are required.'", async (fields, field) => {
    const before = (await adminFaqs()).length
    // Missing and blank fields the typed client would not send: posted by path.
    const response = await request(
      '/api/faqs',
      { method: 'POST', body: { sortOrder: 0, isActive: true, ...fields } },
      { cookie: await adminCookie() },
    )
    const body = await expectFieldErrors(response, { [field]: 'Both question and answer are required.' })
    expect(body.message).toBe('Both question and answer are required.')
    expect((await adminFaqs()).length).toBe(before)
  })

  it('refuses a negative sort order', async () => {
    const label = tag()
    const response = await (
      await owner()
    ).api.faqs.$post({
      json: { question: `${label} Q`, answer: 'A', sortOrder: -1, isActive: true },
    })
    await expectFieldErrors(response, { sortOrder: 'Sort order must be 0 or more' })
    expect(withTag(await adminFaqs(), label)).toEqual([])
  })

  it('refuses a sort order that is not a number', async () => {
    const response = await request(
      '/api/faqs',
      { method: 'POST', body: { question: 'Q', answer: 'A', sortOrder: 'first', isActive: true } },
      { cookie: await adminCookie() },
    )
    await expectFieldErrors(response, { sortOrder: 'Sort order must be a number' })
  })

  it('an edit changes only the fields it sends', async () => {
    const label = tag()
    const created = await createFaq({ question: `${label} Before?`, answer: 'Old answer.', sortOrder: 4 })
    const response = await (
      await owner()
    ).api.faqs[':id'].$put({
      param: { id: String(created.id) },
      json: { answer: '  New answer.  ' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ...created, answer: 'New answer.' })
    expect(withTag(await publicFaqs(), label)).toEqual([{ ...created, answer: 'New answer.' }])
  })

  it('deactivating a FAQ hides it from visitors but keeps it for the admin', async () => {
    const label = tag()
    const created = await createFaq({ question: `${label} Soon hidden` })
    await (await owner()).api.faqs[':id'].$put({ param: { id: String(created.id) }, json: { isActive: false } })
    expect(withTag(await publicFaqs(), label)).toEqual([])
    expect(withTag(await adminFaqs(), label)).toEqual([{ ...created, isActive: false }])
  })

  it('an edit is validated like a new FAQ', async () => {
    const label = tag()
    const created = await createFaq({ question: `${label} Keep me` })
    const response = await (
      await owner()
    ).api.faqs[':id'].$put({
      param: { id: String(created.id) },
      json: { question: '  ' },
    })
    await expectFieldErrors(response, { question: 'Both question and answer are required.' })
    expect(withTag(await adminFaqs(), label)).toEqual([created])
  })

  it('deleting a FAQ removes it from both lists', async () => {
    const label = tag()
    const created = await createFaq({ question: `${label} Delete me` })
    const response = await (await owner()).api.faqs[':id'].$delete({ param: { id: String(created.id) } })
    expect(response.status).toBe(200)
    expect(withTag(await publicFaqs(), label)).toEqual([])
    expect(withTag(await adminFaqs(), label)).toEqual([])
  })

  it('editing or deleting a FAQ that is gone answers 404', async () => {
    const created = await createFaq({ question: `${tag()} Gone` })
    const faq = (await owner()).api.faqs[':id']
    const param = { id: String(created.id) }
    await faq.$delete({ param })

    const edit = await expectError(await faq.$put({ param, json: { answer: 'x' } }), 404)
    expect(edit.message).toBe('FAQ not found')
    await expectError(await faq.$delete({ param }), 404)
  })

  it.each([['abc'], ['0'], ['-3'], ['1.5']])('answers 400 for the id %j', async (id) => {
    await expectError(await (await owner()).api.faqs[':id'].$delete({ param: { id } }), 400)
  })
})
