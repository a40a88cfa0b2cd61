// `cloudflare:workers` for the simulator's in-process harness (an alias in vitest.config.ts beside this file):
// the bindings, the Worker's default export as `exports.default`, and the DurableObject base class.
import { env as bindings, workerFetch } from './worker-env.ts'

export const env = bindings

export const exports = { default: { fetch: workerFetch } }

export class DurableObject<E = unknown> {
  protected readonly ctx: unknown
  protected readonly env: E
  constructor(ctx: unknown, env: E) {
    this.ctx = ctx
    this.env = env
  }
}

export class WorkerEntrypoint<E = unknown> {
  protected readonly ctx: unknown
  protected readonly env: E
  constructor(ctx: unknown, env: E) {
    this.ctx = ctx
    this.env = env
  }
}

export class RpcTarget {}
