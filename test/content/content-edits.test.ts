import { describe, expect, it } from 'vitest'
import { client, request } from '../helpers/client.ts'
import { expectFieldErrors } from '../helpers/errors.ts'
import { adminCookie } from '../helpers/sessions.ts'

/** By path: the tests send refused bodies as well as good ones. */
const save = async (body: unknown) =>
  request('/api/content-edits', { method: 'POST', body }, { cookie: await adminCookie() })
const adminEdits = async () => client({ cookie: await adminCookie() }).api.admin['content-edits'].$get()
/** A field id no other test uses, so each test reads only its own edits. */
const freshField = () => `field-${crypto.randomUUID().slice(0, 8)}`
const publicEdits = async () => (await client().api['content-edits'].$get()).json()

describe('content edits', () => {
  it('an admin’s edit is saved and visitors read it at once, without updatedAt', async () => {
    const fieldId = freshField()
    const response = await save({ featureId: 'hero-section', fieldId, content: 'Lead your home with strength' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      featureId: 'hero-section',
      fieldId,
      content: 'Lead your home with strength',
    })

    const mine = (await publicEdits()).filter((e) => e.fieldId === fieldId)
    expect(mine).toEqual([{ featureId: 'hero-section', fieldId, content: 'Lead your home with strength' }])
  })

  it('the public list needs no sign-in', async () => {
    const response = await client().api['content-edits'].$get()
    expect(response.status).toBe(200)
    expect(Array.isArray(await response.json())).toBe(true)
  })

  it('the admin list carries when each field was last changed', async () => {
    const fieldId = freshField()
    await save({ featureId: 'live-chat', fieldId, content: 'Welcome, brother!' })
    const response = await adminEdits()
    expect(response.status).toBe(200)
    const edit = (await response.json()).find((e) => e.fieldId === fieldId)
    expect(edit).toMatchObject({ featureId: 'live-chat', content: 'Welcome, brother!' })
    expect(Number.isNaN(Date.parse(edit!.updatedAt!))).toBe(false)
  })

  it('saving the same field again replaces its content instead of adding a second copy', async () => {
    const fieldId = freshField()
    await save({ featureId: 'coaching-paths', fieldId, content: 'First wording' })
    const second = await save({ featureId: 'coaching-paths', fieldId, content: 'Second wording' })
    expect(await second.json()).toMatchObject({ content: 'Second wording' })

    expect((await publicEdits()).filter((e) => e.fieldId === fieldId)).toEqual([
      { featureId: 'coaching-paths', fieldId, content: 'Second wording' },
    ])
    const adminList = await (await adminEdits()).json()
    expect(adminList.filter((e) => e.fieldId === fieldId)).toHaveLength(1)
  })

  it('the same field id under two features is two fields', async () => {
    const fieldId = freshField()
    await save({ featureId: 'hero-section', fieldId, content: 'Hero' })
    await save({ featureId: 'story-scroll', fieldId, content: 'Story' })
    const mine = (await publicEdits()).filter((e) => e.fieldId === fieldId).map((e) => `${e.featureId}=${e.content}`)
    expect(mine.sort()).toEqual(['hero-section=Hero', 'story-scroll=Story'])
  })

  it('an admin may clear a field to an empty text', async () => {
    const fieldId = freshField()
    await save({ featureId: 'hero-section', fieldId, content: 'Something' })
    await save({ featureId: 'hero-section', fieldId, content: '' })
    expect((await publicEdits()).find((e) => e.fieldId === fieldId)?.content).toBe('')
  })

  it.each([
    [{ fieldId: 'main-headline', content: 'x' }, { featureId: 'featureId is required' }],
    [{ featureId: '  ', fieldId: 'main-headline', content: 'x' }, { featureId: 'featureId is required' }],
    [{ featureId: 'hero-section', content: 'x' }, { fieldId: 'fieldId is required' }],
    [
      { featureId: 'hero-section', fieldId: 'Main Headline', content: 'x' },
      { fieldId: 'fieldId may hold only lower-case letters, digits and dashes' },
    ],
    [{ featureId: 'hero-section', fieldId: 'main-headline' }, { content: 'Content is required' }],
    [{ featureId: 'hero-section', fieldId: 'main-headline', content: 42 }, { content: 'Content is required' }],
    [
      { featureId: 'hero-section', fieldId: 'main-headline', content: 'x'.repeat(10_001) },
      { content: 'Please keep this under 10000 characters' },
    ],
  ])('refuses %j with its message', async (payload, fields) => {
    await expectFieldErrors(await save(payload), fields)
  })

  it('refuses fields it does not know and saves nothing', async () => {
    const fieldId = freshField()
    const response = await save({ featureId: 'hero-section', fieldId, content: 'x', updatedAt: '2020-01-01' })
    expect(response.status).toBe(400)
    expect((await publicEdits()).some((e) => e.fieldId === fieldId)).toBe(false)
  })
})
