// On a phone (390 x 844): nothing widens the page past the screen (a screen-reader label placed absolutely inside a
// table escapes its scrolling box unless the box is positioned), a notification never lies over the button a man
// has to press next, and the chat button never lies over the words at the end of the page.
import { expect, type Locator, type Page, test } from './support/test.ts'
import { chooseItem, fillBuyer, payAndSucceed, tickCommitments } from './support/checkout.ts'
import { keepPodOnSale } from './support/seats.ts'
import { enterTestCard } from './support/stripe.ts'
import { islandsAlive } from './support/islands.ts'
import { signInAsOwner } from './support/sign-in.ts'

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE })

async function documentWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth)
}

/** Whether a press at the button's centre lands on the button, as a finger would. */
async function pressable(button: Locator): Promise<boolean> {
  return button.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit !== null && (hit === element || element.contains(hit))
  })
}

/** Scrolls so the button sits at the foot of the screen, where a notification at the bottom would cover it. */
async function toFootOfScreen(button: Locator): Promise<void> {
  await button.evaluate((element) => {
    const box = element.getBoundingClientRect()
    window.scrollBy(0, box.bottom - (window.innerHeight - 12))
  })
}

test("the Leads tab keeps the page the screen's width, its long rows inside their own box", async ({
  page,
  baseURL,
}) => {
  const visitor = await page.context().newPage()
  const email = `a-rather-long-address-for-a-phone-${Date.now()}@example.com`
  const answer = await visitor.request.post('/api/email-signups', {
    data: { firstName: 'Phone Reader', email, source: 'guide' },
    headers: { Origin: baseURL! },
  })
  await visitor.close()
  expect(answer.ok() || answer.status() === 429).toBe(true)
  await signInAsOwner(page)
  await page.getByRole('tab', { name: 'Leads', exact: true }).click()
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  expect(await documentWidth(page)).toBe(PHONE.width)
})

test("every admin tab keeps the page the screen's width, a client's row in Clients too", async ({ page, baseURL }) => {
  await keepPodOnSale(baseURL!)
  await page.goto('/checkout?type=brotherhood')
  await fillBuyer(page, {
    firstName: 'Phone',
    lastName: 'Client',
    email: `phone-client-${Date.now()}@example.com`,
    phone: '5415550144',
  })
  await chooseItem(page)
  await tickCommitments(page)
  await enterTestCard(page)
  await payAndSucceed(page)
  await signInAsOwner(page)
  const tabs = page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab')
  for (const name of await tabs.allInnerTexts()) {
    const tab = tabs.getByText(name, { exact: true })
    await tab.click()
    await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true')
    // Measured once the panel has what it loads: a table's rows widen the page only once they are there.
    await expect(page.getByRole('tabpanel').getByText(/^Loading .*…$/)).toHaveCount(0)
    if (name === 'Clients') await expect(page.getByRole('table', { name: 'Coaching clients' })).toBeVisible()
    expect(await documentWidth(page), name).toBe(PHONE.width)
  }
})

test("a notification leaves 'Update FAQ' pressable", async ({ page }) => {
  await signInAsOwner(page)
  await page.getByRole('button', { name: 'Manage FAQs' }).click()
  const dialog = page.getByRole('dialog', { name: 'Manage FAQs' })
  await dialog
    .getByRole('button', { name: /^Edit FAQ: / })
    .first()
    .click()
  const edit = dialog.getByRole('form', { name: 'Edit FAQ' })
  await edit.getByLabel('Answer').fill('')
  const update = edit.getByRole('button', { name: 'Update FAQ' })
  await toFootOfScreen(update)
  await update.click()
  await expect(page.getByTestId('toast')).toContainText('Both question and answer are required.')
  expect(await pressable(update)).toBe(true)
  expect(await documentWidth(page)).toBe(PHONE.width)
})

test('a notification leaves the pay button pressable', async ({ page }) => {
  await page.goto('/checkout?type=brotherhood')
  await fillBuyer(page, {
    firstName: 'Phone',
    lastName: 'Buyer',
    email: `phone-${Date.now()}@example.com`,
    phone: '5415550199',
  })
  await page
    .getByRole('group', { name: /^Choose your/ })
    .getByRole('radio')
    .first()
    .check()
  const pay = page.getByRole('button', { name: /Complete Purchase Securely/ })
  await expect(pay).toBeEnabled()
  await toFootOfScreen(pay)
  await pay.click()
  await expect(page.getByTestId('toast')).toContainText('Please complete all required fields')
  await pay.scrollIntoViewIfNeeded()
  await toFootOfScreen(pay)
  expect(await pressable(pay)).toBe(true)
  expect(await documentWidth(page)).toBe(PHONE.width)
})

test('the chat button lies over no words at the end of the home page', async ({ page }) => {
  await page.goto('/')
  await islandsAlive(page, '#footer')
  // Sections lay themselves out as they come into view, so the end moves until the page has settled.
  await expect(async () => {
    const before = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight)
      return window.scrollY
    })
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => window.scrollY + window.innerHeight)).toBe(
      await page.evaluate(() => document.documentElement.scrollHeight),
    )
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
  }).toPass()
  const chat = page.getByRole('button', { name: 'Chat with us' })
  await expect(chat).toBeVisible()
  const covered = await chat.evaluate((button) => {
    const box = button.getBoundingClientRect()
    const words: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || button.contains(node)) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) {
        const overlaps =
          rect.right > box.left && rect.left < box.right && rect.bottom > box.top && rect.top < box.bottom
        if (overlaps) words.push(node.textContent.trim())
      }
    }
    return words
  })
  expect(covered).toEqual([])
  expect(await documentWidth(page)).toBe(PHONE.width)
})
