import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { inventoryItems, purchases } from '../../src/worker/platform/db/schema.ts'
import { client, json, request } from '../helpers/client.ts'
import {
  authorizeCard,
  confirmPayment,
  createItem,
  holdSeat,
  ledgerOf,
  purchaseOf,
  releaseHold,
  seatsLeft,
} from '../helpers/checkout.ts'
import { testDb } from '../helpers/db.ts'
import { expectError, expectFieldErrors } from '../helpers/errors.ts'
import { centsOfDollars } from '../../src/shared/rules/inventory.ts'
import { adminCookie } from '../helpers/sessions.ts'
import { expectAdminOnly } from '../helpers/admin-routes.ts'

interface AdminItem {
  id: number
  name: string
  type: string
  description: string | null
  price: number
  totalSlots: number
  availableSlots: number
  heldSlots: number
  closingDate: string | null
  dayOfWeek: string | null
  timeSlot: string | null
  timezone: string
  isActive: boolean
  isArchived: boolean
  sortOrder: number
  sessionsIncluded: number | null
  sessionRelease: string | null
  sessionCap: number | null
  status: string
  purchaseCount: number
  canDelete: boolean
}

const HAS_PURCHASES =
  'This item has existing purchases and cannot be deleted. Would you like to archive it instead? ' +
  'This will hide it from public view but preserve purchase history.'

const uniqueName = (label = 'Pod') => `${label} ${crypto.randomUUID().slice(0, 8)}`

const validItem = (overrides: Record<string, unknown> = {}) => ({
  name: uniqueName(),
  type: 'brotherhood_pod',
  price: 60000,
  totalSlots: 5,
  availableSlots: 5,
  description: 'Thursday evening pod',
  closingDate: null,
  dayOfWeek: 'thursday',
  timeSlot: '6:40 PM PST',
  timezone: 'PST',
  isActive: true,
  ...overrides,
})

async function call(path: string, method: string, body?: unknown): Promise<Response> {
  return request(path, { method, body }, { cookie: await adminCookie() })
}

async function createViaApi(overrides: Record<string, unknown> = {}): Promise<AdminItem> {
  const response = await call('/api/inventory', 'POST', validItem(overrides))
  expect(response.status, await response.clone().text()).toBe(201)
  return json<AdminItem>(response)
}

async function adminList(): Promise<AdminItem[]> {
  const response = await client({ cookie: await adminCookie() }).api.admin.inventory.$get()
  expect(response.status).toBe(200)
  return json<AdminItem[]>(response)
}

const adminItem = async (id: number) => (await adminList()).find((item) => item.id === id)
const publicIds = async (path = '/api/inventory') =>
  (await json<{ id: number }[]>(await request(path))).map((item) => item.id)

/** The seats the ledger says are free, checked against D1's copy (the item's ledger must exist by then). */
async function ledgerFree(itemId: number): Promise<number> {
  const ledger = await ledgerOf(itemId).snapshot()
  const inD1 = await seatsLeft(itemId)
  expect(inD1).toBe(ledger!.available)
  return inD1
}

/** The fields of a listed item the edit form sends back. */
function formOf(item: AdminItem) {
  const {
    name,
    type,
    price,
    totalSlots,
    availableSlots,
    description,
    closingDate,
    dayOfWeek,
    timeSlot,
    timezone,
    isActive,
  } = item
  return {
    name,
    type,
    price,
    totalSlots,
    availableSlots,
    description,
    closingDate,
    dayOfWeek,
    timeSlot,
    timezone,
    isActive,
  }
}

