// A client in Chicago booking his package's sessions on My coaching: the times in his words (the picker's day
// groups and buttons, the notices), the open times as his browser reads them, and a booking from the picker.
import { expect, type Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'

export const ZONE = 'America/Chicago'

const inChicago = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: ZONE, ...options }).format(new Date(iso))
export const dayOf = (iso: string) => inChicago(iso, { weekday: 'long', month: 'long', day: 'numeric' })
export const timeOf = (iso: string) => inChicago(iso, { hour: 'numeric', minute: '2-digit' })
export const inFull = (iso: string) =>
  `${dayOf(iso)} at ${inChicago(iso, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })}`

/** The open times his page offers, read as his browser reads them (his session cookie). */
export async function openTimes(page: Page): Promise<string[]> {
  const open = await page.evaluate(() => fetch('/api/my-coaching/bookings/open-times').then((r) => r.json()))
  return (open as { times: string[] }).times
}

/** Books `start` from the package's picker; `checkA11y`: the page with the picker open is checked with axe first. */
export async function bookAt(page: Page, start: string, checkA11y = false) {
  const bought = page.getByRole('region', { name: 'What you bought' })
  await bought.getByRole('button', { name: 'Book a session' }).click()
  const picker = bought.getByRole('region', { name: 'Book a session' })
  await expect(picker).toContainText('Times are shown in your time zone, Central Standard Time (America/Chicago).')
  await expect(picker).toContainText('Your coach works in Pacific Standard Time (America/Los_Angeles).')
  if (checkA11y) expect(await seriousViolations(page)).toEqual([])
  const time = picker
    .getByRole('group', { name: dayOf(start), exact: true })
    .getByRole('button', { name: timeOf(start), exact: true })
  await time.click()
  await expect(time).toHaveAttribute('aria-pressed', 'true')
  await picker.getByRole('button', { name: `Book ${inFull(start)}` }).click()
  await expect(page.getByRole('status').filter({ hasText: 'is booked' })).toHaveText(
    `Your session on ${inFull(start)} is booked. The invitation is on its way to your email.`,
  )
}
