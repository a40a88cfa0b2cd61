// The admin's System tab on the local site (decision 058): the e2e site runs every outside service as its local
// stand-in, so payments, email, texts and sign-in show as such and the advertising tags as off; a scheduled run
// and a failed message appear as they happen, and the nightly reconciliation once it has run; /api/health answers
// beside it.
import { expect, test } from './support/test.ts'
import { insertFailedMessage } from './support/local-db.ts'
import { signInAsOwner } from './support/sign-in.ts'

test('the System tab shows each integration’s state, the scheduled jobs and the failed messages', async ({
  page,
  request,
}) => {
  const reason = `Provider refused it (${Date.now()})`
  insertFailedMessage(`system-${Date.now()}@example.com`, reason)
  // One run of the scheduled jobs, as the cron would (wrangler dev's own page for it).
  expect((await request.get('/cdn-cgi/local/scheduled')).ok()).toBe(true)
  // And the nightly reconciliation with Stripe (decision 068), as its daily cron would.
  expect((await request.get(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent('0 11 * * *')}`)).ok()).toBe(true)

  await signInAsOwner(page)
  await page.getByRole('tab', { name: 'System', exact: true }).click()
  await expect(page).toHaveURL(/#system$/)

  const integrations = page.getByRole('list', { name: 'Integrations' })
  const state = (name: string) => integrations.getByRole('listitem', { name })
  await expect(state('Card payments (Stripe)')).toContainText('Local stand-in')
  await expect(state('Card payments (Stripe)')).toContainText('local Stripe emulator')
  await expect(state('Email (Resend)')).toContainText('Local stand-in')
  await expect(state('Text messages (Twilio)')).toContainText('Local stand-in')
  await expect(state('Admin sign-in (OpenID Connect)')).toContainText('Local stand-in')
  await expect(state('Advertising tags (Meta Pixel, GA4)')).toContainText('Off')
  await expect(state('Error reporting (Sentry)')).toContainText('SENTRY_DSN is not set')

  await expect(page.getByText('Healthy: the database is up to date.')).toBeVisible()
  await expect(page.getByRole('listitem', { name: 'deliver outbox' })).toContainText(/OK|Running/)
  await expect(page.getByRole('list', { name: 'Messages failed or waiting' })).toContainText(reason)
  // Whatever other specs left at the emulator, the run is shown with what it covered.
  await expect(page.getByRole('region', { name: 'Reconciliation with Stripe' })).toContainText(
    /Checked .+: \d+ payments?, \d+ refunds? and the seats of \d+ items?/,
  )

  // The owner, signed in on this page, reads every figure; anyone else only that the site is up.
  const health = await page.request.get('/api/health')
  expect(health.status()).toBe(200)
  expect(await health.json()).toMatchObject({ status: 'ok', migrations: { pending: 0 } })
  expect(await (await request.get('/api/health')).json()).toEqual({ status: 'ok', database: { reachable: true } })
})