describe('POST /api/inventory', () => {
  it('creates an item last in its type, on sale, with its status and no sales', async () => {
    const before = (await adminList()).filter((item) => item.type === 'coaching_slot')
    const created = await createViaApi({
      type: 'coaching_slot',
      price: 150000,
      totalSlots: 1,
      availableSlots: 1,
      dayOfWeek: 'monday',
      timeSlot: '9:00 AM PST',
    })
    expect(created).toMatchObject({
      type: 'coaching_slot',
      price: 150000,
      totalSlots: 1,
      availableSlots: 1,
      heldSlots: 0,
      dayOfWeek: 'monday',
      timeSlot: '9:00 AM PST',
      timezone: 'PST',
      isActive: true,
      isArchived: false,
      status: 'Available',
      purchaseCount: 0,
      canDelete: true,
    })
    expect(created.sortOrder).toBe(Math.max(0, ...before.map((item) => item.sortOrder)) + 1)
    expect(await adminItem(created.id)).toEqual(created)
    expect(await publicIds('/api/inventory/type/coaching_slot')).toContain(created.id)
  })

  it('takes the form as SPEC §5 sends it: "none" day and blank text stored as null, Active and PST by default', async () => {
    const {
      isActive: _isActive,
      timezone: _timezone,
      ...form
    } = validItem({ dayOfWeek: 'none', description: '  ', timeSlot: '', closingDate: '' })
    const response = await call('/api/inventory', 'POST', form)
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({
      dayOfWeek: null,
      description: null,
      timeSlot: null,
      closingDate: null,
      isActive: true,
      timezone: 'PST',
    })
  })

  it('reads a closing date without an offset as PST, and keeps one with an offset', async () => {
    expect((await createViaApi({ closingDate: '2030-12-01T18:00' })).closingDate).toBe('2030-12-02T02:00:00.000Z')
    expect((await createViaApi({ closingDate: '2030-09-01T18:00:00Z' })).closingDate).toBe('2030-09-01T18:00:00.000Z')
  })

  it('reads a summer closing date without an offset on the Pacific daylight clock, as the owner sees it shown', async () => {
    expect((await createViaApi({ closingDate: '2030-07-01T18:00' })).closingDate).toBe('2030-07-02T01:00:00.000Z')
    expect((await createViaApi({ closingDate: '2030-01-15T18:00' })).closingDate).toBe('2030-01-16T02:00:00.000Z')
  })

  it.each([
    ['no name', { name: undefined }, { name: 'Name is required' }],
    ['a blank name', { name: '   ' }, { name: 'Name is required' }],
    ['no type', { type: undefined }, { type: 'Please choose a type' }],
    ['an unknown type', { type: 'retreat' }, { type: 'Please choose a type' }],
    ['no price', { price: undefined }, { price: 'Price is required' }],
    ['a price in text', { price: '600' }, { price: 'Price must be a number' }],
    [
      'a fraction of a cent',
      { price: 600.5 },
      { price: 'Price must be in dollars and cents, like 499.99 (two decimals at most)' },
    ],
    ['a negative price', { price: -1 }, { price: 'Price cannot be negative' }],
    ['no total slots', { totalSlots: undefined }, { totalSlots: 'Total slots is required' }],
    ['zero total slots', { totalSlots: 0, availableSlots: 0 }, { totalSlots: 'Total slots must be at least 1' }],
    ['no available slots', { availableSlots: undefined }, { availableSlots: 'Available slots is required' }],
    ['negative available slots', { availableSlots: -1 }, { availableSlots: 'Available slots cannot be negative' }],
    [
      'more available than total slots',
      { totalSlots: 5, availableSlots: 6 },
      { availableSlots: 'Available slots cannot be more than total slots' },
    ],
    [
      'a closing date that is not a date',
      { closingDate: 'next friday' },
      { closingDate: 'Closing date must be a date and time, like 2025-09-01T18:00' },
    ],
    ['an unknown day', { dayOfWeek: 'someday' }, { dayOfWeek: 'Please choose a day of the week or none' }],
    ['another time zone', { timezone: 'EST' }, { timezone: 'Timezone must be PST' }],
    ['a non-boolean active flag', { isActive: 'yes' }, { isActive: 'Active must be true or false' }],
    [
      'a time that is no time',
      { timeSlot: 'evening-ish, after dinner' },
      { timeSlot: 'Time must be a time of day, like 6:40 PM' },
    ],
    [
      'a price with a fraction of a cent (499.999 typed)',
      { price: centsOfDollars(499.999) },
      { price: 'Price must be in dollars and cents, like 499.99 (two decimals at most)' },
    ],
  ])('%s: 400 with the field’s message, nothing created', async (_case, overrides, fields) => {
    const body = validItem(overrides)
    await expectFieldErrors(await call('/api/inventory', 'POST', body), fields)
    expect((await adminList()).some((item) => item.name === body.name)).toBe(false)
  })

  it('shows every mistake at once, the slot bound included', async () => {
    const body = await expectError(
      await call('/api/inventory', 'POST', validItem({ name: '', price: -5, totalSlots: 2, availableSlots: 3 })),
      400,
    )
    expect(body.fields).toEqual({
      name: 'Name is required',
      price: 'Price cannot be negative',
      availableSlots: 'Available slots cannot be more than total slots',
    })
  })

  it('refuses unknown fields, such as trying to set the sort order or archive flag', async () => {
    await expectError(await call('/api/inventory', 'POST', validItem({ sortOrder: 0 })), 400)
    await expectError(await call('/api/inventory', 'POST', validItem({ isArchived: true })), 400)
  })

  it('gives one-to-one coaching twelve sessions unless the owner names another number, and a pod none', async () => {
    expect((await createViaApi({ type: 'coaching_slot' })).sessionsIncluded).toBe(12)
    expect((await createViaApi({ type: 'coaching_slot', sessionsIncluded: 6 })).sessionsIncluded).toBe(6)
    expect((await createViaApi()).sessionsIncluded).toBeNull()
    await expectFieldErrors(
      await call('/api/inventory', 'POST', validItem({ type: 'coaching_slot', sessionsIncluded: null })),
      { sessionsIncluded: 'Sessions included is required for one-to-one coaching' },
    )
    await expectFieldErrors(await call('/api/inventory', 'POST', validItem({ sessionsIncluded: 12 })), {
      sessionsIncluded: 'Only one-to-one coaching includes sessions to book: leave this empty',
    })
  })
})

