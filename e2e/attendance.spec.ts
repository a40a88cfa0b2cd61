// The owner after a session: it waits in Settings' "Sessions to mark", he marks it attended,
// it leaves the list, and the person's record in the Leads tab shows it.
import { expect, test } from './support/test.ts'
import { executeSql } from './support/local-db.ts'
import { adminCookie } from './support/admin-session.ts'

test('the owner marks a session that is over attended, and it leaves his list', async ({ page }) => {
  const name = `Marcus Attendance ${Date.now()}`
  const startsAt = new Date(Date.now() - 3 * 3_600_000).toISOString()
  executeSql(
    `INSERT INTO bookings (ref, kind, name, email, phone, starts_at, duration_minutes, visitor_time_zone, status)
     VALUES ('${crypto.randomUUID()}', 'strategy-call', '${name}', 'marcus-${Date.now()}@example.com',
       '(541) 555-0142', '${startsAt}', 45, 'America/Denver', 'booked')`,
  )
  await page.context().setExtraHTTPHeaders({ Cookie: await adminCookie() })
  await page.goto('/admin')
  await page.getByRole('tab', { name: 'Settings', exact: true }).click()
  const list = page.getByRole('region', { name: 'Sessions to mark', exact: true })
  await list.getByRole('button', { name: new RegExp(`^Attended: ${name}`) }).click()
  await expect(page.getByTestId('toast')).toContainText(`${name}: Attended.`)
  await expect(list.getByText(name)).toHaveCount(0)
  await expect(
    page
      .getByRole('region', { name: 'Booked calls' })
      .getByText(/Attended/)
      .first(),
  ).toBeVisible()
})
