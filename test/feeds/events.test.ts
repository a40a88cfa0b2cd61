import { describe, expect, it } from 'vitest'
import { autoSortUpdates } from '../../src/shared/rules/event-order.ts'
import { client, json, request } from '../helpers/client.ts'
import { expectError, expectFieldErrors } from '../helpers/errors.ts'
import { adminCookie } from '../helpers/sessions.ts'
import { expectAdminOnly } from '../helpers/admin-routes.ts'

interface Event {
  id: number
  title: string
  date: string
  time: string
  type: string
  location: string
  description: string | null
  link: string | null
  sortOrder: number
}

const tag = () => `[${crypto.randomUUID().slice(0, 8)}]`

const validEvent = (overrides: Record<string, unknown> = {}) => ({
  title: `${tag()} Brotherhood Night`,
  date: 'Thursday, July 17',
  time: '6:40 PM PST',
  type: 'free',
  location: 'Zoom',
  description: 'An evening with the brothers.',
  link: 'https://example.com/join',
  ...overrides,
})

async function call(path: string, method: string, body?: unknown): Promise<Response> {
  return request(path, { method, body }, { cookie: await adminCookie() })
}

async function createEvent(overrides: Record<string, unknown> = {}): Promise<Event> {
  const response = await call('/api/events', 'POST', validEvent(overrides))
  expect(response.status, await response.clone().text()).toBe(201)
  return json<Event>(response)
}

async function publicEvents(): Promise<Event[]> {
  const response = await client().api.events.$get()
  expect(response.status).toBe(200)
  return json<Event[]>(response)
}

describe('GET /api/events and POST /api/events', () => {
  it('an admin creates an event, last in the list, and visitors see it', async () => {
    const before = await publicEvents()
    const created = await createEvent({ type: 'members only', location: 'In Person' })
    expect(created).toMatchObject({
      date: 'Thursday, July 17',
      time: '6:40 PM PST',
      type: 'members only',
      location: 'In Person',
      link: 'https://example.com/join',
    })
    expect(created.sortOrder).toBe(Math.max(0, ...before.map((event) => event.sortOrder)) + 1)
    const after = await publicEvents()
    expect(after.at(-1)).toEqual(created)
  })

  it('lists events in sort order', async () => {
    await createEvent()
    const list = await publicEvents()
    const orders = list.map((event) => event.sortOrder)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })

  it('takes every type and location the spec lists, and stores blank optional fields as null', async () => {
    for (const type of ['free', 'paid', 'free to FB group', 'members only']) {
      for (const location of ['Online', 'Zoom', 'Facebook Group', 'In Person']) {
        expect((await call('/api/events', 'POST', validEvent({ type, location }))).status).toBe(201)
      }
    }
    expect(await createEvent({ description: '  ', link: '' })).toMatchObject({ description: null, link: null })
    expect(await createEvent({ description: undefined, link: undefined })).toMatchObject({
      description: null,
      link: null,
    })
  })

  it.each([
    ['no title', { title: undefined }, { title: 'Title is required' }],
    ['a blank title', { title: '  ' }, { title: 'Title is required' }],
    ['no date', { date: undefined }, { date: 'Date is required' }],
    ['a blank time', { time: '' }, { time: 'Time is required' }],
    ['no type', { type: undefined }, { type: 'Type is required' }],
    ['a type not in the list', { type: 'vip' }, { type: 'Type is required' }],
    ['no location', { location: undefined }, { location: 'Location is required' }],
    ['a location not in the list', { location: 'Mars' }, { location: 'Location is required' }],
    [
      'a link that is not a web address',
      { link: 'javascript:alert(1)' },
      { link: 'Link must be a web address starting with http:// or https://' },
    ],
    [
      'a link without a scheme',
      { link: 'example.com' },
      { link: 'Link must be a web address starting with http:// or https://' },
    ],
  ])('%s: 400 with the spec’s message', async (_case, overrides, fields) => {
    const body = validEvent(overrides)
    await expectFieldErrors(await call('/api/events', 'POST', body), fields)
    expect((await publicEvents()).some((event) => event.title === body.title)).toBe(false)
  })

  it('shows every required message at once', async () => {
    const body = await expectError(await call('/api/events', 'POST', {}), 400)
    expect(body.fields).toEqual({
      title: 'Title is required',
      date: 'Date is required',
      time: 'Time is required',
      type: 'Type is required',
      location: 'Location is required',
    })
  })

  it('refuses unknown fields, the sort order included', async () => {
    await expectError(await call('/api/events', 'POST', validEvent({ sortOrder: 1 })), 400)
    await expectError(await call('/api/events', 'POST', validEvent({ color: 'red' })), 400)
  })
})

describe('PUT /api/events/:id', () => {
  it('replaces the event and keeps its place', async () => {
    const created = await createEvent()
    const edit = validEvent({
      title: `${tag()} Renamed`,
      date: 'first thursday',
      type: 'paid',
      location: 'Online',
      description: null,
      link: null,
    })
    const response = await call(`/api/events/${created.id}`, 'PUT', edit)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ...edit, id: created.id, sortOrder: created.sortOrder })
    expect((await publicEvents()).find((event) => event.id === created.id)).toMatchObject({
      title: edit.title,
      type: 'paid',
    })
  })

  it('is validated like a new event', async () => {
    const created = await createEvent()
    await expectFieldErrors(await call(`/api/events/${created.id}`, 'PUT', validEvent({ title: '' })), {
      title: 'Title is required',
    })
    expect((await publicEvents()).find((event) => event.id === created.id)).toEqual(created)
  })

  it('404 for an event that is gone, 400 for a bad id', async () => {
    const created = await createEvent()
    await call(`/api/events/${created.id}`, 'DELETE')
    expect((await expectError(await call(`/api/events/${created.id}`, 'PUT', validEvent()), 404)).message).toBe(
      'Event not found',
    )
    await expectError(await call('/api/events/x', 'PUT', validEvent()), 400)
  })
})