describe("when a package's sessions open (decision 082)", () => {
  const oneToOne = (overrides: Record<string, unknown> = {}) =>
    validItem({ type: 'coaching_slot', dayOfWeek: 'monday', timeSlot: '9:00 AM', ...overrides })

  it('keeps the rule the owner chose, all at once or a cap per 30 days, and follows the payments when none is named', async () => {
    const following = await createViaApi(oneToOne())
    expect([following.sessionRelease, following.sessionCap]).toEqual([null, null])
    const allAtOnce = await createViaApi(oneToOne({ sessionRelease: 'all-at-once' }))
    expect([allAtOnce.sessionRelease, allAtOnce.sessionCap]).toEqual(['all-at-once', null])
    const capped = await createViaApi(oneToOne({ sessionRelease: 'per-30-days', sessionCap: 4 }))
    expect([capped.sessionRelease, capped.sessionCap]).toEqual(['per-30-days', 4])
    expect(await adminItem(capped.id)).toMatchObject({ sessionRelease: 'per-30-days', sessionCap: 4 })

    // The edit form sends the rule back; another rule drops the cap, which would mean nothing.
    const edited = await call(`/api/inventory/${capped.id}`, 'PUT', {
      ...formOf(capped),
      sessionRelease: 'with-payments',
      sessionCap: 4,
    })
    expect(edited.status).toBe(200)
    expect(await adminItem(capped.id)).toMatchObject({ sessionRelease: 'with-payments', sessionCap: null })
  })

  it('refuses a cap rule without its number, a number outside 1 to 52 and an unknown rule, saving nothing', async () => {
    await expectFieldErrors(await call('/api/inventory', 'POST', oneToOne({ sessionRelease: 'per-30-days' })), {
      sessionCap: 'Say how many sessions open each 30 days (1 to 52)',
    })
    for (const [cap, message] of [
      [0, 'Sessions per 30 days must be at least 1'],
      [53, 'Sessions per 30 days must be at most 52'],
      [2.5, 'Sessions per 30 days must be a whole number'],
    ] as const) {
      await expectFieldErrors(
        await call('/api/inventory', 'POST', oneToOne({ sessionRelease: 'per-30-days', sessionCap: cap })),
        { sessionCap: message },
      )
    }
    await expectFieldErrors(await call('/api/inventory', 'POST', oneToOne({ sessionRelease: 'weekly' })), {
      sessionRelease: 'Choose when the sessions open: all at once, with the payments, or a cap per 30 days',
    })
    const item = await createViaApi(oneToOne({ sessionRelease: 'all-at-once' }))
    await expectFieldErrors(
      await call(`/api/inventory/${item.id}`, 'PUT', {
        ...formOf(item),
        sessionRelease: 'per-30-days',
        sessionCap: null,
      }),
      { sessionCap: 'Say how many sessions open each 30 days (1 to 52)' },
    )
    expect(await adminItem(item.id)).toMatchObject({ sessionRelease: 'all-at-once', sessionCap: null })
  })
})

describe('GET /api/admin/inventory', () => {
  it('lists every item, archived and inactive too, each with the status of SPEC §4', async () => {
    const make = (overrides: Record<string, unknown>) => createViaApi(overrides)
    const inactive = await make({ isActive: false, totalSlots: 10, availableSlots: 10 })
    const soldOut = await make({ totalSlots: 10, availableSlots: 0 })
    const low = await make({ totalSlots: 10, availableSlots: 2 })
    const notLow = await make({ totalSlots: 10, availableSlots: 3 })
    const archived = await make({})
    await call(`/api/inventory/${archived.id}/archive`, 'POST')

    const listed = await adminList()
    const statusOf = (id: number) => listed.find((item) => item.id === id)?.status
    expect(statusOf(inactive.id)).toBe('Inactive')
    expect(statusOf(soldOut.id)).toBe('Sold Out')
    expect(statusOf(low.id)).toBe('Low Stock')
    expect(statusOf(notLow.id)).toBe('Available')
    expect(listed.find((item) => item.id === archived.id)).toMatchObject({ isArchived: true, status: 'Available' })
  })

  it('counts an item’s sales (paid purchases), and a purchase in progress makes it undeletable', async () => {
    const item = await createItem({ totalSlots: 5 })
    const sold = await holdSeat(item)
    await authorizeCard(sold)
    expect((await confirmPayment(sold.paymentIntentId)).status).toBe(200)
    await holdSeat(item)

    expect(await adminItem(item.id)).toMatchObject({
      purchaseCount: 1,
      heldSlots: 1,
      availableSlots: 4,
      canDelete: false,
    })
  })
})

