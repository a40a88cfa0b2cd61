// Where each end-to-end site listens. Every Playwright worker drives a site of its own, with its own Stripe
// emulator, message sink and sign-in provider: worker n (TEST_PARALLEL_INDEX, which Playwright sets in each worker
// process) takes the base ports (E2E_PORT, E2E_STRIPE_PORT, E2E_IDP_PORT, E2E_SINK_PORT) plus n × PORT_STEP.
// The one place that says so: tools/e2e-server.ts starts the sites from it, the specs find theirs from it.

export interface E2ePorts {
  site: number
  stripe: number
  idp: number
  sink: number
}

/** Each further site's ports sit this far above the one before, so the four bases may be consecutive. */
export const PORT_STEP = 10

/** How many workers (and so sites) a run has: E2E_WORKERS, 2 unless set. */
export function e2eWorkerCount(): number {
  const count = Number(process.env.E2E_WORKERS ?? 2)
  if (!Number.isInteger(count) || count < 1) throw new Error(`E2E_WORKERS must be a whole number from 1: ${count}`)
  return count
}

const base = (name: string, fallback: number) => Number(process.env[name] ?? fallback)

/** The ports of site `index` (the worker's own by default; 0 outside a worker). */
export function e2ePorts(index = Number(process.env.TEST_PARALLEL_INDEX ?? 0)): E2ePorts {
  const offset = index * PORT_STEP
  return {
    site: base('E2E_PORT', 8788) + offset,
    stripe: base('E2E_STRIPE_PORT', 12113) + offset,
    idp: base('E2E_IDP_PORT', 9401) + offset,
    sink: base('E2E_SINK_PORT', 9501) + offset,
  }
}

/** Every site of a run, in worker order. */
export const allE2ePorts = (): E2ePorts[] => Array.from({ length: e2eWorkerCount() }, (_, index) => e2ePorts(index))

export const e2eSiteUrl = (ports: E2ePorts = e2ePorts()) => `http://127.0.0.1:${ports.site}`

/** What tools/e2e-server.ts prints once every site answers; Playwright waits for it before the first spec. */
export const E2E_SITES_READY = 'e2e sites ready'
