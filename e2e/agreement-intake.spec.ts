// The agreement at purchase and the intake (decisions 108, 109) as a buyer meets them on `npm start`: checkout of
// one-to-one coaching refuses to pay until "I agree" is ticked under the agreement with the package's facts,
// then takes the test card; My coaching asks the coach's questions, saves as he types, and keeps "Finished".
import { signInToMyCoaching } from './support/my-coaching.ts'
import { expect, test } from './support/test.ts'
import { seriousViolations } from './support/axe.ts'
import { chooseItem, fillBuyer, payAndSucceed } from './support/checkout.ts'
import { enterTestCard } from './support/stripe.ts'

test('a buyer ticks the agreement to pay for one-to-one coaching, then fills the intake', async ({ page }) => {
  const email = `intake-${Date.now()}@example.com`
  await page.goto('/checkout?type=one-to-one')
  await fillBuyer(page, { firstName: 'Jonah', lastName: 'Price', email, phone: '5415550177' })
  await chooseItem(page)
  const agreement = page.getByRole('group', { name: 'Our agreement' })
  await expect(agreement).toContainText('attend every call and complete your assigned actions, or get a full refund')
  await expect(agreement).toContainText('One-to-One Coaching (12 sessions)')
  await expect(agreement).toContainText('hours before it starts')
  expect(await seriousViolations(page)).toEqual([])
  await enterTestCard(page)

  await page.getByRole('button', { name: /Complete Purchase Securely Through Stripe/ }).click()
  await expect(agreement.getByRole('alert')).toHaveText('Please read the agreement and tick "I agree" to continue')
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
  await agreement.getByRole('checkbox', { name: 'I agree' }).check()
  await expect(agreement.getByRole('alert')).toHaveCount(0)
  await payAndSucceed(page)

  await signInToMyCoaching(page, email)
  const intake = page.getByRole('region', { name: 'Before your first session' })
  await expect(intake.getByLabel(/What do you want for your marriage/)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await intake.getByLabel(/What do you want for your marriage/).fill('A home where she feels safe with me')
  await expect(intake.getByRole('status')).toHaveText('Saved')
  await intake.getByLabel(/biggest struggle/).fill('My temper when I am tired')
  await expect(intake.getByRole('status')).toHaveText('Saved')

  await page.reload()
  await expect(intake.getByLabel(/What do you want for your marriage/)).toHaveValue(
    'A home where she feels safe with me',
  )
  await expect(intake.getByLabel(/biggest struggle/)).toHaveValue('My temper when I am tired')
  await intake.getByRole('button', { name: 'Finished' }).click()
  await expect(intake).toContainText('Thank you: your coach has your answers.')
  await expect(page.getByText(/The agreement you accepted \(version of/)).toBeVisible()
})
