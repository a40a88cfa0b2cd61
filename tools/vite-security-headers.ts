import type { Plugin } from 'vite'
import { headersFileText } from '../src/shared/security-headers.ts'

/**
 * Writes the assets `_headers` file from the shared header list: production's, in every build. It names no local
 * Stripe stand-in even in a local build: the Worker runs first for every address but the built files
 * (wrangler.toml's `run_worker_first`) and sets the headers of everything it answers, the pages that load Stripe.js
 * among them, from the settings it runs with (platform/middleware/security-headers.ts). The files served without
 * it (scripts, images, the guide, the offline page) load no Stripe.js, so one build serves any local site.
 */
export function securityHeadersFile(): Plugin {
  return {
    name: 'security-headers-file',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFileText() })
    },
  }
}
