// Signing in to /admin for real, as the owner does on a fresh `npm start`: the site's login page, the local
// identity provider (tools/dev-idp, started by tools/e2e-server.ts) and back to the dashboard.
// The same steps as admin-login.spec.ts, for specs that start from the signed-in dashboard.
import { expect, type Page } from '@playwright/test'

export const OWNER = { email: 'admin@example.com', password: 'admin' }

export async function signInAsOwner(page: Page): Promise<void> {
  await page.goto('/admin/login')
  await page.getByRole('link', { name: 'Sign in' }).click()
  await page.getByLabel('Email').fill(OWNER.email)
  await page.getByLabel('Password').fill(OWNER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
}
