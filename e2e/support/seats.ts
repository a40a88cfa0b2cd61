// Several specs buy a seat of the seeded Tuesday pod, and a sold-out pod offers the waitlist in place of checkout;
// others buy the seeded Monday one-to-one slot, which has one seat. Before a buyer's test, the owner adds seats when
// fewer than two are free, as the owner would for demand.
import { adminApi } from './admin-session.ts'

const POD = 'Tuesday Evening Brotherhood Pod'
export const COACHING_SLOT = 'Monday Lunch One-to-One'
const ADDED = 3

interface AdminItem {
  id: number
  name: string
  type: string
  price: number
  totalSlots: number
  availableSlots: number
  description: string | null
  closingDate: string | null
  dayOfWeek: string | null
  timeSlot: string | null
  startsOn: string | null
  timezone: string
  isActive: boolean
  planPayments: number | null
  planAmount: number | null
}

export const keepPodOnSale = (baseURL: string) => keepOnSale(baseURL, POD)
export const keepCoachingSlotOnSale = (baseURL: string) => keepOnSale(baseURL, COACHING_SLOT)

async function keepOnSale(baseURL: string, name: string): Promise<void> {
  const owner = await adminApi(baseURL)
  const items = (await (await owner.get('/api/admin/inventory')).json()) as AdminItem[]
  const found = items.find((item) => item.name === name)
  if (!found) throw new Error(`The seeded item '${name}' is missing`)
  if (found.availableSlots >= 2) return
  const { id, ...fields } = found
  const edit = {
    name: fields.name,
    type: fields.type,
    price: fields.price,
    totalSlots: fields.totalSlots + ADDED,
    availableSlots: fields.availableSlots + ADDED,
    description: fields.description,
    closingDate: fields.closingDate,
    dayOfWeek: fields.dayOfWeek,
    timeSlot: fields.timeSlot,
    startsOn: fields.startsOn,
    timezone: fields.timezone,
    isActive: fields.isActive,
    planPayments: fields.planPayments,
    planAmount: fields.planAmount,
  }
  const response = await owner.put(`/api/inventory/${id}`, { data: edit })
  if (!response.ok()) throw new Error(`Adding seats to '${name}' failed: ${response.status()} ${await response.text()}`)
}
