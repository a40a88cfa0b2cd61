// The actions after a call (decisions 096, 104), as the owner and the client do it: the owner marks a package's
// session attended in "Sessions to mark" and writes two actions in the same step; the client gets one email with
// a Done link for each, opens one from the message sink (opening it marks nothing), marks it done with one press,
// and My coaching then shows one done and one open. Axe checks the Done page and My coaching's actions.
import { signInToMyCoaching } from './support/my-coaching.ts'
import { expect, test } from './support/test.ts'
import { adminCookie } from './support/admin-session.ts'
import { seriousViolations } from './support/axe.ts'
import { executeSql } from './support/local-db.ts'
import { recordSecret } from './support/secrets.ts'
import { sunkMessage } from './support/stripe.ts'

/** A paid one-to-one package and one of its sessions, over three hours ago: what the owner has to mark. */
function paidPackageWithSession(email: string, name: string): void {
  const startsAt = new Date(Date.now() - 3 * 3_600_000).toISOString()
  executeSql(
    `INSERT INTO purchases (type, description, amount, status, first_name, last_name, email, phone, fulfilled_at,
       sessions_included)
     VALUES ('one-to-one', 'One-to-One Coaching', 120000, 'succeeded', 'Caleb', '${name}', '${email}',
       '(541) 555-0188', '${new Date().toISOString()}', 12);
     INSERT INTO bookings (ref, kind, purchase_id, name, email, phone, starts_at, duration_minutes,
       visitor_time_zone, status)
     VALUES ('${crypto.randomUUID()}', 'one-to-one', (SELECT id FROM purchases WHERE email = '${email}'), 'Caleb ${name}', '${email}',
       '(541) 555-0188', '${startsAt}', 60, 'America/Chicago', 'booked')`,
  )
}

test('the owner assigns two actions with the mark; the client marks one done from the email', async ({ browser }) => {
  const name = `Actions${Date.now()}`
  const email = `actions-${Date.now()}@example.com`
  paidPackageWithSession(email, name)

  const ownerContext = await browser.newContext({ extraHTTPHeaders: { Cookie: await adminCookie() } })
  const owner = await ownerContext.newPage()
  await owner.goto('/admin')
  await owner.getByRole('tab', { name: 'Settings', exact: true }).click()
  const list = owner.getByRole('region', { name: 'Sessions to mark', exact: true })
  const row = list.getByRole('group', { name: `Actions agreed with Caleb ${name}` })
  await expect(row.getByLabel('Due (Pacific)')).not.toHaveValue('')
  await row.getByLabel('Action 1', { exact: true }).fill('Write the letter')
  await row.getByLabel('Detail (optional)').fill('To your wife, by hand')
  await row.getByRole('button', { name: 'Add another action' }).click()
  await row.getByLabel('Action 2', { exact: true }).fill('Pray together twice')
  await list.getByRole('button', { name: new RegExp(`^Attended: Caleb ${name}`) }).click()
  await expect(owner.getByTestId('toast')).toContainText(`Caleb ${name}: Attended, 2 actions assigned.`)
  await ownerContext.close()

  const page = await (await browser.newContext()).newPage()
  const message = await sunkMessage(page, (m) => m.channel === 'email' && m.to === email && m.body.includes('/action#'))
  const tokens = [...new Set([...message.body.matchAll(/\/action#([\w-]{43})/g)].map((match) => match[1]!))]
  expect(tokens).toHaveLength(2)
  for (const token of tokens) recordSecret('action', token)

  await page.goto(`/action#${tokens[0]}`)
  await expect(page.getByText('Write the letter')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Not done yet.' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Mark it done' }).click()
  await expect(page.getByText('Done. Well done, brother.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Undo: not done yet' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // The second link followed in the same tab, as a mail app that reuses its view does: that action, not the first.
  await page.goto(`/action#${tokens[1]}`)
  await expect(page.getByText('Pray together twice')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Not done yet.' })).toBeVisible()

  // A link opens in a tab of its own, as from a mail app.
  const forged = await page.context().newPage()
  const real = tokens[1]!
  await forged.goto(`/action#${real.slice(0, -2)}${real.endsWith('xx') ? 'yy' : 'xx'}`)
  await expect(forged.getByRole('heading', { name: 'Action not found' })).toBeVisible()
  await forged.close()

  await signInToMyCoaching(page, email)
  const actions = page.getByRole('region', { name: 'Your actions' })
  await expect(actions.getByRole('heading', { name: 'Done (1)' })).toBeVisible()
  await expect(actions.getByRole('heading', { name: 'Open (1)' })).toBeVisible()
  await expect(actions.getByRole('listitem', { name: 'Write the letter' })).toContainText('Done on time.')
  await expect(actions.getByRole('listitem', { name: 'Pray together twice' })).toContainText('Open · due')
  expect(await seriousViolations(page)).toEqual([])
})
