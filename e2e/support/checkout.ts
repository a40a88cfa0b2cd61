// The checkout form as a buyer fills it: contact details, the item from the picker, the pod's commitments,
// and the pods' free seats a spec compares before and after a purchase. The card is entered with
// `enterTestCard` (stripe.ts).
import { expect, type Page } from '@playwright/test'

export interface Buyer {
  firstName: string
  lastName: string
  email: string
  /** Typed as digits; the form shows it formatted. */
  phone: string
}

export async function fillBuyer(page: Page, buyer: Buyer): Promise<void> {
  await page.getByLabel('First name', { exact: true }).fill(buyer.firstName)
  await page.getByLabel('Last name', { exact: true }).fill(buyer.lastName)
  await page.getByLabel('Email', { exact: true }).fill(buyer.email)
  await page.getByLabel('Phone', { exact: true }).fill(buyer.phone)
}

/** Takes the named pod or session from the list the page shows with its seats, or the first. */
export async function chooseItem(page: Page, option?: RegExp): Promise<void> {
  const options = page.getByRole('group', { name: /^Choose your/ }).getByRole('radio', option ? { name: option } : {})
  await (option ? options : options.first()).check()
}

/** Ticks every Brotherhood Pod commitment the form shows (none for other items). */
export async function tickCommitments(page: Page): Promise<void> {
  for (const box of await page.getByRole('group', { name: 'Brotherhood Pod Commitments' }).getByRole('checkbox').all())
    await box.check()
}

/** The free seats of every Brotherhood Pod, as the public inventory lists them. */
export async function podSeats(page: Page): Promise<number> {
  const pods = (await (await page.request.get('/api/inventory/type/brotherhood_pod')).json()) as {
    availableSlots: number
  }[]
  return pods.reduce((sum, pod) => sum + pod.availableSlots, 0)
}

/** Ticks "I agree" under the agreement, as every buyer of a pod or a package must before paying. */
export async function tickAgreement(page: Page): Promise<void> {
  const box = page.getByRole('group', { name: 'Our agreement' }).getByRole('checkbox', { name: 'I agree' })
  if ((await box.count()) > 0 && !(await box.isChecked())) await box.check()
}

/**
 * Ticks the agreement if it is not yet, presses the pay button (for `amount`, as the button shows it, when
 * given) and waits for the success page.
 */
export async function payAndSucceed(page: Page, amount?: string): Promise<void> {
  await tickAgreement(page)
  const label = 'Complete Purchase Securely Through Stripe' + (amount ? ` - ${amount}` : '')
  await page.getByRole('button', { name: new RegExp(label.replace(/[$.]/g, '\\$&')) }).click()
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 15_000 })
}
