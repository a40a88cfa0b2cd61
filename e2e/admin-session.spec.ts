import { expect, test } from './support/test.ts'
import { adminApi } from './support/admin-session.ts'

test('the owner can read the leads a visitor left, and a visitor cannot', async ({ baseURL, request }) => {
  const owner = await adminApi(baseURL!)
  expect((await owner.get('/api/admin/me')).ok()).toBe(true)
  expect(await (await owner.get('/api/admin/me')).json()).toEqual({ isAdmin: true })
  expect((await request.get('/api/email-signups')).status()).toBe(401)
  await owner.dispose()
})