describe('PUT /api/inventory/:id', () => {
  it('replaces the item’s fields', async () => {
    const created = await createViaApi()
    const edit = validItem({
      name: uniqueName('Renamed'),
      type: 'coaching_slot',
      price: 45000,
      totalSlots: 3,
      availableSlots: 2,
      description: null,
      dayOfWeek: 'friday',
      timeSlot: '7:00 AM PST',
      isActive: false,
    })
    const response = await call(`/api/inventory/${created.id}`, 'PUT', edit)
    expect(response.status).toBe(200)
    const updated = await json<AdminItem>(response)
    expect(updated).toMatchObject({ ...edit, id: created.id, heldSlots: 0, status: 'Inactive' })
    expect(await adminItem(created.id)).toEqual(updated)
  })

  it('changes the sessions a one-to-one item includes, refusing a number that cannot be a package', async () => {
    const created = await createViaApi({ type: 'coaching_slot' })
    const saved = await call(`/api/inventory/${created.id}`, 'PUT', { ...formOf(created), sessionsIncluded: 8 })
    expect(saved.status).toBe(200)
    expect((await adminItem(created.id))?.sessionsIncluded).toBe(8)
    await expectFieldErrors(
      await call(`/api/inventory/${created.id}`, 'PUT', { ...formOf(created), sessionsIncluded: 0 }),
      { sessionsIncluded: 'Sessions included must be at least 1' },
    )
    // SPEC §7's payload names no sessions: the number stays.
    expect((await call(`/api/inventory/${created.id}`, 'PUT', formOf(created))).status).toBe(200)
    expect((await adminItem(created.id))?.sessionsIncluded).toBe(8)
  })

  it('refuses a pod time that is no time and a price of 499.999, saving nothing', async () => {
    const created = await createViaApi()
    await expectFieldErrors(
      await call(`/api/inventory/${created.id}`, 'PUT', {
        ...formOf(created),
        timeSlot: 'evening-ish, after dinner',
        price: centsOfDollars(499.999),
      }),
      {
        timeSlot: 'Time must be a time of day, like 6:40 PM',
        price: 'Price must be in dollars and cents, like 499.99 (two decimals at most)',
      },
    )
    expect(await adminItem(created.id)).toMatchObject({ timeSlot: created.timeSlot, price: created.price })
    // Two decimals are exact, whatever the float arithmetic makes of them.
    expect([499.99, 0.29, 1.1, 500].map(centsOfDollars)).toEqual([49999, 29, 110, 50000])
  })

  it('is validated like a new item, and changes nothing when refused', async () => {
    const created = await createViaApi({ totalSlots: 5, availableSlots: 4 })
    // The ledger opened at the item's own count, as its first checkout would, so a refused edit could move it.
    expect(await ledgerOf(created.id).setOpenSeats(created.id, 4)).toMatchObject({ ok: true, available: 4 })
    await expectFieldErrors(
      await call(`/api/inventory/${created.id}`, 'PUT', formOf({ ...created, availableSlots: 6 })),
      {
        availableSlots: 'Available slots cannot be more than total slots',
      },
    )
    await expectFieldErrors(await call(`/api/inventory/${created.id}`, 'PUT', { ...formOf(created), name: '' }), {
      name: 'Name is required',
    })
    await expectError(await call(`/api/inventory/${created.id}`, 'PUT', { ...formOf(created), extra: 1 }), 400)
    expect(await adminItem(created.id)).toEqual(created)
    expect(await ledgerFree(created.id)).toBe(4)
  })

  it('changes the seats through the item’s ledger, which D1 follows', async () => {
    const created = await createViaApi({ totalSlots: 6, availableSlots: 6 })
    const response = await call(`/api/inventory/${created.id}`, 'PUT', formOf({ ...created, availableSlots: 2 }))
    expect(response.status).toBe(200)
    expect(await ledgerOf(created.id).snapshot()).toMatchObject({ available: 2 })
    expect(await ledgerFree(created.id)).toBe(2)
  })

  it('shrinks the total below the seats free now, and grows it above the old total', async () => {
    const created = await createViaApi({ totalSlots: 10, availableSlots: 10 })
    const smaller = await call(
      `/api/inventory/${created.id}`,
      'PUT',
      formOf({ ...created, totalSlots: 4, availableSlots: 4 }),
    )
    expect(smaller.status, await smaller.clone().text()).toBe(200)
    expect(await json(smaller)).toMatchObject({ totalSlots: 4, availableSlots: 4 })
    expect(await ledgerFree(created.id)).toBe(4)

    const larger = await call(
      `/api/inventory/${created.id}`,
      'PUT',
      formOf({ ...created, totalSlots: 12, availableSlots: 11 }),
    )
    expect(larger.status, await larger.clone().text()).toBe(200)
    expect(await json(larger)).toMatchObject({ totalSlots: 12, availableSlots: 11 })
    expect(await ledgerFree(created.id)).toBe(11)
  })

  describe('while a buyer holds a seat', () => {
    it('lists the held seat as still available (not sold) and saving the form unchanged moves no seat', async () => {
      const item = await createItem({ totalSlots: 5 })
      const checkout = await holdSeat(item)
      expect(await ledgerFree(item.id)).toBe(4)
      const listed = (await adminItem(item.id))!
      expect(listed).toMatchObject({ availableSlots: 5, heldSlots: 1 })

      const response = await call(`/api/inventory/${item.id}`, 'PUT', {
        ...formOf(listed),
        name: uniqueName('Renamed'),
      })
      expect(response.status).toBe(200)
      expect(await json(response)).toMatchObject({ availableSlots: 5, heldSlots: 1 })
      expect(await ledgerFree(item.id)).toBe(4)
      expect((await ledgerOf(item.id).snapshot())!.holds[checkout.paymentIntentId]).toMatchObject({ status: 'held' })
    })

    it('a lower number keeps the buyer’s seat, and a lapsed hold returns it within the owner’s number, never above', async () => {
      const item = await createItem({ totalSlots: 5 })
      const checkout = await holdSeat(item)
      const response = await call(
        `/api/inventory/${item.id}`,
        'PUT',
        formOf({ ...(await adminItem(item.id))!, availableSlots: 3 }),
      )
      expect(response.status).toBe(200)
      expect(await json(response)).toMatchObject({ availableSlots: 3, heldSlots: 1 })
      expect(await ledgerFree(item.id)).toBe(2)

      await releaseHold(item.id, checkout.paymentIntentId)
      expect(await ledgerFree(item.id)).toBe(3)
      expect(await adminItem(item.id)).toMatchObject({ availableSlots: 3, heldSlots: 0 })
    })

    it('the full number while a seat is held can never oversell: the held seat returns to at most the total', async () => {
      const item = await createItem({ totalSlots: 3 })
      const checkout = await holdSeat(item)
      const response = await call(
        `/api/inventory/${item.id}`,
        'PUT',
        formOf({ ...(await adminItem(item.id))!, availableSlots: 3 }),
      )
      expect(response.status).toBe(200)
      expect(await ledgerFree(item.id)).toBe(2)

      await releaseHold(item.id, checkout.paymentIntentId)
      expect(await ledgerFree(item.id)).toBe(3)
    })

    it('a held seat that is then paid for stays sold after an edit', async () => {
      const item = await createItem({ totalSlots: 4 })
      const checkout = await holdSeat(item)
      await call(`/api/inventory/${item.id}`, 'PUT', formOf({ ...(await adminItem(item.id))!, availableSlots: 4 }))
      await authorizeCard(checkout)
      expect((await confirmPayment(checkout.paymentIntentId)).status).toBe(200)
      expect((await purchaseOf(checkout.paymentIntentId))?.status).toBe('succeeded')
      expect(await ledgerFree(item.id)).toBe(3)
      expect(await adminItem(item.id)).toMatchObject({ availableSlots: 3, heldSlots: 0, purchaseCount: 1 })
    })

    it('buyers holding seats during the edit: free plus held always equals the owner’s number, never more', async () => {
      const item = await createItem({ totalSlots: 5, availableSlots: 4 })
      const listed = (await adminItem(item.id))!
      const [edit, ...checkouts] = await Promise.all([
        call(`/api/inventory/${item.id}`, 'PUT', formOf({ ...listed, availableSlots: 5 })),
        holdSeat(item),
        holdSeat(item),
        holdSeat(item),
      ])
      expect(edit.status).toBe(200)
      expect((await ledgerFree(item.id)) + 3).toBe(5)
      for (const checkout of checkouts) await releaseHold(item.id, checkout.paymentIntentId)
      expect(await ledgerFree(item.id)).toBe(5)
    })

    it('fewer seats than are being paid for: 409 on availableSlots, nothing changed', async () => {
      const item = await createItem({ totalSlots: 2 })
      await holdSeat(item)
      await holdSeat(item)
      const listed = (await adminItem(item.id))!
      const response = await call(`/api/inventory/${item.id}`, 'PUT', {
        ...formOf(listed),
        name: uniqueName('Not saved'),
        availableSlots: 1,
      })
      const body = await expectError(response, 409)
      expect(body.message).toBe('2 seats are being paid for right now, so available slots cannot be set below 2.')
      expect(body.fields).toEqual({ availableSlots: body.message })
      expect(await adminItem(item.id)).toEqual(listed)
      expect(await ledgerFree(item.id)).toBe(0)
    })
  })

  describe('a save from a view that is no longer true (sim seed 139)', () => {
    it('a seat sold after the form opened: 409 with today’s number, nothing changed, never oversold', async () => {
      const item = await createItem({ totalSlots: 2, availableSlots: 2 })
      const checkout = await holdSeat(item)
      const shown = (await adminItem(item.id))!
      expect(shown.availableSlots).toBe(2)
      await authorizeCard(checkout)
      expect((await confirmPayment(checkout.paymentIntentId, undefined, checkout.clientSecret)).status).toBe(200)

      // The owner saves what he saw: 2 open of 2, while one of the two is now sold.
      const stale = await call(`/api/inventory/${item.id}`, 'PUT', {
        ...formOf(shown),
        name: uniqueName('Not saved'),
        availableSlotsWas: shown.availableSlots,
      })
      const body = await expectError(stale, 409)
      expect(body.message).toBe(
        'Seats were bought or freed while you were editing: 1 seat is available now. Nothing was saved; check the numbers and save again.',
      )
      expect(body.fields).toEqual({ availableSlots: body.message })
      expect(await ledgerFree(item.id)).toBe(1)
      expect((await adminItem(item.id))!.name).toBe(shown.name)

      expect(body).toMatchObject({ availableSlotsNow: 1 })

      // More seats than the old total: the total is written first to make room, then put back on the refusal.
      const grown = await call(`/api/inventory/${item.id}`, 'PUT', {
        ...formOf(shown),
        name: uniqueName('Not saved either'),
        totalSlots: 4,
        availableSlots: 3,
        availableSlotsWas: shown.availableSlots,
      })
      await expectError(grown, 409)
      expect(await adminItem(item.id)).toMatchObject({ name: shown.name, totalSlots: 2, availableSlots: 1 })

      // Saved again from the list as it is now, the edit goes through.
      const now = (await adminItem(item.id))!
      const saved = await call(`/api/inventory/${item.id}`, 'PUT', { ...formOf(now), availableSlotsWas: 1 })
      expect(saved.status).toBe(200)
      expect(await ledgerFree(item.id)).toBe(1)
    })
  })

  // Found by the simulator (seed 6691): the owner saved in two tabs at once, each with more seats than the old
  // total. One's refusal put back the old total over the other's seats: a 500, and the ledger had more free seats
  // than D1's total.
  describe('two saves of one item at once (two tabs)', () => {
    it('five times: one is saved, the other told so, never a 500; the total holds every seat', async () => {
      for (let round = 0; round < 5; round += 1) {
        const item = await createItem({ totalSlots: 2, availableSlots: 2 })
        const shown = (await adminItem(item.id))!
        const save = (seats: number) =>
          call(`/api/inventory/${item.id}`, 'PUT', {
            ...formOf(shown),
            totalSlots: seats,
            availableSlots: seats,
            availableSlotsWas: shown.availableSlots,
          })
        const answers = await Promise.all([save(3), save(4)])
        const statuses = answers.map((answer) => answer.status)
        expect(
          statuses.filter((status) => status === 200),
          statuses.join(),
        ).toHaveLength(1)
        expect(
          statuses.filter((status) => status === 409),
          statuses.join(),
        ).toHaveLength(1)
        const refused = await json<{ message: string }>(answers[statuses.indexOf(409)]!)
        expect(refused.message).toMatch(/another save|while you were editing/i)
        const saved = await json<AdminItem>(answers[statuses.indexOf(200)]!)
        expect(await adminItem(item.id)).toMatchObject({
          totalSlots: saved.totalSlots,
          availableSlots: saved.totalSlots,
        })
        expect(await ledgerFree(item.id)).toBe(saved.totalSlots)
      }
    })
  })

  describe('fields the request does not carry keep their values', () => {
    const planAndStart = async (id: number) =>
      testDb().query.inventoryItems.findFirst({
        columns: { planPayments: true, planAmount: true, startsOn: true, description: true, closingDate: true },
        where: eq(inventoryItems.id, id),
      })
    const withPlan = { planPayments: 3, planAmount: 17900, startsOn: '2026-03-05' }

    it('SPEC §7’s payload, exactly, leaves the payment plan and the start date as they were', async () => {
      const created = await createViaApi(withPlan)
      const specPayload = { ...formOf(created), name: uniqueName('Renamed'), price: 55000 }
      expect(Object.keys(specPayload).sort()).toEqual(
        [
          'name',
          'type',
          'price',
          'totalSlots',
          'availableSlots',
          'description',
          'closingDate',
          'dayOfWeek',
          'timeSlot',
          'timezone',
          'isActive',
        ].sort(),
      )
      const response = await call(`/api/inventory/${created.id}`, 'PUT', specPayload)
      expect(response.status, await response.clone().text()).toBe(200)
      expect(await json<AdminItem>(response)).toMatchObject({ name: specPayload.name, price: 55000 })
      expect(await planAndStart(created.id)).toMatchObject(withPlan)
    })

    it('an optional field left out keeps its value; one sent as null or blank clears it', async () => {
      const created = await createViaApi({ ...withPlan, closingDate: '2030-01-01T18:00' })
      const { description: _kept, closingDate: _alsoKept, ...rest } = formOf(created)
      expect((await call(`/api/inventory/${created.id}`, 'PUT', rest)).status).toBe(200)
      expect(await planAndStart(created.id)).toMatchObject({
        ...withPlan,
        description: created.description,
        closingDate: created.closingDate,
      })
      const cleared = { ...formOf(created), description: '', startsOn: null, planPayments: null, planAmount: null }
      expect((await call(`/api/inventory/${created.id}`, 'PUT', cleared)).status).toBe(200)
      expect(await planAndStart(created.id)).toMatchObject({
        planPayments: null,
        planAmount: null,
        startsOn: null,
        description: null,
      })
    })

    it('the plan’s two numbers change together: one without the other is refused, nothing changed', async () => {
      const created = await createViaApi(withPlan)
      await expectFieldErrors(
        await call(`/api/inventory/${created.id}`, 'PUT', { ...formOf(created), planPayments: 4 }),
        {
          planAmount: 'A payment plan needs both the number of payments and the amount of each',
        },
      )
      await expectFieldErrors(
        await call(`/api/inventory/${created.id}`, 'PUT', { ...formOf(created), planAmount: null }),
        {
          planPayments: 'A payment plan needs both the number of payments and the amount of each',
        },
      )
      expect(await planAndStart(created.id)).toMatchObject(withPlan)
    })

    it('the five fields every save needs are still required', async () => {
      const created = await createViaApi()
      const { price: _price, availableSlots: _available, ...rest } = formOf(created)
      await expectFieldErrors(await call(`/api/inventory/${created.id}`, 'PUT', rest), {
        price: 'Price is required',
        availableSlots: 'Available slots is required',
      })
    })
  })

  it('404 for an item that does not exist, 400 for an id that is not one', async () => {
    const created = await createViaApi()
    await call(`/api/inventory/${created.id}`, 'DELETE')
    const gone = await expectError(await call(`/api/inventory/${created.id}`, 'PUT', validItem()), 404)
    expect(gone.message).toBe('Inventory item not found')
    await expectError(await call('/api/inventory/abc', 'PUT', validItem()), 400)
  })
})

