// The guide and resource emails go to any address a visitor types: they must not carry the visitor's words to a
// stranger, nor arrive more than a few times a day however often an address is signed up.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { emailSignups, outbox } from '../../src/worker/platform/db/schema.ts'
import { greetingName } from '../../src/worker/features/outbox/outbox.ts'
import { renderEmail } from '../../src/worker/features/outbox/message-templates.ts'
import { getSiteSettings } from '../../src/worker/features/site-settings/site-settings.ts'
import { testDb } from '../helpers/db.ts'
import { submit, uniqueEmail, validGuideSignup } from '../helpers/leads.ts'

const SITE = 'https://coaching.example'

async function guideEmailFor(firstName: string) {
  const settings = await getSiteSettings(testDb())
  return renderEmail('guide-email', 'someone@example.com', { firstName }, { settings, siteUrl: SITE })!
}

const messagesTo = async (email: string) => testDb().select().from(outbox).where(eq(outbox.recipient, email))
const signupsOf = async (email: string) => testDb().select().from(emailSignups).where(eq(emailSignups.email, email))

describe('the guide greeting', () => {
  it.each([
    ['John', 'John'],
    ['  José ', 'José'],
    ['Jean-Luc', 'Jean-Luc'],
    ["O'Brien", "O'Brien"],
    ['Mary Ann', 'Mary'],
  ])('greets %j as %j', (typed, greeted) => {
    expect(greetingName(typed)).toBe(greeted)
  })

  it.each([
    'evil.example',
    'http://evil.example/win',
    'Win$500',
    'win@evil.example',
    '<b>Prize</b>',
    '12345',
    'Wolfeschlegelsteinhausen',
    '',
  ])('greets %j as friend', (typed) => {
    expect(greetingName(typed)).toBe('friend')
  })

  it("keeps a visitor's sentence, link or markup out of the email, in both parts", async () => {
    const email = await guideEmailFor('Claim-your-prize.at evil.example/win <a href="https://evil.example">now</a>')
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Hi friend,')
      expect(part).not.toMatch(/evil|prize|now<|<b>/i)
    }
  })

  it('greets a plain first name by name', async () => {
    const email = await guideEmailFor('Marcus')
    expect(email.text).toMatch(/^Hi Marcus,/)
  })

  it('the resource email carries none of what the visitor sent', async () => {
    const settings = await getSiteSettings(testDb())
    const email = renderEmail(
      'resource-email',
      'someone@example.com',
      { resourceId: 'visit evil.example now' },
      { settings, siteUrl: SITE },
    )!
    expect(email.html).not.toContain('evil')
    expect(email.text).toContain(`${SITE}/#resources`)
  })
})

describe('emails per recipient', () => {
  it('one guide email a day per address, however many signups name it; each signup is still recorded', async () => {
    const email = uniqueEmail('guide-cap')
    for (let i = 0; i < 4; i++) {
      const response = await submit(
        '/api/email-signups',
        validGuideSignup({ email, firstName: `Name${'x'.repeat(i)}` }),
      )
      expect(response.status).toBe(201)
    }
    expect(await signupsOf(email)).toHaveLength(4)
    expect((await messagesTo(email)).filter((m) => m.template === 'guide-email')).toHaveLength(1)
    // Someone else is not affected.
    const other = uniqueEmail('guide-cap-other')
    await submit('/api/email-signups', validGuideSignup({ email: other }))
    expect(await messagesTo(other)).toHaveLength(1)
  })

  it('three resource emails a day per address', async () => {
    const email = uniqueEmail('resource-cap')
    for (let i = 0; i < 5; i++) {
      expect(
        (await submit('/api/email-signups', { email, source: 'resource_library', resourceId: `resource-${i}` })).status,
      ).toBe(201)
    }
    expect((await messagesTo(email)).filter((m) => m.template === 'resource-email')).toHaveLength(3)
  })

  it('a guide email sent more than a day ago does not stop the next one', async () => {
    const email = uniqueEmail('guide-cap-later')
    await submit('/api/email-signups', validGuideSignup({ email }))
    const dayAndMinuteAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000).toISOString()
    await testDb().update(outbox).set({ createdAt: dayAndMinuteAgo }).where(eq(outbox.recipient, email))
    await submit('/api/email-signups', validGuideSignup({ email }))
    expect(await messagesTo(email)).toHaveLength(2)
  })
})
