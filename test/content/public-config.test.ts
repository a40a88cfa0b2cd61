// GET /api/public-config: the browser learns the tracking ids and the Stripe.js address the deploy names, each
// null when not set, and nothing else of the configuration (no secret ever reaches a page).
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { client } from '../helpers/client.ts'

const SECRETS = {
  STRIPE_SECRET_KEY: 'sk_test_never_shown',
  STRIPE_WEBHOOK_SECRET: 'whsec_never_shown',
  SESSION_SECRET: 'session-secret-never-shown',
  CHAT_MODEL_API_KEY: 'model-key-never-shown',
}

const NO_KEYS = { META_PIXEL_ID: '', GA4_MEASUREMENT_ID: '', STRIPE_JS_URL: '' }

async function publicConfig(vars: Partial<Env>) {
  const response = await client({ env: { ...env, ...SECRETS, ...vars } as Env }).api['public-config'].$get()
  expect(response.status).toBe(200)
  const text = await response.clone().text()
  return { body: await response.json(), text }
}

describe('GET /api/public-config', () => {
  it('says null for every id the deploy does not set, so no tag loads', async () => {
    const { body } = await publicConfig(NO_KEYS)
    expect(body).toEqual({ metaPixelId: null, ga4MeasurementId: null, stripeJsUrl: null })
  })

  it('gives the Meta Pixel and GA4 ids when set, for the tags to load', async () => {
    const { body } = await publicConfig({
      ...NO_KEYS,
      META_PIXEL_ID: '123456789012345',
      GA4_MEASUREMENT_ID: 'G-ABC123',
    })
    expect(body).toEqual({ metaPixelId: '123456789012345', ga4MeasurementId: 'G-ABC123', stripeJsUrl: null })
  })

  it('gives one id without the other', async () => {
    expect((await publicConfig({ ...NO_KEYS, GA4_MEASUREMENT_ID: 'G-ONLY' })).body).toEqual({
      metaPixelId: null,
      ga4MeasurementId: 'G-ONLY',
      stripeJsUrl: null,
    })
  })

  it('holds only those three keys and no secret of the deploy, whatever is configured', async () => {
    const { body, text } = await publicConfig({ META_PIXEL_ID: '1', GA4_MEASUREMENT_ID: 'G-1', STRIPE_JS_URL: '' })
    expect(Object.keys(body).sort()).toEqual(['ga4MeasurementId', 'metaPixelId', 'stripeJsUrl'])
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret)
  })

  it('is public: a visitor without a session reads it from the Worker as deployed', async () => {
    const response = await client().api['public-config'].$get()
    expect(response.status).toBe(200)
    expect(Object.keys(await response.json()).sort()).toEqual(['ga4MeasurementId', 'metaPixelId', 'stripeJsUrl'])
  })
})
