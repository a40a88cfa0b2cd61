import { describe, expect, it } from 'vitest'
import { tiktokLive } from '../../src/worker/platform/db/schema.ts'
import { CACHE_KEYS, invalidate } from '../../src/worker/platform/read-cache.ts'
import { client, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { expectError, expectFieldErrors } from '../helpers/errors.ts'
import { adminCookie } from '../helpers/sessions.ts'
import { expectAdminOnly } from '../helpers/admin-routes.ts'

const goLive = {
  username: 'brotherhoodcoach',
  isLive: true,
  liveTitle: 'Tuesday Q&A',
  liveUrl: 'https://www.tiktok.com/@brotherhoodcoach/live',
  viewerCount: 42,
}

/** By path: the tests send refused bodies as well as good ones. */
async function setStatus(body: unknown): Promise<Response> {
  return request('/api/tiktok-live', { method: 'POST', body }, { cookie: await adminCookie() })
}

const publicStatus = async () => (await client().api['tiktok-live'].$get()).json()

// The status is one row: each test sends the whole status it then expects.
describe('TikTok live status', () => {
  it('before the owner sets anything, visitors see "not live"', async () => {
    await testDb().delete(tiktokLive)
    invalidate(CACHE_KEYS.tiktokLive)
    expect(await publicStatus()).toEqual({
      username: '',
      isLive: false,
      liveTitle: null,
      liveUrl: null,
      viewerCount: 0,
    })
  })

  it('Go Live: the status is stored and visitors see it at once', async () => {
    const response = await setStatus(goLive)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(goLive)
    expect(await publicStatus()).toEqual(goLive)
  })

  it('Stop Live: not live forces the viewer count to 0, whatever was sent', async () => {
    const response = await setStatus({ ...goLive, isLive: false, viewerCount: 42 })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ...goLive, isLive: false, viewerCount: 0 })
    expect(await publicStatus()).toEqual({ ...goLive, isLive: false, viewerCount: 0 })
  })

  it('the viewer count defaults to 0 and blank title and link are stored as null', async () => {
    const response = await setStatus({ username: 'brotherhoodcoach', isLive: true, liveTitle: '', liveUrl: '' })
    expect(await response.json()).toEqual({
      username: 'brotherhoodcoach',
      isLive: true,
      liveTitle: null,
      liveUrl: null,
      viewerCount: 0,
    })
  })

  it.each([
    ['no username', { username: '' }, { username: 'Username is required' }],
    ['no live flag', { isLive: undefined }, { isLive: 'isLive must be true or false' }],
    ['a negative viewer count', { viewerCount: -1 }, { viewerCount: 'Viewer count cannot be negative' }],
    ['a fractional viewer count', { viewerCount: 2.5 }, { viewerCount: 'Viewer count must be a whole number' }],
    ['a viewer count in text', { viewerCount: '12' }, { viewerCount: 'Viewer count must be a number' }],
    [
      'a live URL that is not a web address',
      { liveUrl: 'tiktok' },
      { liveUrl: 'Live URL must be a web address starting with http:// or https://' },
    ],
  ])('%s: 400, status unchanged', async (_case, overrides, fields) => {
    const before = await publicStatus()
    await expectFieldErrors(await setStatus({ ...goLive, ...overrides }), fields)
    expect(await publicStatus()).toEqual(before)
  })

  it('refuses unknown fields', async () => {
    await expectError(await setStatus({ ...goLive, followers: 10 }), 400)
  })
})

it('its admin calls are on the guarded admin router, none on the public one', () => {
  expectAdminOnly(['POST /tiktok-live'])
})
