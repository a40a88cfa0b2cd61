// The Worker's bindings in process, for the simulator's harness: D1 over node:sqlite with the migrations applied,
// the two Durable Object namespaces, KV as a Map, the rate limiters of wrangler.toml, the vars and secrets the
// workerd tests have (test/worker-bindings.ts), and `fetch` to http://stripe.test answered by the emulator in
// this process (no other host: 599, as vitest.config.ts's outbound service answers).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { invalidateAll } from '../../../src/worker/platform/read-cache.ts'
import { createStripeEmulator } from '../../../tools/stripe-emulator/emulator.ts'
import { simBindings, TEST_BINDINGS, TEST_WEBHOOK_SECRET } from '../../worker-bindings.ts'
import { applyMigrations, NodeD1Database } from './d1.ts'
import { NodeDurableObjectNamespace } from './durable-objects.ts'
import { ioTurn } from './io-turn.ts'

const ROOT = new URL('../../../', import.meta.url).pathname

type WorkerModule = {
  default: { fetch(request: Request, env: unknown, ctx: unknown): Response | Promise<Response> }
  InventoryLedger: new (ctx: never, env: never) => object
  PaymentSettlement: new (ctx: never, env: never) => object
  CoachCalendar: new (ctx: never, env: never) => object
}

let worker: WorkerModule | undefined
/** The Worker's module, set by setup.ts once loaded (it imports this file through cloudflare:workers). */
export function registerWorker(module: WorkerModule): void {
  worker = module
}
const loaded = (): WorkerModule => {
  if (!worker) throw new Error('The Worker module is not loaded (test/sim/node/setup.ts)')
  return worker
}

// As vitest.config.ts makes it; a pm_card_refundFail refund fails after a quarter of the time (75 ms), since a step
// here takes about a quarter of workerd's: about as many steps later, not after the seed has ended.
const newStripe = () =>
  createStripeEmulator({
    webhookSecret: TEST_WEBHOOK_SECRET,
    latencyMs: Number(process.env.STRIPE_LATENCY_MS || 5),
    refundFailsAfterMs: 75,
  })
/** The emulator of the current world (freshWorld makes a new one). */
let stripe = newStripe()

const encoder = new TextEncoder()

/**
 * The request as the emulator reads it (url, method, headers, body), without undici's Request when the body is a
 * string or none, as the Stripe SDK sends: making a Request and reading its body back through a stream was about
 * a fiftieth of a seed's CPU. What the Worker gets back, the emulator's Response, is a real one as before.
 */
function requestOf(input: RequestInfo | URL, init?: RequestInit): Request {
  const body = init?.body ?? null
  if (input instanceof Request || (body !== null && typeof body !== 'string')) return new Request(input, init)
  const headers = new Map<string, string>()
  const given = init?.headers ?? {}
  if (given instanceof Headers) given.forEach((value, name) => headers.set(name, value))
  else
    for (const [name, value] of Array.isArray(given) ? given : Object.entries(given))
      headers.set(name.toLowerCase(), value)
  const bytes = encoder.encode(body ?? '')
  return {
    url: new URL(input).href,
    method: (init?.method ?? 'GET').toUpperCase(),
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    arrayBuffer: async () => bytes.buffer,
  } as unknown as Request
}

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const request = requestOf(input, init)
  const host = new URL(request.url).hostname
  await ioTurn()
  if (host === 'stripe.test') return stripe.handle(request)
  return new Response(`No outbound access in tests: ${request.url}`, { status: 599 })
}

const migrationsDir = join(ROOT, 'migrations')
const migrations = readdirSync(migrationsDir)
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => ({ name, sql: readFileSync(join(migrationsDir, name), 'utf8') }))

/** A D1 database with the migrations applied (migrations/*.sql in order). */
function migratedD1(): NodeD1Database {
  const d1 = new NodeD1Database()
  applyMigrations(d1, migrations)
  return d1
}

