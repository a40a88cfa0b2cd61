import { env } from 'cloudflare:workers'
import { expect, it } from 'vitest'
import { api, json } from './helpers/api.ts'

it('a buyer pays for a pod seat and the owner hears of it once', async () => {
  const item = await env.DB.prepare(
    "INSERT INTO inventory_items (name, type, price, total_slots, available_slots) VALUES ('Pod', 'brotherhood_pod', 45000, 5, 5) RETURNING id",
  ).first<{ id: number }>()
  const created = await json<{ clientSecret: string; paymentIntentId: string; paymentDetails: { amount: number } }>(
    await api('/api/create-payment-intent', { method: 'POST', body: { type: 'brotherhood', inventoryId: item!.id, amount: 1 } }),
  )
  expect(created.paymentDetails.amount).toBe(45000)
  const commitments = { confidentiality: true, camera: true, feedback: true, contribute: true, airtime: true, assignments: true }
  const reserved = await api('/api/checkout/reserve', {
    method: 'POST',
    body: { paymentIntentId: created.paymentIntentId, type: 'brotherhood', inventoryId: item!.id, firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', phone: '5415550100', commitments },
  })
  expect(reserved.status).toBe(200)
  const confirm = await fetch(`http://stripe.test/v1/payment_intents/${created.paymentIntentId}/confirm`, {
    method: 'POST',
    headers: { Authorization: 'Bearer sk_test_emulator', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'payment_method=pm_card_visa',
  })
  expect(confirm.status).toBe(200)
  const settled = await json<{ success: boolean }>(await api('/api/confirm-payment', { method: 'POST', body: { paymentIntentId: created.paymentIntentId } }))
  expect(settled.success).toBe(true)
  const again = await json<{ success: boolean }>(await api('/api/confirm-payment', { method: 'POST', body: { paymentIntentId: created.paymentIntentId } }))
  expect(again.success).toBe(true)
  const sms = await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE channel = 'sms'").first<{ n: number }>()
  expect(sms!.n).toBe(1)
  const seats = await env.DB.prepare('SELECT available_slots FROM inventory_items WHERE id = ?').bind(item!.id).first<{ available_slots: number }>()
  expect(seats!.available_slots).toBe(4)
})
