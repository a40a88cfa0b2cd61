import { describe, expect, it } from 'vitest'
import { api, json } from './helpers/api.ts'
import { adminCookie } from './helpers/sessions.ts'

describe('FAQs', () => {
  it('an admin creates a FAQ and the public list shows it', async () => {
    const cookie = await adminCookie()
    const created = await api('/api/faqs', { method: 'POST', cookie, body: { question: ' Q? ', answer: 'A.', sortOrder: 1, isActive: true } })
    expect(created.status).toBe(201)
    const list = await json<{ question: string }[]>(await api('/api/faqs'))
    expect(list.map((f) => f.question)).toContain('Q?')
  })
})