describe('DELETE /api/inventory/:id', () => {
  it('deletes an item nobody bought', async () => {
    const created = await createViaApi()
    const response = await call(`/api/inventory/${created.id}`, 'DELETE')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ deleted: created.id })
    expect(await adminItem(created.id)).toBeUndefined()
    await expectError(await call(`/api/inventory/${created.id}`, 'DELETE'), 404)
  })

  it('refuses an item with purchases with 409, the spec’s words and the archive offer, and keeps it', async () => {
    const item = await createItem({ totalSlots: 5 })
    const checkout = await holdSeat(item)
    const response = await call(`/api/inventory/${item.id}`, 'DELETE')
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ message: HAS_PURCHASES, canArchive: true })
    expect(await adminItem(item.id)).toBeDefined()
    expect(await purchaseOf(checkout.paymentIntentId)).toBeDefined()
  })

  it('refuses an item whose only purchase failed: it is still payment history', async () => {
    const item = await createItem()
    await testDb().insert(purchases).values({
      inventoryItemId: item.id,
      type: 'brotherhood',
      description: 'x',
      amount: 45000,
      status: 'failed',
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      phone: '(541) 555-0142',
    })
    expect((await call(`/api/inventory/${item.id}`, 'DELETE')).status).toBe(409)
  })
})

