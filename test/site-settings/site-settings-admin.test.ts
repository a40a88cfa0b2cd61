import { describe, expect, it } from 'vitest'
import { client, request } from '../helpers/client.ts'
import { expectError, expectFieldErrors } from '../helpers/errors.ts'
import { adminCookie } from '../helpers/sessions.ts'
import { expectAdminOnly } from '../helpers/admin-routes.ts'

const valid = {
  businessName: 'Brotherhood Coaching',
  coachName: 'Daniel',
  contactEmail: 'hello@brotherhood.example',
  contactPhone: '541-555-0142',
  websiteUrl: 'https://brotherhood.example',
  schedulingUrl: 'https://calendly.com/brotherhood/free-call',
}

/** By path: the tests send refused bodies as well as good ones. */
async function save(body: unknown): Promise<Response> {
  return request('/api/admin/site-settings', { method: 'PUT', body }, { cookie: await adminCookie() })
}

const publicSettings = async () => (await client().api['site-settings'].$get()).json()

describe('PUT /api/admin/site-settings', () => {
  it('writes the one row (phone formatted) and every page reads it at once', async () => {
    const response = await save(valid)
    expect(response.status).toBe(200)
    // A form from before the waitlist, postal address and booking page settings keeps the default 24-hour offers,
    // no address, and the site's own booking of the free call.
    const stored = {
      ...valid,
      contactPhone: '(541) 555-0142',
      waitlistOfferHours: 24,
      postalAddress: '',
      bookingPage: 'site',
    }
    expect(await response.json()).toEqual(stored)
    expect(await publicSettings()).toEqual(stored)
  })

  it('keeps how long a waitlist offer lasts, from 2 to 72 hours', async () => {
    expect((await save({ ...valid, waitlistOfferHours: 48 })).status).toBe(200)
    expect(await publicSettings()).toMatchObject({ waitlistOfferHours: 48 })
    const message = 'Waitlist offers must last between 2 and 72 hours'
    for (const hours of [1, 73, 2.5])
      await expectFieldErrors(await save({ ...valid, waitlistOfferHours: hours }), { waitlistOfferHours: message })
  })

  it("keeps where 'book a free call' leads: the site's own times or the outside scheduling page", async () => {
    expect((await save({ ...valid, bookingPage: 'external' })).status).toBe(200)
    expect(await publicSettings()).toMatchObject({ bookingPage: 'external' })
    await expectFieldErrors(await save({ ...valid, bookingPage: 'elsewhere' }), {
      bookingPage: 'Please choose where visitors book the free call',
    })
    expect((await save(valid)).status).toBe(200)
  })

  it('keeps the postal address marketing emails print, trimmed', async () => {
    const postalAddress = '123 Example Street, Bend, OR 97701'
    expect((await save({ ...valid, postalAddress: `  ${postalAddress} ` })).status).toBe(200)
    expect(await publicSettings()).toMatchObject({ postalAddress })
  })

  it('a second save updates the same row', async () => {
    await save(valid)
    const response = await save({ ...valid, coachName: 'Dan', contactEmail: '  dan@brotherhood.example ' })
    expect(response.status).toBe(200)
    expect(await publicSettings()).toMatchObject({ coachName: 'Dan', contactEmail: 'dan@brotherhood.example' })
  })

  it.each([
    ['no business name', { businessName: '' }, { businessName: 'Business name is required' }],
    ['no coach name', { coachName: ' ' }, { coachName: 'Coach name is required' }],
    ['no email', { contactEmail: '' }, { contactEmail: 'Email address is required' }],
    ['a bad email', { contactEmail: 'hello@' }, { contactEmail: 'Please enter a valid email address' }],
    ['no phone', { contactPhone: '' }, { contactPhone: 'Phone number is required' }],
    [
      'a phone outside the US rule',
      { contactPhone: '(155) 555-0142' },
      { contactPhone: 'Please enter a valid 10-digit US phone number' },
    ],
    ['no website', { websiteUrl: undefined }, { websiteUrl: 'Website URL is required' }],
    [
      'a website that is not a web address',
      { websiteUrl: 'brotherhood.example' },
      { websiteUrl: 'Website URL must be a web address starting with http:// or https://' },
    ],
    [
      'a scheduling link that is not a web address',
      { schedulingUrl: 'javascript:alert(1)' },
      { schedulingUrl: 'Scheduling URL must be a web address starting with http:// or https://' },
    ],
  ])('%s: 400 with its message, settings unchanged', async (_case, overrides, fields) => {
    await save(valid)
    const before = await publicSettings()
    await expectFieldErrors(await save({ ...valid, ...overrides }), fields)
    expect(await publicSettings()).toEqual(before)
  })

  it('refuses unknown fields', async () => {
    await expectError(await save({ ...valid, id: 2 }), 400)
  })
})

it('its admin calls are on the guarded admin router, none on the public one', () => {
  expectAdminOnly(['PUT /admin/site-settings'])
})
