// The lead forms sent as plain HTML forms, with no script (docs/decisions/037): each posts to /forms/…, the
// Worker hands the fields to the form's JSON route with the browser's own headers, and answers with a page
// that says what happened; the same checks apply as to the script's call.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { consultationRequests, emailSignups, strategyCalls } from '../../src/worker/platform/db/schema.ts'
import { request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { newClientAddress, uniqueEmail, validConsultation, validStrategyCall } from '../helpers/leads.ts'

/** What a browser sends for a form with method="post": urlencoded fields, its origin, a fetch-site. */
function postForm(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return request(
    path,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', ...headers },
      body: new URLSearchParams(fields).toString(),
    },
    { address: newClientAddress() },
  )
}

const signupsOf = (email: string) => testDb().select().from(emailSignups).where(eq(emailSignups.email, email))

describe('lead forms posted without a script', () => {
  it('the guide form records the signup and answers with a page saying the guide is on its way', async () => {
    const email = uniqueEmail('nojs')
    const response = await postForm('/forms/guide', { firstName: 'John', email })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toContain('text/html')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const html = await response.text()
    expect(html).toContain('Thank you!')
    expect(html).toContain('Your free guide will be sent to your email shortly.')
    expect(await signupsOf(email)).toMatchObject([{ firstName: 'John', source: 'guide' }])
  })

  it('a refused form says what to correct, links back to the form, keeps the 400, and records nothing', async () => {
    const email = 'not-an-email'
    const response = await postForm('/forms/consultation', {
      firstName: '',
      lastName: 'Smith',
      email,
      phone: '(555) 234-5678',
      challenge: 'relationship',
      message: 'Hello',
    })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Your form was not sent')
    expect(html).toContain('First name is required')
    expect(html).toContain('href="/#consultation"')
    expect(await testDb().select().from(consultationRequests).where(eq(consultationRequests.email, email))).toEqual([])
  })

  it('the consultation and strategy call forms record their leads', async () => {
    const consultation = validConsultation()
    const consulted = await postForm('/forms/consultation', consultation as Record<string, string>)
    expect(consulted.status).toBe(200)
    expect(await consulted.text()).toContain('Thank you! We will be in touch within 24 hours.')
    expect(
      await testDb().select().from(consultationRequests).where(eq(consultationRequests.email, consultation.email)),
    ).toHaveLength(1)

    const call = validStrategyCall()
    const called = await postForm('/forms/strategy-call', call as Record<string, string>)
    expect(called.status).toBe(200)
    expect(await called.text()).toContain('Your strategy call request has been received.')
    expect(await testDb().select().from(strategyCalls).where(eq(strategyCalls.email, call.email))).toHaveLength(1)
  })

  it('a post from another site is refused like the API refuses it, and records nothing', async () => {
    const email = uniqueEmail('csrf')
    const response = await postForm(
      '/forms/guide',
      { firstName: 'Eve', email },
      { Origin: 'https://evil.test', 'Sec-Fetch-Site': 'cross-site' },
    )
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('Cross-origin requests are not allowed')
    expect(await signupsOf(email)).toEqual([])
  })

  it('takes only the form’s own fields: an extra one is dropped, not refused, and cannot change the source', async () => {
    const email = uniqueEmail('extra')
    const response = await postForm('/forms/guide', {
      firstName: 'John',
      email,
      source: 'resource_library',
      isAdmin: 'true',
    })
    expect(response.status).toBe(200)
    expect(await signupsOf(email)).toMatchObject([{ source: 'guide' }])
  })

  it('a form the site does not have is not found', async () => {
    expect((await postForm('/forms/unknown', { email: uniqueEmail() })).status).toBe(404)
  })
})