describe('POST /api/inventory/:id/archive', () => {
  it('hides an item with purchases from the public and checkout, and keeps its purchases', async () => {
    const item = await createItem({ totalSlots: 5 })
    const checkout = await holdSeat(item)
    expect(await publicIds()).toContain(item.id)

    const response = await call(`/api/inventory/${item.id}/archive`, 'POST')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id: item.id, isArchived: true })
    expect(await publicIds()).not.toContain(item.id)
    expect(await publicIds('/api/inventory/type/brotherhood_pod')).not.toContain(item.id)
    expect(await adminItem(item.id)).toMatchObject({ isArchived: true })
    expect(await purchaseOf(checkout.paymentIntentId)).toMatchObject({ inventoryItemId: item.id })

    const buying = await client({ address: crypto.randomUUID() }).api['create-payment-intent'].$post({
      json: { type: 'brotherhood', inventoryId: item.id },
    })
    expect(buying.status).toBe(404)
  })

  it('404 for an item that does not exist', async () => {
    const created = await createViaApi()
    await call(`/api/inventory/${created.id}`, 'DELETE')
    await expectError(await call(`/api/inventory/${created.id}/archive`, 'POST'), 404)
  })
})

describe('POST /api/inventory/:id/duplicate', () => {
  it('copies the item as an inactive draft named "(Copy)", every seat free, last in its type', async () => {
    const original = await createViaApi({
      totalSlots: 6,
      availableSlots: 2,
      closingDate: '2030-01-01T00:00:00Z',
      dayOfWeek: 'tuesday',
    })
    const response = await call(`/api/inventory/${original.id}/duplicate`, 'POST')
    expect(response.status).toBe(201)
    const copy = await json<AdminItem>(response)
    expect(copy.id).not.toBe(original.id)
    expect(copy).toMatchObject({
      name: `${original.name} (Copy)`,
      type: original.type,
      price: original.price,
      description: original.description,
      totalSlots: 6,
      availableSlots: 6,
      closingDate: original.closingDate,
      dayOfWeek: 'tuesday',
      timeSlot: original.timeSlot,
      isActive: false,
      isArchived: false,
      purchaseCount: 0,
    })
    const sameType = (await adminList()).filter((item) => item.type === original.type)
    expect(copy.sortOrder).toBe(Math.max(...sameType.map((item) => item.sortOrder)))
    expect(await publicIds()).not.toContain(copy.id)
  })

  it('404 for an item that does not exist', async () => {
    const created = await createViaApi()
    await call(`/api/inventory/${created.id}`, 'DELETE')
    await expectError(await call(`/api/inventory/${created.id}/duplicate`, 'POST'), 404)
  })
})

