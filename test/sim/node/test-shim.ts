// `cloudflare:test` for the simulator's in-process harness: what test/sim and its helpers use of it.
import { runDurableObjectAlarm, runInDurableObject } from './durable-objects.ts'
import { env as bindings, executionContext, workerFetch } from './worker-env.ts'

export { runDurableObjectAlarm, runInDurableObject }

/** Not cloudflare:test's: a new D1, Durable Objects and emulator between seeds (workerd's run keeps one world). */
export { freshWorld } from './worker-env.ts'

export const env = bindings

export const SELF = { fetch: workerFetch }

export const createExecutionContext = executionContext

export async function waitOnExecutionContext(ctx: ReturnType<typeof executionContext>): Promise<void> {
  await Promise.all(ctx.pending)
}

/** The migrations are applied when the harness's D1 is made (worker-env.ts). */
export async function applyD1Migrations(): Promise<void> {}
