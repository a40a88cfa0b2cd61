// Several specs buy a seat of the seeded Tuesday pod, and a sold-out pod offers the waitlist in place of checkout.
// Before a buyer's test, the owner adds seats when fewer than two are free, as the owner would for demand.
import { adminApi } from './admin-session.ts'

const POD = 'Tuesday Evening Brotherhood Pod'
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

export async function keepPodOnSale(baseURL: string): Promise<void> {
  const owner = await adminApi(baseURL)
  const items = (await (await owner.get('/api/admin/inventory')).json()) as AdminItem[]
  const pod = items.find((item) => item.name === POD)
  if (!pod) throw new Error(`The seeded pod '${POD}' is missing`)
  if (pod.availableSlots >= 2) return
  const { id, ...fields } = pod
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
  if (!response.ok()) throw new Error(`Adding seats to '${POD}' failed: ${response.status()} ${await response.text()}`)
}
