import type { Plugin } from 'vite'
import { headersFileText } from '../src/shared/security-headers.ts'

/** Writes the assets `_headers` file from the shared header list, so pages carry the API's headers. */
export function securityHeadersFile(): Plugin {
  return {
    name: 'security-headers-file',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFileText() })
    },
  }
}
