// Adds the Stripe.js stand-in (tools/stripe-js-stand-in/stripe-js.js) to the built site at the path of
// STRIPE_JS_URL, pointed at the emulator at STRIPE_API_BASE, when the build is given both: the local scripts
// do that when .dev.vars has no Stripe keys (tools/lib/local-payments.ts). A build without them, as for
// production, holds no stand-in at all.
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import type { StripeStandInConfig } from '../src/shared/security-headers.ts'

const SOURCE = new URL('./stripe-js-stand-in/stripe-js.js', import.meta.url)

export function stripeJsStandInFile({ STRIPE_JS_URL, STRIPE_API_BASE }: StripeStandInConfig): Plugin {
  return {
    name: 'stripe-js-stand-in-file',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      if (!STRIPE_JS_URL || !STRIPE_API_BASE) return
      const source = readFileSync(SOURCE, 'utf8').replaceAll(
        '__STRIPE_API_BASE__',
        JSON.stringify(STRIPE_API_BASE.replace(/\/$/, '')),
      )
      this.emitFile({ type: 'asset', fileName: new URL(STRIPE_JS_URL).pathname.slice(1), source })
    },
  }
}
