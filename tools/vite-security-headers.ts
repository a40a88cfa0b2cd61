import type { Plugin } from 'vite'
import {
  headersFileText,
  securityHeadersWith,
  stripeStandIn,
  type StripeStandInConfig,
} from '../src/shared/security-headers.ts'

/**
 * Writes the assets `_headers` file from the shared header list, so pages carry the API's headers. The
 * Stripe settings the build is given are the ones the Worker runs with, so both allow the same stand-in.
 */
export function securityHeadersFile(stripe: StripeStandInConfig = {}): Plugin {
  return {
    name: 'security-headers-file',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: headersFileText(securityHeadersWith(stripeStandIn(stripe))),
      })
    },
  }
}
