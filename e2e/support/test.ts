// What every spec imports in place of '@playwright/test': the same, with `test` going to this worker's own site.
// Each Playwright worker drives a site of its own (tools/e2e-server.ts, ports from tools/lib/e2e-ports.ts), so the
// base address is the worker's, not the config's; Playwright sets TEST_PARALLEL_INDEX before any spec loads.
import { test as base } from '@playwright/test'
import { e2eSiteUrl } from '../../tools/lib/e2e-ports.ts'

export * from '@playwright/test'

export const test = base.extend({ baseURL: e2eSiteUrl() })
