import { beforeAll, describe, expect, it } from 'vitest'
import { json, request } from '../helpers/client.ts'
import { expectError } from '../helpers/errors.ts'
import { createItem, holdSeat, type Item } from '../helpers/checkout.ts'

interface PublicItem {
  id: number
  name: string
  type: string
  availableSlots: number
  [field: string]: unknown
}

const PUBLIC_FIELDS = [
  'availableSlots',
  'closingDate',
  'dayOfWeek',
  'description',
  'id',
  'isActive',
  'name',
  'planAmount',
  'planPayments',
  'price',
  'timeSlot',
  'timezone',
  'totalSlots',
  'type',
]

// Every item of this file carries the tag, so lists are read for this file's rows only.
const tag = `list-${crypto.randomUUID().slice(0, 6)}`
const mine = (items: PublicItem[]) => items.filter((item) => item.name.startsWith(tag))
const names = (items: PublicItem[]) => mine(items).map((item) => item.name)

async function list(path: string): Promise<PublicItem[]> {
  const response = await request(path)
  expect(response.status).toBe(200)
  return json<PublicItem[]>(response)
}

let items: Record<string, Item>

beforeAll(async () => {
  const make = (key: string, overrides: Parameters<typeof createItem>[0]) =>
    createItem({ name: `${tag} ${key}`, ...overrides }).then((item) => [key, item] as const)
  items = Object.fromEntries(
    await Promise.all([
      make('pod third', {
        sortOrder: 3,
        dayOfWeek: 'thursday',
        timeSlot: '6:40 PM PST',
        description: 'Thursday evenings',
      }),
      make('pod first', { sortOrder: 1, totalSlots: 5, availableSlots: 2 }),
      make('pod second', { sortOrder: 2, totalSlots: 5, availableSlots: 0 }),
      make('pod inactive', { sortOrder: 0, isActive: false }),
      make('pod archived', { sortOrder: 0, isArchived: true }),
      make('slot second', { type: 'coaching_slot', sortOrder: 2, price: 150000, totalSlots: 1 }),
      make('slot first', {
        type: 'coaching_slot',
        sortOrder: 1,
        price: 150000,
        totalSlots: 1,
        closingDate: '2099-01-01T00:00:00.000Z',
      }),
      make('slot archived inactive', { type: 'coaching_slot', isActive: false, isArchived: true }),
      make('consultation', { type: 'consultation', price: 0, totalSlots: 10 }),
    ]),
  )
})

describe('GET /api/inventory', () => {
  it('lists what is on sale (active, not archived), by type then sort order, sold out included', async () => {
    const all = await list('/api/inventory')
    expect(names(all).filter((name) => !name.endsWith('held'))).toEqual([
      `${tag} pod first`,
      `${tag} pod second`,
      `${tag} pod third`,
      `${tag} slot first`,
      `${tag} slot second`,
      `${tag} consultation`,
    ])
    expect(mine(all).find((item) => item.name === `${tag} pod second`)?.availableSlots).toBe(0)
  })

  it('shows each item’s public fields only, with its seats left', async () => {
    const [third] = mine(await list('/api/inventory')).filter((item) => item.name === `${tag} pod third`)
    expect(Object.keys(third!).sort()).toEqual(PUBLIC_FIELDS)
    expect(third).toEqual({
      id: items['pod third']!.id,
      name: `${tag} pod third`,
      type: 'brotherhood_pod',
      description: 'Thursday evenings',
      price: 45000,
      planPayments: null,
      planAmount: null,
      totalSlots: 5,
      availableSlots: 5,
      closingDate: null,
      dayOfWeek: 'thursday',
      timeSlot: '6:40 PM PST',
      timezone: 'PST',
      isActive: true,
    })
  })

  it('follows the seats as buyers hold them', async () => {
    const item = await createItem({ name: `${tag} pod held`, sortOrder: 9, totalSlots: 3 })
    await holdSeat(item)
    const [listed] = mine(await list('/api/inventory')).filter((i) => i.id === item.id)
    expect(listed?.availableSlots).toBe(2)
    const [byType] = mine(await list('/api/inventory/type/brotherhood_pod')).filter((i) => i.id === item.id)
    expect(byType?.availableSlots).toBe(2)
  })
})

describe('GET /api/inventory/type/:type', () => {
  it('brotherhood_pod: the pods on sale in sort order', async () => {
    const pods = await list('/api/inventory/type/brotherhood_pod')
    expect(pods.every((item) => item.type === 'brotherhood_pod')).toBe(true)
    expect(names(pods).filter((name) => !name.endsWith('held'))).toEqual([
      `${tag} pod first`,
      `${tag} pod second`,
      `${tag} pod third`,
    ])
    expect(mine(pods).find((item) => item.name === `${tag} pod second`)?.availableSlots).toBe(0)
  })

  it('coaching_slot: the coaching sessions on sale in sort order', async () => {
    const slots = await list('/api/inventory/type/coaching_slot')
    expect(slots.every((item) => item.type === 'coaching_slot')).toBe(true)
    expect(names(slots)).toEqual([`${tag} slot first`, `${tag} slot second`])
    expect(mine(slots)[0]).toMatchObject({ price: 150000, closingDate: '2099-01-01T00:00:00.000Z', availableSlots: 1 })
  })

  it.each(['pods', 'BROTHERHOOD_POD', 'brotherhood', '1'])(
    'an unknown type (%s) is a 400 with a message',
    async (type) => {
      expect((await expectError(await request(`/api/inventory/type/${type}`), 400)).message).toBe(
        'Unknown inventory type',
      )
    },
  )
})
