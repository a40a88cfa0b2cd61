// Adds the Stripe.js stand-in (tools/stripe-js-stand-in/stripe-js.js) to the built site at STRIPE_JS_STAND_IN_PATH
// when the build is asked for it (STRIPE_JS_STAND_IN=true): the local scripts do that when .dev.vars has no
// Stripe keys (tools/lib/local-services.ts). The file names no port: the emulator's address comes with the
// address the page loads it from, so one build serves any number of local sites. A build without it, as for
// production, holds no stand-in at all.
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/** The path the site serves the Stripe.js stand-in at. */
export const STRIPE_JS_STAND_IN_PATH = '/stripe-js-stand-in.js'

const SOURCE = new URL('./stripe-js-stand-in/stripe-js.js', import.meta.url)

export function stripeJsStandInFile(wanted: boolean): Plugin {
  return {
    name: 'stripe-js-stand-in-file',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      if (!wanted) return
      this.emitFile({ type: 'asset', fileName: STRIPE_JS_STAND_IN_PATH.slice(1), source: readFileSync(SOURCE, 'utf8') })
    },
  }
}