describe('POST /api/inventory/auto-order', () => {
  it('renumbers the type by day (Monday first, no day last), then time, and says how many', async () => {
    const make = (dayOfWeek: string | null, timeSlot: string | null) =>
      createViaApi({ type: 'consultation', price: 0, dayOfWeek, timeSlot })
    const noDay = await make(null, '8:00 AM PST')
    const fridayEvening = await make('friday', '6:40 PM PST')
    const mondayLate = await make('monday', '10:00 AM PST')
    const fridayMorning = await make('friday', '7:00 AM PST')
    const mondayEarly = await make('monday', '6:00 AM PST')

    const response = await call('/api/inventory/auto-order', 'POST', { type: 'consultation' })
    expect(response.status).toBe(200)
    const consultations = (await adminList()).filter((item) => item.type === 'consultation')
    expect(await response.json()).toEqual({ updated: consultations.length })
    expect(consultations.map((item) => item.sortOrder)).toEqual(consultations.map((_, index) => index + 1))
    const mine = [noDay, fridayEvening, mondayLate, fridayMorning, mondayEarly].map((item) => item.id)
    expect(consultations.map((item) => item.id).filter((id) => mine.includes(id))).toEqual([
      mondayEarly.id,
      mondayLate.id,
      fridayMorning.id,
      fridayEvening.id,
      noDay.id,
    ])
  })

  it('leaves other types alone', async () => {
    const pod = await createViaApi({ type: 'brotherhood_pod', dayOfWeek: 'monday' })
    await testDb().update(inventoryItems).set({ sortOrder: 999 }).where(eq(inventoryItems.id, pod.id))
    const response = await call('/api/inventory/auto-order', 'POST', { type: 'coaching_slot' })
    expect(response.status).toBe(200)
    expect((await adminItem(pod.id))!.sortOrder).toBe(999)
  })

  it.each([
    ['no type', {}],
    ['an unknown type', { type: 'retreat' }],
  ])('%s: 400', async (_case, body) => {
    await expectFieldErrors(await call('/api/inventory/auto-order', 'POST', body), { type: 'Please choose a type' })
  })
})

describe('GET /api/admin/inventory/:id', () => {
  it('answers one item exactly as the list shows it, and 404 for one that does not exist', async () => {
    const item = await createViaApi({ totalSlots: 4, availableSlots: 3 })
    const one = await call(`/api/admin/inventory/${item.id}`, 'GET')
    expect(one.status).toBe(200)
    expect(await json<AdminItem>(one)).toEqual(await adminItem(item.id))
    await expectError(await call('/api/admin/inventory/999999', 'GET'), 404)
  })
})

it('its admin calls are on the guarded admin router, none on the public one', () => {
  expectAdminOnly([
    'GET /admin/inventory',
    'GET /admin/inventory/:id',
    'POST /inventory',
    'PUT /inventory/:id',
    'DELETE /inventory/:id',
    'POST /inventory/:id/archive',
    'POST /inventory/:id/duplicate',
    'POST /inventory/auto-order',
  ])
})
