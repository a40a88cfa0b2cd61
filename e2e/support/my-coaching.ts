// Signing in to My coaching as a client does: his address, the code from the emailed message in the sink. The
// message's link token is recorded, so the suite's last check finds it in no server log.
import type { Page } from '@playwright/test'
import { recordSecret } from './secrets.ts'
import { sunkMessage } from './stripe.ts'

export async function signInToMyCoaching(page: Page, email: string): Promise<void> {
  await page.goto('/my-coaching')
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Email me a code' }).click()
  const message = await sunkMessage(
    page,
    (m) => m.channel === 'email' && m.to === email && (m.subject ?? '').startsWith('Your sign-in code'),
  )
  recordSecret('client-sign-in', /#link=([\w-]+)/.exec(message.body)![1]!)
  await page.getByLabel('6-digit code').fill(/Your sign-in code: (\d{6})/.exec(message.subject!)![1]!)
  await page.getByRole('button', { name: 'Sign in' }).click()
}
