// POST /api/analytics/events: the site's own page views and conversions, stored as sent and nothing more;
// anything outside the list of events, or carrying a field the list does not name (an email, say), is refused
// with nothing stored.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { analyticsEvents } from '../../src/worker/platform/db/schema.ts'
import { client, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { expectError } from '../helpers/errors.ts'

/** Each test marks its events with its own path, so the rows it reads back are its own. */
const ownPath = () => `/t/${crypto.randomUUID()}`

const rowsAt = (path: string) => testDb().select().from(analyticsEvents).where(eq(analyticsEvents.path, path))

const track = (json: Parameters<ReturnType<typeof client>['api']['analytics']['events']['$post']>[0]['json']) =>
  client({ address: crypto.randomUUID() }).api.analytics.events.$post({ json })

describe('POST /api/analytics/events', () => {
  it('records a page view with its path and source, answering 204 with no body', async () => {
    const path = ownPath()
    const response = await track({ name: 'page_view', path, source: 'instagram.com' })
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    const rows = await rowsAt(path)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ name: 'page_view', path, source: 'instagram.com', category: null, value: null })
    expect(rows[0]!.createdAt).toBeTruthy()
  })

  it('records a conversion with its category and value in cents', async () => {
    const path = ownPath()
    expect((await track({ name: 'purchase', path, category: 'mastermind', value: 49_900 })).status).toBe(204)
    expect(await rowsAt(path)).toMatchObject([{ name: 'purchase', category: 'mastermind', value: 49_900 }])
  })

  it('records every event the site sends, one row each', async () => {
    const path = ownPath()
    for (const name of ['exit_popup_shown', 'resource_dialog_opened', 'strategy_call_form_viewed'] as const) {
      expect((await track({ name, path })).status).toBe(204)
    }
    expect((await rowsAt(path)).map((row) => row.name).sort()).toEqual([
      'exit_popup_shown',
      'resource_dialog_opened',
      'strategy_call_form_viewed',
    ])
  })

  it.each([
    ['an unknown event name', { name: 'scroll_depth' }],
    ['no name', {}],
    ['an unknown category', { name: 'conversion', category: 'groceries' }],
    ['a negative value', { name: 'purchase', value: -1 }],
    ['a value that is not whole cents', { name: 'purchase', value: 4.5 }],
    ['a path over 300 characters', { name: 'page_view', pathTail: 'x'.repeat(300) }],
    ['a field the list does not name (an email)', { name: 'lead', email: 'visitor@example.com' }],
  ])('refuses %s with 400 and stores nothing', async (_case, event) => {
    const path = ownPath()
    const { pathTail, ...rest } = event as Record<string, unknown>
    const body = { ...rest, path: pathTail === undefined ? path : `${path}${pathTail as string}` }
    await expectError(
      await request('/api/analytics/events', { method: 'POST', body }, { address: crypto.randomUUID() }),
      400,
    )
    expect(await rowsAt(path)).toEqual([])
    expect(await rowsAt(body.path)).toEqual([])
  })

  it('refuses a post from another site with 403 and stores nothing', async () => {
    const path = ownPath()
    const response = await request(
      '/api/analytics/events',
      { method: 'POST', body: { name: 'page_view', path }, headers: { Origin: 'https://elsewhere.example' } },
      { address: crypto.randomUUID() },
    )
    await expectError(response, 403)
    expect(await rowsAt(path)).toEqual([])
  })

  it('counts the 120-a-minute limit per address: another visitor is still recorded', async () => {
    const busy = crypto.randomUUID()
    const post = () =>
      client({ address: busy }).api.analytics.events.$post({ json: { name: 'page_view', path: ownPath() } })
    // The limit counts per minute window, so a run crossing a window's end may need up to twice the limit.
    let status = 204
    for (let i = 0; i < 241 && status !== 429; i++) status = (await post()).status
    expect(status).toBe(429)
    const path = ownPath()
    expect((await track({ name: 'page_view', path })).status).toBe(204)
    expect(await rowsAt(path)).toHaveLength(1)
  })
})
