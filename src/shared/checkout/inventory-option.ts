// An item on sale as checkout shows it: what the Worker reads from the inventory API to render the form, and
// what the browser's picker lists. One shape for both, so the page and its script name the same fields.
export interface InventoryOption {
  id: number
  name: string
  price: number
  planPayments: number | null
  planAmount: number | null
  totalSlots: number
  availableSlots: number
  dayOfWeek: string | null
  timeSlot: string | null
  description: string | null
}