describe('DELETE /api/events/:id', () => {
  it('removes the event; a second delete is 404', async () => {
    const created = await createEvent()
    const response = await call(`/api/events/${created.id}`, 'DELETE')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ deleted: created.id })
    expect((await publicEvents()).some((event) => event.id === created.id)).toBe(false)
    await expectError(await call(`/api/events/${created.id}`, 'DELETE'), 404)
  })
})

describe('POST /api/events/:id/duplicate', () => {
  it('copies the event, named "(Copy)", last in the list', async () => {
    const original = await createEvent({ type: 'paid', location: 'Facebook Group' })
    const response = await call(`/api/events/${original.id}/duplicate`, 'POST')
    expect(response.status).toBe(201)
    const copy = await json<Event>(response)
    expect(copy).toEqual({ ...original, id: copy.id, title: `${original.title} (Copy)`, sortOrder: copy.sortOrder })
    expect(copy.id).not.toBe(original.id)
    expect((await publicEvents()).at(-1)).toEqual(copy)
  })

  it('404 for an event that is gone', async () => {
    const created = await createEvent()
    await call(`/api/events/${created.id}`, 'DELETE')
    await expectError(await call(`/api/events/${created.id}/duplicate`, 'POST'), 404)
  })
})

describe('PATCH /api/events/reorder', () => {
  it('takes the order sent and renumbers the whole list from 1', async () => {
    const [a, b, c] = [await createEvent(), await createEvent(), await createEvent()]
    const others = (await publicEvents()).filter((event) => ![a.id, b.id, c.id].includes(event.id))
    // As a drag sends it: the whole list in its new order, with sort orders that need not start at 1.
    const wanted = [c, ...others, a, b].map((event) => event.id)
    const response = await call('/api/events/reorder', 'PATCH', {
      eventUpdates: wanted.map((id, index) => ({ id, sortOrder: (index + 1) * 10 })),
    })
    expect(response.status).toBe(200)
    const returned = await json<Event[]>(response)
    const list = await publicEvents()
    expect(returned).toEqual(list)
    expect(list.map((event) => event.id)).toEqual(wanted)
    expect(list.map((event) => event.sortOrder)).toEqual(list.map((_, index) => index + 1))
  })

  it('an event dropped on a place goes before the one already there, and the rest keep their order', async () => {
    const list = await publicEvents()
    const moved = list.at(-1)!
    const response = await call('/api/events/reorder', 'PATCH', { eventUpdates: [{ id: moved.id, sortOrder: 2 }] })
    expect(response.status).toBe(200)
    const after = await publicEvents()
    expect(after.map((event) => event.id)).toEqual([
      list[0]!.id,
      moved.id,
      ...list.slice(1, -1).map((event) => event.id),
    ])
    expect(after.map((event) => event.sortOrder)).toEqual(after.map((_, index) => index + 1))
  })

  it('applies the auto-sort-by-date order the admin UI works out', async () => {
    const late = await createEvent({ date: 'July 30' })
    const unreadable = await createEvent({ date: 'TBA' })
    const early = await createEvent({ date: 'Saturday, July 5th' })
    const august = await createEvent({ date: 'first thursday' })
    const response = await call('/api/events/reorder', 'PATCH', { eventUpdates: autoSortUpdates(await publicEvents()) })
    expect(response.status).toBe(200)
    const mine = [late.id, unreadable.id, early.id, august.id]
    expect((await publicEvents()).map((event) => event.id).filter((id) => mine.includes(id))).toEqual([
      early.id,
      late.id,
      august.id,
      unreadable.id,
    ])
  })

  it('an id that names no event refuses the whole reorder', async () => {
    const created = await createEvent()
    await call(`/api/events/${created.id}`, 'DELETE')
    const before = await publicEvents()
    const body = await expectError(
      await call('/api/events/reorder', 'PATCH', {
        eventUpdates: [
          { id: before.at(-1)!.id, sortOrder: 1 },
          { id: created.id, sortOrder: 2 },
        ],
      }),
      404,
    )
    expect(body.message).toBe('Some of these events no longer exist. Please reload the list and try again.')
    expect(await publicEvents()).toEqual(before)
  })

  it.each([
    ['no list', {}, 'eventUpdates must be a list of events'],
    ['an empty list', { eventUpdates: [] }, 'There is nothing to reorder'],
    [
      'an event twice',
      {
        eventUpdates: [
          { id: 1, sortOrder: 1 },
          { id: 1, sortOrder: 2 },
        ],
      },
      'Each event may appear only once',
    ],
    ['a negative sort order', { eventUpdates: [{ id: 1, sortOrder: -1 }] }, 'Sort order must be 0 or more'],
  ])('%s: 400', async (_case, body, message) => {
    const refused = await expectError(await call('/api/events/reorder', 'PATCH', body), 400)
    expect(refused.message).toBe(message)
  })

  it('an unknown field: 400', async () => {
    const body = { eventUpdates: [{ id: 1, sortOrder: 1, title: 'x' }] }
    await expectError(await call('/api/events/reorder', 'PATCH', body), 400)
  })
})

it('its admin calls are on the guarded admin router, none on the public one', () => {
  expectAdminOnly([
    'POST /events',
    'PUT /events/:id',
    'DELETE /events/:id',
    'POST /events/:id/duplicate',
    'PATCH /events/reorder',
  ])
})
