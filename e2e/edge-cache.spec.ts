// The home page from the colo cache (decision 070): the copy a visitor gets holds no seats, and the pay buttons
// say what the seats are now from a read after load, whatever the copy was rendered with. Seats are changed
// in D1 as a sale changes them, with no admin write, so nothing purges the copy in between.
import { expect, type Page, test } from './support/test.ts'
import { executeSql } from './support/local-db.ts'
import { islandsAlive } from './support/islands.ts'

const PODS = "type = 'brotherhood_pod'"

async function podsCard(page: Page) {
  await page.goto('/')
  const paths = page.locator('#coaching-paths')
  await paths.scrollIntoViewIfNeeded()
  await islandsAlive(page, '#coaching-paths')
  return paths.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Brotherhood/ }) })
}

test('the pay buttons of a cached home page show the seats as they are now', async ({ page }) => {
  const before = await page.request.get('/')
  const seatsAtStart = await (await page.request.get('/api/inventory')).json()
  expect(await before.text()).not.toMatch(/seats? (left|available)/)
  try {
    // One pod with two seats, every other pod full: a sale, not an edit.
    executeSql(
      `UPDATE inventory_items SET available_slots = CASE WHEN id = (SELECT MIN(id) FROM inventory_items WHERE ${PODS})
       THEN 2 ELSE 0 END WHERE ${PODS}`,
    )
    const cached = await page.request.get('/')
    // The copy made before the seats changed (STALE while a feed's new copy has it re-rendered).
    expect(['HIT', 'STALE']).toContain(cached.headers()['x-page-cache'])
    expect(await cached.text()).not.toContain('2 seats left')

    const card = await podsCard(page)
    await expect(card.getByText('2 seats left')).toBeVisible()
    await expect(card.getByRole('link', { name: 'Join a Brotherhood Pod' })).toBeVisible()

    // The last two seats sold: the same cached copy, and the card offers the waitlist instead.
    executeSql(`UPDATE inventory_items SET available_slots = 0 WHERE ${PODS}`)
    const soldOut = await podsCard(page)
    await expect(soldOut.getByRole('form', { name: 'Join the waitlist' })).toBeVisible()
    await expect(soldOut.getByRole('link', { name: 'Join a Brotherhood Pod' })).toHaveCount(0)
  } finally {
    const items = seatsAtStart as { id: number; availableSlots: number }[]
    const seats = items.map((item) => `WHEN ${item.id} THEN ${item.availableSlots}`).join(' ')
    executeSql(`UPDATE inventory_items SET available_slots = CASE id ${seats} ELSE available_slots END`)
  }
})
