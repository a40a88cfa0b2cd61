import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { readIntegrations } from '../../src/worker/features/system/integrations.ts'
import { recordJobFinished } from '../../src/worker/features/system/system.ts'
import { outbox, purchases, refundRequests } from '../../src/worker/platform/db/schema.ts'
import { expectAdminOnly } from '../helpers/admin-routes.ts'
import { json, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { adminCookie, visitorCookie } from '../helpers/sessions.ts'

interface System {
  healthy: boolean
  migrations: { pending: number }
  outbox: { counts: Record<string, number> }
  integrations: { id: string; state: 'live' | 'local' | 'off'; reason: string }[]
  cronRuns: { job: string; outcome: string; error: string | null }[]
  messages: { id: number; template: string; status: string; lastError: string | null }[]
  attention: { kind: string; purchaseId: number; amount: number; detail: string | null }[]
}

async function system(): Promise<System> {
  const response = await request('/api/admin/system', {}, { cookie: await adminCookie() })
  expect(response.status).toBe(200)
  return json<System>(response)
}

const stateOf = (list: System['integrations'], id: string) => list.find((entry) => entry.id === id)?.state

async function purchase(status: 'authorized' | 'succeeded', createdAt: string): Promise<number> {
  const [row] = await testDb()
    .insert(purchases)
    .values({
      type: 'brotherhood',
      description: 'Brotherhood Pod',
      amount: 49900,
      status,
      firstName: 'Sys',
      lastName: 'Tem',
      email: `system-${crypto.randomUUID()}@example.com`,
      phone: '5555550100',
      stripePaymentIntentId: `pi_system_${crypto.randomUUID()}`,
      createdAt,
    })
    .returning({ id: purchases.id })
  return row!.id
}

describe('GET /api/admin/system', () => {
  it('is the owner’s only: 401 signed out, 403 for someone else', async () => {
    expectAdminOnly(['GET /admin/system'])
    expect((await request('/api/admin/system')).status).toBe(401)
    expect((await request('/api/admin/system', {}, { cookie: await visitorCookie() })).status).toBe(403)
  })

  it('shows the tests’ stand-ins as local and what has no setting as off', async () => {
    const { integrations, healthy, migrations } = await system()
    expect(healthy).toBe(true)
    expect(migrations.pending).toBe(0)
    expect(Object.fromEntries(integrations.map((entry) => [entry.id, entry.state]))).toEqual({
      payments: 'local', // STRIPE_API_BASE is http://stripe.test
      email: 'off', // no RESEND_API_KEY in the tests' env
      texts: 'off',
      'sign-in': 'local', // OIDC_ISSUER is http://idp.test
      ads: 'off',
      errors: 'off', // no SENTRY_DSN
    })
    expect(JSON.stringify(integrations)).not.toContain(env.STRIPE_SECRET_KEY)
  })

  it('lists the cron runs with their errors, the failed and waiting messages, and purchases needing a look', async () => {
    const db = testDb()
    await recordJobFinished(db, 'system test job', new Error('Stripe answered 500'))
    const [failed] = await db
      .insert(outbox)
      .values({
        channel: 'email',
        template: 'receipt-email',
        recipient: 'system-failed@example.com',
        payload: {},
        idempotencyKey: `system-${crypto.randomUUID()}`,
        status: 'failed',
        lastError: 'Resend refused the sender',
      })
      .returning({ id: outbox.id })
    const stuck = await purchase('authorized', new Date(Date.now() - 20 * 60_000).toISOString())
    const fresh = await purchase('authorized', new Date().toISOString())
    const refunded = await purchase('succeeded', new Date(Date.now() - 86400_000).toISOString())
    await db.insert(refundRequests).values({
      purchaseId: refunded,
      status: 'failed',
      amount: 49900,
      requestedAt: new Date().toISOString(),
      failureReason: 'Stripe refused the refund',
    })

    const body = await system()
    expect(body.cronRuns.find((run) => run.job === 'system test job')).toMatchObject({
      outcome: 'failed',
      error: 'Error: Stripe answered 500',
    })
    expect(body.messages.find((message) => message.id === failed!.id)).toMatchObject({
      status: 'failed',
      lastError: 'Resend refused the sender',
    })
    expect(JSON.stringify(body.messages)).not.toContain('system-failed@example.com')
    expect(body.attention).toContainEqual(expect.objectContaining({ kind: 'authorized-too-long', purchaseId: stuck }))
    expect(body.attention.some((item) => item.purchaseId === fresh)).toBe(false)
    expect(body.attention).toContainEqual(
      expect.objectContaining({ kind: 'refund-failed', purchaseId: refunded, detail: 'Stripe refused the refund' }),
    )
  })
})

describe('integration states', () => {
  const none = {} as Env
  const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' }
  const resend = { RESEND_API_KEY: 're_x', EMAIL_FROM: 'Coach <hi@coaching.example.com>' }
  const twilio = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM_NUMBER: '+15005550006' }
  const oidc = {
    OIDC_ISSUER: 'https://accounts.google.com',
    OIDC_CLIENT_ID: 'c',
    OIDC_CLIENT_SECRET: 's',
    ADMIN_EMAILS: 'a@b.c',
  }
  const states = (values: Partial<Env>) => readIntegrations({ ...none, ...values } as Env)

  it('is off with the setting named when a key is missing', () => {
    const list = states({})
    expect(list.map((entry) => entry.state)).toEqual(['off', 'off', 'off', 'off', 'off', 'off'])
    expect(list.find((entry) => entry.id === 'payments')!.reason).toContain('STRIPE_SECRET_KEY')
    expect(list.find((entry) => entry.id === 'errors')!.reason).toContain('SENTRY_DSN')
    expect(stateOf(states({ SENTRY_DSN: 'not a dsn' }), 'errors')).toBe('off')
    expect(stateOf(states({ ...oidc, ADMIN_EMAILS: '' }), 'sign-in')).toBe('off')
    expect(stateOf(states({ RESEND_API_KEY: 're_x' }), 'email')).toBe('off')
  })

  it('is live with real keys and the services’ own addresses', () => {
    const sentry = { SENTRY_DSN: 'https://dsnkey123@o1.ingest.sentry.io/42' }
    const list = states({ ...stripe, ...resend, ...twilio, ...oidc, GA4_MEASUREMENT_ID: 'G-1', ...sentry })
    expect(list.map((entry) => entry.state)).toEqual(['live', 'live', 'live', 'live', 'live', 'live'])
    expect(list[0]!.reason).toContain('live mode')
    expect(list[5]!.reason).toContain('o1.ingest.sentry.io')
    expect(JSON.stringify(list)).not.toContain('sk_live_x')
    expect(JSON.stringify(list)).not.toContain('dsnkey123')
  })

  it('is a local stand-in when an API base or the issuer is on this machine', () => {
    const local = states({
      ...stripe,
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      ...resend,
      RESEND_API_BASE: 'http://127.0.0.1:9500',
      ...twilio,
      TWILIO_API_BASE: 'http://localhost:9500',
      ...oidc,
      OIDC_ISSUER: 'http://127.0.0.1:9400',
    })
    expect(local.slice(0, 4).map((entry) => entry.state)).toEqual(['local', 'local', 'local', 'local'])
    expect(stateOf(states({ ...stripe, STRIPE_API_BASE: 'https://api.stripe.com' }), 'payments')).toBe('live')
  })
})