/** wrangler.toml's [[ratelimits]]: a fixed window per key, as the local runtime keeps them. */
function rateLimiters(): Record<string, { limit(options: { key: string }): Promise<{ success: boolean }> }> {
  const toml = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8')
  const limiters: Record<string, { limit(options: { key: string }): Promise<{ success: boolean }> }> = {}
  for (const block of toml.split('[[ratelimits]]').slice(1)) {
    const name = /name\s*=\s*"([^"]+)"/.exec(block)![1]!
    const [, limit, period] = /limit\s*=\s*(\d+),\s*period\s*=\s*(\d+)/.exec(block)!
    const windows = new Map<string, { start: number; count: number }>()
    limiters[name] = {
      async limit({ key }) {
        const now = Date.now()
        let window = windows.get(key)
        if (!window || now - window.start >= Number(period) * 1000)
          windows.set(key, (window = { start: now, count: 0 }))
        window.count += 1
        return { success: window.count <= Number(limit) }
      },
    }
  }
  return limiters
}

function kvNamespace() {
  const values = new Map<string, string>()
  return {
    async get(key: string, type?: string | { type?: string }) {
      const value = values.get(key)
      if (value === undefined) return null
      const as = typeof type === 'string' ? type : type?.type
      return as === 'json' ? JSON.parse(value) : value
    },
    async put(key: string, value: string) {
      values.set(key, String(value))
    },
    async delete(key: string) {
      values.delete(key)
    },
    async list() {
      return { keys: [...values.keys()].map((name) => ({ name })), list_complete: true, cursor: '' }
    },
  }
}

export const inventoryLedgers = new NodeDurableObjectNamespace('InventoryLedger', () => loaded().InventoryLedger)
export const paymentSettlements = new NodeDurableObjectNamespace('PaymentSettlement', () => loaded().PaymentSettlement)
export const coachCalendars = new NodeDurableObjectNamespace('CoachCalendar', () => loaded().CoachCalendar)

export const env: Record<string, unknown> = {
  ...TEST_BINDINGS,
  ...simBindings(),
  TEST_MIGRATIONS: [],
  DB: migratedD1(),
  FEEDS: kvNamespace(),
  INVENTORY_LEDGER: inventoryLedgers,
  PAYMENT_SETTLEMENT: paymentSettlements,
  COACH_CALENDAR: coachCalendars,
  ASSETS: { fetch: async () => new Response('Not found', { status: 404 }) },
  ...rateLimiters(),
}
inventoryLedgers.env = env
paymentSettlements.env = env
coachCalendars.env = env

/** The execution context of one request: its waitUntil work is kept so the harness can wait for it. */
export function executionContext() {
  const pending: Promise<unknown>[] = []
  return {
    pending,
    waitUntil(promise: Promise<unknown>) {
      pending.push(promise.catch(() => {}))
    },
    passThroughOnException() {},
    props: {},
  }
}

/** Work handed to waitUntil by requests through SELF / exports.default and not yet finished. */
const background = new Set<Promise<unknown>>()

/** The Worker's fetch handler called directly, as SELF.fetch reaches it (after an I/O turn, like a request). */
export async function workerFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request && init === undefined ? input : new Request(input, init)
  await ioTurn()
  const ctx = executionContext()
  const response = await loaded().default.fetch(request, env, ctx)
  for (const work of ctx.pending) {
    background.add(work)
    void work.finally(() => background.delete(work))
  }
  return response
}

/** Resolves once every request's waitUntil work has finished (workerd keeps it running after the answer). */
export async function backgroundDone(): Promise<void> {
  while (background.size > 0) await Promise.all([...background])
}

/**
 * A new world for the next seeds: a new D1 with the migrations, every Durable Object gone with its storage and
 * alarm, a new Stripe emulator. What a long run keeps growing otherwise (every earlier seed's items read by each
 * open-times question, thousands of objects' databases, the emulator's intents and events) made each seed dearer
 * than the last. The ids of D1's AUTOINCREMENT tables carry on from the old world, so nothing the Worker keeps in
 * memory by id (an item's hint) meets another world's row under the same id. Called between seeds, at rest.
 */
export async function freshWorld(): Promise<void> {
  await backgroundDone()
  const old = env.DB as NodeD1Database
  const next = migratedD1()
  const sequences = old.db.prepare('SELECT name, seq FROM sqlite_sequence').all()
  next.db.exec('DELETE FROM sqlite_sequence')
  const carry = next.db.prepare('INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)')
  for (const { name, seq } of sequences) carry.run(name as string, seq as number)
  env.DB = next
  old.db.close()
  for (const namespace of [inventoryLedgers, paymentSettlements, coachCalendars]) namespace.clear()
  stripe = newStripe()
  // The site settings and public lists read from the old D1.
  invalidateAll()
}
