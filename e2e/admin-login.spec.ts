// Signing in to /admin for real: the site, the local identity provider (tools/dev-idp, started by
// tools/e2e-server.ts) and back, as the owner does it on a fresh `npm start`.
import { expect, type Page, test } from './support/test.ts'
import { SESSION_COOKIE } from '../src/shared/constants.ts'
import { OWNER } from './support/sign-in.ts'

/** The provider's own sign-in page (shown again at …/login after a failed attempt): another port on loopback. */
const PROVIDER_PAGE = /^http:\/\/127\.0\.0\.1:\d+\/interaction\/[\w-]+(\/login)?$/

async function openProviderPage(page: Page, baseURL: string | undefined): Promise<void> {
  await page.goto('/admin/login')
  await page.getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(PROVIDER_PAGE)
  expect(new URL(page.url()).origin).not.toBe(new URL(baseURL!).origin)
}

async function signInAsOwner(page: Page, baseURL: string | undefined): Promise<void> {
  await openProviderPage(page, baseURL)
  await page.getByLabel('Email').fill(OWNER.email)
  await page.getByLabel('Password').fill(OWNER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(`${baseURL}/admin`)
}

test('a signed-out visitor on /admin lands on /admin/login', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/api/login')
})

test('the owner signs in at the provider, lands on the dashboard, and signs out for good', async ({
  page,
  baseURL,
  request,
}) => {
  await signInAsOwner(page, baseURL)
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await expect(page.getByText(`Signed in as ${OWNER.email}`)).toBeVisible()
  const session = (await page.context().cookies(baseURL)).find((cookie) => cookie.name === SESSION_COOKIE)
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' })
  // The attempt's cookie is spent once the sign-in is done.
  expect((await page.context().cookies(baseURL)).map((cookie) => cookie.name)).not.toContain('__Host-auth-state')

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(`${baseURL}/`)
  expect((await page.context().cookies(baseURL)).map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE)
  // Revoked on the server: the old cookie, replayed, is signed out.
  const replayed = await request.get('/api/auth/user', { headers: { Cookie: `${SESSION_COOKIE}=${session!.value}` } })
  expect(replayed.status()).toBe(401)

  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login$/)
})

test('a wrong password stays on the provider page with an error', async ({ page, baseURL }) => {
  await openProviderPage(page, baseURL)
  await page.getByLabel('Email').fill(OWNER.email)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page).toHaveURL(PROVIDER_PAGE)
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.')
  await expect(page.getByLabel('Email')).toHaveValue(OWNER.email)

  // The same form still works with the right password.
  await page.getByLabel('Password').fill(OWNER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(`${baseURL}/admin`)
})

test('cancelling at the provider comes back to the login page, which says so', async ({ page, baseURL }) => {
  await openProviderPage(page, baseURL)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/admin\/login\?error=cancelled$/)
  await expect(page.getByRole('alert')).toHaveText('Sign-in was canceled at the sign-in provider.')
})

test('the login page explains a sign-in that is not configured', async ({ page }) => {
  await page.goto('/admin/login?error=not-configured')
  await expect(page.getByRole('alert')).toContainText('Sign-in is not configured on this site yet.')
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
})

test('a sign-out the server could not complete says so and stays on the dashboard', async ({ page, baseURL }) => {
  await signInAsOwner(page, baseURL)
  await page.route('**/api/logout', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"message":"Something went wrong. Please try again."}',
    }),
  )
  await page.getByRole('button', { name: 'Sign out' }).click()
  const toast = page.getByTestId('toast')
  await expect(toast).toContainText('Error')
  await expect(toast).toContainText('Failed to logout properly')
  await expect(page).toHaveURL(`${baseURL}/admin`)
})
