import { cloudflare } from '@cloudflare/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { scaleRateLimits } from './tools/vite-rate-limits.ts'
import { securityHeadersFile } from './tools/vite-security-headers.ts'
import { serviceWorkerSupport } from './tools/vite-service-worker.ts'
import { stripeJsStandInFile } from './tools/vite-stripe-js-stand-in.ts'

// Set only by the local scripts when .dev.vars has no Stripe keys (tools/lib/local-services.ts); never in production.
const stripeStandIn = process.env.STRIPE_JS_STAND_IN === 'true'

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    cloudflare({ config: scaleRateLimits(process.env.RATE_LIMIT_MULTIPLIER) }),
    securityHeadersFile(),
    stripeJsStandInFile(stripeStandIn),
    serviceWorkerSupport(),
  ],
  // Every browser the site supports preloads modules natively; the polyfill would only cost the first screen bytes.
  build: { modulePreload: { polyfill: false } },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 8787) },
})
