// Checks a route file's admin calls are mounted on the guarded admin router (test/platform/admin-guard.test.ts then
// proves every route there refuses the signed-out and non-admins); a call mounted publicly would fail here.
import { expect } from 'vitest'
import { adminApi, publicApi } from '../../src/worker/app.ts'

const names = (routes: { method: string; path: string }[]) =>
  routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`)

export function expectAdminOnly(calls: string[]): void {
  expect(names(adminApi.routes)).toEqual(expect.arrayContaining(calls))
  expect(names(publicApi.routes).filter((name) => calls.includes(name))).toEqual([])
}
