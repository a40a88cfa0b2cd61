// Each outside system the site talks to, as the deployment's settings make it: live (the real service), a
// local stand-in (an API base on this machine or a test host: the Stripe emulator, the message sink, the local
// sign-in provider) or off, with the reason in words. Only the names of settings appear, never their values.
import { emailConfigured } from '../../platform/adapters/email.ts'
import { oidcConfig } from '../../platform/adapters/oidc.ts'
import { smsConfigured } from '../../platform/adapters/sms.ts'

export type IntegrationState = 'live' | 'local' | 'off'

export interface Integration {
  id: 'payments' | 'email' | 'texts' | 'sign-in' | 'ads' | 'errors'
  name: string
  state: IntegrationState
  reason: string
}

/** A base URL on loopback or a reserved test name is a stand-in, whatever the key beside it says. */
export function isLocalAddress(url: string | undefined): boolean {
  if (!url) return false
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '')
    return (
      host === 'localhost' ||
      host === '::1' ||
      /^127\./.test(host) ||
      /\.(test|localhost|local|invalid|example)$/.test(host)
    )
  } catch {
    return false
  }
}

type IntegrationEnv = Pick<
  Env,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_PUBLISHABLE_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_BASE'
  | 'RESEND_API_KEY'
  | 'EMAIL_FROM'
  | 'RESEND_API_BASE'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'TWILIO_FROM_NUMBER'
  | 'TWILIO_API_BASE'
  | 'OIDC_ISSUER'
  | 'OIDC_CLIENT_ID'
  | 'OIDC_CLIENT_SECRET'
  | 'ADMIN_EMAILS'
  | 'META_PIXEL_ID'
  | 'GA4_MEASUREMENT_ID'
  | 'SENTRY_DSN'
>

function payments(env: IntegrationEnv): Integration {
  const base = { id: 'payments', name: 'Card payments (Stripe)' } as const
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY)
    return { ...base, state: 'off', reason: 'STRIPE_SECRET_KEY or STRIPE_PUBLISHABLE_KEY is not set.' }
  if (isLocalAddress(env.STRIPE_API_BASE))
    return { ...base, state: 'local', reason: 'STRIPE_API_BASE points at the local Stripe emulator.' }
  const mode = env.STRIPE_SECRET_KEY.startsWith('sk_live_') ? 'live mode' : 'test mode'
  const webhook = env.STRIPE_WEBHOOK_SECRET
    ? 'webhooks verified'
    : 'no STRIPE_WEBHOOK_SECRET: payments settle through the success page and the cron'
  return { ...base, state: 'live', reason: `Stripe in ${mode}; ${webhook}.` }
}

function email(env: IntegrationEnv): Integration {
  const base = { id: 'email', name: 'Email (Resend)' } as const
  if (!emailConfigured(env))
    return { ...base, state: 'off', reason: 'RESEND_API_KEY or EMAIL_FROM is not set: emails wait in the outbox.' }
  if (isLocalAddress(env.RESEND_API_BASE))
    return { ...base, state: 'local', reason: 'RESEND_API_BASE points at the local message sink.' }
  return { ...base, state: 'live', reason: 'Sent through Resend.' }
}

function texts(env: IntegrationEnv): Integration {
  const base = { id: 'texts', name: 'Text messages (Twilio)' } as const
  if (!smsConfigured(env))
    return { ...base, state: 'off', reason: 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN or TWILIO_FROM_NUMBER is not set.' }
  if (isLocalAddress(env.TWILIO_API_BASE))
    return { ...base, state: 'local', reason: 'TWILIO_API_BASE points at the local message sink.' }
  return { ...base, state: 'live', reason: 'Sent through Twilio.' }
}

function signIn(env: IntegrationEnv): Integration {
  const base = { id: 'sign-in', name: 'Admin sign-in (OpenID Connect)' } as const
  const config = oidcConfig(env)
  if (!config) return { ...base, state: 'off', reason: 'OIDC_ISSUER, OIDC_CLIENT_ID or OIDC_CLIENT_SECRET is not set.' }
  if (!env.ADMIN_EMAILS) return { ...base, state: 'off', reason: 'ADMIN_EMAILS is empty: nobody is an admin.' }
  if (isLocalAddress(config.issuer))
    return { ...base, state: 'local', reason: 'OIDC_ISSUER is the local sign-in provider.' }
  return { ...base, state: 'live', reason: `Signs in through ${new URL(config.issuer).host}.` }
}

function ads(env: IntegrationEnv): Integration {
  const base = { id: 'ads', name: 'Advertising tags (Meta Pixel, GA4)' } as const
  const set = [env.META_PIXEL_ID && 'Meta Pixel', env.GA4_MEASUREMENT_ID && 'GA4'].filter(Boolean)
  if (set.length === 0)
    return {
      ...base,
      state: 'off',
      reason: 'META_PIXEL_ID and GA4_MEASUREMENT_ID are not set: no third-party tag loads.',
    }
  return { ...base, state: 'live', reason: `${set.join(' and ')} on the public pages.` }
}

/** The DSN's host only: its user part is the project's key. */
function errors(env: IntegrationEnv): Integration {
  const base = { id: 'errors', name: 'Error reporting (Sentry)' } as const
  if (!env.SENTRY_DSN)
    return { ...base, state: 'off', reason: 'SENTRY_DSN is not set: errors are only written to the logs.' }
  let host: string
  try {
    host = new URL(env.SENTRY_DSN).host
  } catch {
    return { ...base, state: 'off', reason: 'SENTRY_DSN is not a DSN address (https://<key>@<host>/<project>).' }
  }
  if (isLocalAddress(env.SENTRY_DSN))
    return { ...base, state: 'local', reason: `Errors go to ${host} on this machine.` }
  return { ...base, state: 'live', reason: `Errors are reported to Sentry at ${host}, without personal data.` }
}

export function readIntegrations(env: IntegrationEnv): Integration[] {
  return [payments(env), email(env), texts(env), signIn(env), ads(env), errors(env)]
}
