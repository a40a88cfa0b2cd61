import { beforeEach, describe, expect, it } from 'vitest'
import { client, request } from '../helpers/client.ts'
import { expectError, expectFieldErrors } from '../helpers/errors.ts'
import { adminCookie } from '../helpers/sessions.ts'

const list = async () => (await client().api['feature-toggles'].$get()).json()
/** By path: the tests send unknown ids and refused bodies as well as good ones. */
const setToggle = async (featureId: string, body: unknown) =>
  request(`/api/feature-toggles/${featureId}`, { method: 'PUT', body }, { cookie: await adminCookie() })
const resetAll = async () => client({ cookie: await adminCookie() }).api['feature-toggles'].$delete()

describe('feature toggles', () => {
  // Every test starts from "no toggles stored", the state a fresh site ships in.
  beforeEach(async () => {
    const reset = await resetAll()
    expect(reset.status).toBe(200)
  })

  it('lists nothing when no section was ever switched, so every section shows', async () => {
    const response = await client().api['feature-toggles'].$get()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([])
  })

  it('an admin switching a section off is seen by visitors at once, and switching it back on too', async () => {
    const off = await setToggle('testimonials', { isEnabled: false })
    expect(off.status).toBe(200)
    expect(await off.json()).toEqual({ featureId: 'testimonials', isEnabled: false })
    expect(await list()).toEqual([{ featureId: 'testimonials', isEnabled: false }])

    const on = await setToggle('testimonials', { isEnabled: true })
    expect(await on.json()).toEqual({ featureId: 'testimonials', isEnabled: true })
    // Still one entry for the section: the switch flips it, it does not pile up rows.
    expect(await list()).toEqual([{ featureId: 'testimonials', isEnabled: true }])
  })

  it('keeps each section’s switch apart', async () => {
    await setToggle('faq', { isEnabled: false })
    await setToggle('podcast', { isEnabled: false })
    await setToggle('faq', { isEnabled: true })
    const byId = Object.fromEntries((await list()).map((t) => [t.featureId, t.isEnabled]))
    expect(byId).toEqual({ faq: true, podcast: false })
  })

  it('refuses a feature id the site does not have', async () => {
    const body = await expectError(await setToggle('not-a-section', { isEnabled: false }), 400)
    expect(body.message).toBe('Unknown feature')
    expect(await list()).toEqual([])
  })

  it.each([[{ isEnabled: 'false' }], [{ isEnabled: 0 }], [{ isEnabled: null }], [{}]])(
    'refuses %j with a message',
    async (payload) => {
      await expectFieldErrors(await setToggle('faq', payload), { isEnabled: 'isEnabled must be true or false' })
      expect(await list()).toEqual([])
    },
  )

  it('refuses fields beyond isEnabled', async () => {
    await expectError(await setToggle('faq', { isEnabled: false, featureId: 'hero-section' }), 400)
    expect(await list()).toEqual([])
  })

  it('"Reset All Toggles" turns every section back on', async () => {
    await setToggle('hero-section', { isEnabled: false })
    await setToggle('footer', { isEnabled: false })
    expect(await list()).toHaveLength(2)

    const reset = await resetAll()
    expect(reset.status).toBe(200)
    expect(await list()).toEqual([])
  })
})
