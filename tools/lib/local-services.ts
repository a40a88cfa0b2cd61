// The stand-ins a local site runs in place of Stripe, Resend and Twilio when it has no keys for them, so a
// fresh `npm start` takes a test payment end to end and shows the receipt and the owner's text: the Stripe
// emulator (webhooks to the site), the Stripe.js stand-in served by the site itself, and the message sink.
// `npm start` uses each one only for a service .dev.vars has no key for; the end-to-end tests always use all.
import type { ChildProcess, SpawnOptions } from 'node:child_process'
import { STRIPE_JS_STAND_IN_PATH } from '../vite-stripe-js-stand-in.ts'
import { startTool } from './local-site.ts'

export interface StandInPorts {
  site: number
  stripe: number
  sink: number
}

export interface LocalServices {
  /** Values to hand the Worker on top of .dev.vars, pointing each service without a key at its stand-in. */
  vars: Record<string, string>
  /** What the build needs to know (to add the Stripe.js stand-in file, which names no port), or nothing. */
  buildEnv: Record<string, string>
  /** Where a person reads what the stand-ins took, one line each. */
  summary: string[]
  start(stdio?: SpawnOptions['stdio']): ChildProcess[]
}

const LOCAL_WEBHOOK_SECRET = 'whsec_local_emulator'
const local = (port: number) => `http://127.0.0.1:${port}`

function stripeStandIn(ports: StandInPorts): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_local_emulator',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local_emulator',
    STRIPE_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
    STRIPE_API_BASE: local(ports.stripe),
    // The stand-in reads the emulator's address from its own (tools/stripe-js-stand-in/stripe-js.js).
    STRIPE_JS_URL: `${local(ports.site)}${STRIPE_JS_STAND_IN_PATH}?api=${encodeURIComponent(local(ports.stripe))}`,
  }
}

function emailToSink(ports: StandInPorts, own: Map<string, string>): Record<string, string> {
  return {
    RESEND_API_KEY: 're_local_sink',
    RESEND_API_BASE: local(ports.sink),
    ...(own.get('EMAIL_FROM') ? {} : { EMAIL_FROM: 'Brotherhood Coaching <hello@example.com>' }),
  }
}

/** The sink's Twilio signs the inbound texts it plays with this, as Twilio signs with the account's auth token. */
const SINK_AUTH_TOKEN = 'local-sink'

function smsToSink(ports: StandInPorts): Record<string, string> {
  // Twilio's shapes: an AC… account id and its magic test sender number.
  return {
    TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
    TWILIO_AUTH_TOKEN: SINK_AUTH_TOKEN,
    TWILIO_FROM_NUMBER: '+15005550006',
    TWILIO_API_BASE: local(ports.sink),
  }
}

/** The stand-ins for the services `own` (the values of .dev.vars) has no key for. */
export function localServices(ports: StandInPorts, own: Map<string, string>): LocalServices {
  const stripe = !own.get('STRIPE_SECRET_KEY')
  const email = !own.get('RESEND_API_KEY')
  const sms = !own.get('TWILIO_ACCOUNT_SID')
  const stripeVars = stripe ? stripeStandIn(ports) : {}
  const vars = { ...stripeVars, ...(email ? emailToSink(ports, own) : {}), ...(sms ? smsToSink(ports) : {}) }
  const buildEnv: Record<string, string> = stripe ? { STRIPE_JS_STAND_IN: 'true' } : {}
  const summary = [
    ...(stripe
      ? [`Test payments: Stripe emulator on ${local(ports.stripe)} (pay with the card 4242 4242 4242 4242)`]
      : []),
    ...(email || sms ? [`Emails and texts: ${local(ports.sink)}/__sink/messages`] : []),
  ]

  function start(stdio: SpawnOptions['stdio'] = 'inherit'): ChildProcess[] {
    const children: ChildProcess[] = []
    if (stripe)
      children.push(
        startTool(
          'tools/stripe-emulator/server.ts',
          {
            STRIPE_EMULATOR_PORT: String(ports.stripe),
            STRIPE_EMULATOR_WEBHOOK_URL: `${local(ports.site)}/api/stripe/webhook`,
            STRIPE_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
          },
          stdio,
        ),
      )
    if (email || sms)
      children.push(
        startTool(
          'tools/message-sink/server.ts',
          {
            MESSAGE_SINK_PORT: String(ports.sink),
            ...(sms
              ? { MESSAGE_SINK_SITE_URL: local(ports.site), MESSAGE_SINK_TWILIO_AUTH_TOKEN: SINK_AUTH_TOKEN }
              : {}),
          },
          stdio,
        ),
      )
    return children
  }

  return { vars, buildEnv, summary, start }
}
