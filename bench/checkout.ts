// Section "checkout": how fast seats are held, and how long a buyer waits from hold to sale.
//
// What it needs, already running (bench/run.ts or bench/checkout-trial.ts starts both):
// - the built site at `baseUrl`, served by `wrangler dev --persist-to <persistTo>` with its Stripe settings
//   pointing at the emulator: STRIPE_SECRET_KEY=sk_test_…, STRIPE_PUBLISHABLE_KEY=pk_test_…,
//   STRIPE_WEBHOOK_SECRET=whsec_…, STRIPE_API_BASE=http://127.0.0.1:<emulator port> (as `--var` flags);
// - the Stripe emulator (tools/stripe-emulator/server.ts) on that port. This section confirms cards there as
//   Stripe.js would (publishable key + client secret), so it needs the same base URL: the third argument, else
//   BENCH_STRIPE_API_BASE, else STRIPE_API_BASE, else http://127.0.0.1:12111 (the emulator's default port).
//   Webhook delivery from the emulator to the site (STRIPE_EMULATOR_WEBHOOK_URL) may be on or off.
// - `persistTo`: the site's --persist-to folder, where the section inserts its own inventory items with
//   `wrangler d1 execute --local` (and archives them at the end, so later sections see the demo content only).
//
// Every buyer comes from their own CF-Connecting-IP, as real buyers do, so the per-address rate limit of the
// checkout calls measures nothing here.
import { spawn } from 'node:child_process'
import { Agent, request } from 'node:http'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { ROOT, toolEnv } from '../tools/lib/local-site.ts'

const DEFAULT_PERSIST = join(ROOT, '.wrangler', 'bench-state')
/** Holds per round; `BENCH_HOLDS` makes rounds longer (each buyer has their own address and email). */
const HOLDS = Number(process.env.BENCH_HOLDS ?? 400)
const HOLD_ROUNDS = 5
const HOLD_CONCURRENCY = 20
const SPREAD_ITEMS = 20
const SALE_BUYERS = 50
const SALE_ROUNDS = 5
const PRICE = 45000

const ms = (value: number) => value.toFixed(1)

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!
}

/** `wrangler d1 execute` on the bench's local database; returns the rows of the last statement. */
export function d1(persistTo: string, sql: string): Promise<Array<Record<string, unknown>>> {
  return new Promise((resolve, reject) => {
    const args = ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--json', '--command', sql]
    const child = spawn('wrangler', args, { cwd: ROOT, env: toolEnv, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrangler d1 execute exited with ${code}: ${err.slice(-2000)}`))
      try {
        const results = JSON.parse(out.slice(out.indexOf('['))) as Array<{ results: Array<Record<string, unknown>> }>
        resolve(results.at(-1)?.results ?? [])
      } catch (error) {
        reject(new Error(`Unreadable wrangler output: ${out.slice(0, 500)} (${String(error)})`))
      }
    })
  })
}

export interface BenchItem {
  id: number
  name: string
}

export async function createItems(persistTo: string, tag: string, count: number, seats: number): Promise<BenchItem[]> {
  const values = Array.from(
    { length: count },
    (_, i) => `('${tag} ${i + 1}', 'brotherhood_pod', ${PRICE}, ${seats}, ${seats}, 1000)`,
  ).join(', ')
  await d1(
    persistTo,
    `INSERT INTO inventory_items (name, type, price, total_slots, available_slots, sort_order) VALUES ${values}`,
  )
  const rows = await d1(persistTo, `SELECT id, name FROM inventory_items WHERE name LIKE '${tag} %' ORDER BY id`)
  if (rows.length !== count) throw new Error(`Expected ${count} bench items, found ${rows.length}`)
  return rows.map((row) => ({ id: Number(row.id), name: String(row.name) }))
}

let addressCounter = 0
/** A new client address per buyer (10.x.y.z), so each buyer has their own rate-limit bucket. */
function newAddress(): string {
  addressCounter += 1
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`
}

/** Each buyer's own email, made from his client address. */
export const buyerEmail = (buyer: Buyer) => `bench-${buyer.address.replaceAll('.', '-')}@example.com`

export interface Buyer {
  address: string
  itemId: number
  paymentIntentId: string
  clientSecret: string
}

interface StripeCall {
  method: string
  path: string
}

/** The site's own Stripe calls per buyer in a window of the log: Stripe.js's card confirmations are the buyer's. */
interface StripeCallCount {
  perBuyer: number
  byKind: Record<string, number>
}

function countStripeCalls(calls: StripeCall[], buyers: number): StripeCallCount {
  const byKind: Record<string, number> = {}
  for (const call of calls) {
    const action = call.path.split('/')[4]
    if (action === 'confirm') continue
    const kind =
      call.method === 'GET' ? 'retrieve' : (action ?? (call.path.split('/').length > 3 ? 'update' : 'create'))
    byKind[kind] = (byKind[kind] ?? 0) + 1
  }
  const total = Object.values(byKind).reduce((sum, n) => sum + n, 0)
  return { perBuyer: total / buyers, byKind }
}

const describeCalls = ({ perBuyer, byKind }: StripeCallCount) =>
  `${perBuyer.toFixed(2)} (${
    Object.entries(byKind)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ') || 'none'
  })`

// The buyers' requests share one machine with the site, so they are sent the cheapest way Node has: plain HTTP
// on kept-alive sockets. Node's fetch spent about 2.6 ms of CPU a request here, a third of what the site spends
// on a hold, and real buyers' browsers are not on the site's cores.
const buyersAgent = new Agent({ keepAlive: true, maxSockets: 64 })

function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent: buyersAgent,
        headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(payload)
  })
}

const commitments = {
  confidentiality: true,
  camera: true,
  feedback: true,
  contribute: true,
  airtime: true,
  assignments: true,
}

export class Site {
  readonly origin: string
  readonly stripeBase: string

  constructor(origin: string, stripeBase: string) {
    this.origin = origin
    this.stripeBase = stripeBase
  }

  /** The agreement every buyer of a pod ticks (read once); none on a tree from before the agreement existed. */
  private agreement: Promise<{ agreementVersion?: string }> | null = null

  private agreementTicked(): Promise<{ agreementVersion?: string }> {
    this.agreement ??= fetch(`${this.origin}/api/agreement`).then(async (response) =>
      response.ok ? { agreementVersion: String(((await response.json()) as { version: string }).version) } : {},
    )
    return this.agreement
  }

  async post(path: string, body: unknown, address: string): Promise<{ status: number; body: Record<string, unknown> }> {
    const answer = await postJson(`${this.origin}${path}`, body, { 'CF-Connecting-IP': address })
    return { status: answer.status, body: JSON.parse(answer.text) as Record<string, unknown> }
  }

  async newBuyer(itemId: number): Promise<Buyer> {
    const address = newAddress()
    const answer = await this.post('/api/create-payment-intent', { type: 'brotherhood', inventoryId: itemId }, address)
    if (answer.status !== 200 || typeof answer.body.paymentIntentId !== 'string') {
      throw new Error(`create-payment-intent answered ${answer.status}: ${JSON.stringify(answer.body)}`)
    }
    return {
      address,
      itemId,
      paymentIntentId: answer.body.paymentIntentId,
      clientSecret: String(answer.body.clientSecret),
    }
  }

  async reserve(buyer: Buyer): Promise<void> {
    const answer = await this.post(
      '/api/checkout/reserve',
      {
        type: 'brotherhood',
        inventoryId: buyer.itemId,
        paymentIntentId: buyer.paymentIntentId,
        firstName: 'Bench',
        lastName: `Buyer ${buyer.address.replaceAll('.', '-')}`,
        email: buyerEmail(buyer),
        phone: '(541) 555-0142',
        commitments,
        ...(await this.agreementTicked()),
      },
      buyer.address,
    )
    if (answer.status !== 200) throw new Error(`reserve answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  }

  /** Stripe.js confirming the card with the publishable key and the intent's client secret. */
  async confirmCard(buyer: Buyer): Promise<void> {
    const response = await fetch(`${this.stripeBase}/v1/payment_intents/${buyer.paymentIntentId}/confirm`, {
      method: 'POST',
      headers: { Authorization: 'Bearer pk_test_bench', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_method: 'pm_card_visa', client_secret: buyer.clientSecret }).toString(),
    })
    const intent = (await response.json()) as { status?: string }
    if (response.status !== 200 || intent.status !== 'requires_capture')
      throw new Error(`confirm answered ${response.status}: ${JSON.stringify(intent)}`)
  }

  async confirmPayment(buyer: Buyer): Promise<void> {
    const answer = await this.post('/api/confirm-payment', { paymentIntentId: buyer.paymentIntentId }, buyer.address)
    if (answer.status !== 200 || answer.body.success !== true)
      throw new Error(`confirm-payment answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  }

  /** Every API call the emulator has answered so far (its log; Stripe.js confirmations included). */
  async stripeLog(): Promise<StripeCall[]> {
    const response = await fetch(`${this.stripeBase}/__emulator/requests`)
    return (await response.json()) as StripeCall[]
  }

  async seatsLeft(itemIds: number[]): Promise<Map<number, number>> {
    const response = await fetch(`${this.origin}/api/inventory/type/brotherhood_pod`)
    const items = (await response.json()) as Array<{ id: number; availableSlots: number }>
    return new Map(items.filter((item) => itemIds.includes(item.id)).map((item) => [item.id, item.availableSlots]))
  }
}

/** Runs `work` over `inputs` with at most `concurrency` in flight; returns each one's latency in ms. */
export async function pool<T>(inputs: T[], concurrency: number, work: (input: T) => Promise<void>): Promise<number[]> {
  const latencies: number[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, inputs.length) }, async () => {
      while (next < inputs.length) {
        const input = inputs[next++]!
        const started = performance.now()
        await work(input)
        latencies.push(performance.now() - started)
      }
    }),
  )
  return latencies.sort((a, b) => a - b)
}

interface HoldRun {
  /** Median of the rounds, and the slowest and fastest round. */
  holdsPerSecond: number
  slowest: number
  fastest: number
  p50: number
  p99: number
  stripe: StripeCallCount
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  )

/**
 * HOLD_ROUNDS rounds of HOLDS holds: one round lasts about two seconds, short enough for a burst of other work
 * on the machine to move it by a tenth, so the figure is the median round.
 */
async function measureHolds(site: Site, items: BenchItem[], seatsEach: number): Promise<HoldRun> {
  const rates: number[] = []
  const latencies: number[] = []
  const calls: StripeCall[] = []
  for (let round = 0; round < HOLD_ROUNDS; round++) {
    const itemIds = Array.from({ length: HOLDS }, (_, i) => items[i % items.length]!.id)
    const buyers = await collect(itemIds, HOLD_CONCURRENCY, (itemId) => site.newBuyer(itemId))
    const logBefore = (await site.stripeLog()).length
    const started = performance.now()
    latencies.push(...(await pool(buyers, HOLD_CONCURRENCY, (buyer) => site.reserve(buyer))))
    rates.push(HOLDS / ((performance.now() - started) / 1000))
    calls.push(...(await site.stripeLog()).slice(logBefore))
  }
  // The count the public list shows must be exactly what was held: nothing lost, nothing oversold.
  const left = await site.seatsLeft(items.map((item) => item.id))
  const held = items.reduce((sum, item) => sum + (seatsEach - (left.get(item.id) ?? Number.NaN)), 0)
  if (held !== HOLDS * HOLD_ROUNDS)
    throw new Error(`Expected ${HOLDS * HOLD_ROUNDS} seats held, the public list shows ${held}`)
  latencies.sort((a, b) => a - b)
  return {
    holdsPerSecond: median(rates),
    slowest: Math.min(...rates),
    fastest: Math.max(...rates),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    stripe: countStripeCalls(calls, HOLDS * HOLD_ROUNDS),
  }
}

export async function collect<T, R>(inputs: T[], concurrency: number, make: (input: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(inputs.length)
  await pool(
    inputs.map((input, index) => ({ input, index })),
    concurrency,
    async ({ input, index }) => {
      results[index] = await make(input)
    },
  )
  return results
}

interface SaleRun {
  /** Stripe calls per buyer on the confirm path (confirm-payment and the webhooks it races), outside the reserve. */
  confirmCalls: StripeCallCount
  samples: number
  p50: number
  p90: number
  p99: number
  max: number
}

/** Rounds of 50 buyers at once, each timed from the reserve call to the success page's confirm answering. */
async function measureHoldToSale(site: Site, item: BenchItem, seats: number): Promise<SaleRun> {
  const latencies: number[] = []
  const confirmPath: StripeCall[] = []
  for (let round = 0; round < SALE_ROUNDS; round++) {
    const buyers = await collect(
      Array.from({ length: SALE_BUYERS }, () => item.id),
      HOLD_CONCURRENCY,
      (itemId) => site.newBuyer(itemId),
    )
    const logBefore = (await site.stripeLog()).length
    const times = await Promise.all(
      buyers.map(async (buyer) => {
        const started = performance.now()
        await site.reserve(buyer)
        await site.confirmCard(buyer)
        await site.confirmPayment(buyer)
        return performance.now() - started
      }),
    )
    latencies.push(...times)
    // Webhooks still in flight after the last answer count too: give them a moment to land.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    confirmPath.push(
      ...(await site.stripeLog())
        .slice(logBefore)
        .filter((call) => call.method === 'GET' || /\/(capture|cancel)$/.test(call.path)),
    )
  }
  const sold = seats - ((await site.seatsLeft([item.id])).get(item.id) ?? Number.NaN)
  if (sold !== SALE_BUYERS * SALE_ROUNDS)
    throw new Error(`Expected ${SALE_BUYERS * SALE_ROUNDS} seats sold, the public list shows ${sold}`)
  latencies.sort((a, b) => a - b)
  return {
    confirmCalls: countStripeCalls(confirmPath, SALE_BUYERS * SALE_ROUNDS),
    samples: latencies.length,
    p50: percentile(latencies, 0.5),
    p90: percentile(latencies, 0.9),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1)!,
  }
}

const holdRow = (run: HoldRun) =>
  `${run.holdsPerSecond.toFixed(1)} | ${run.slowest.toFixed(1)} – ${run.fastest.toFixed(1)} | ${ms(run.p50)} | ${ms(run.p99)}`

export async function checkoutSection(
  baseUrl: string,
  persistTo: string = DEFAULT_PERSIST,
  stripeApiBase: string = process.env.BENCH_STRIPE_API_BASE ?? process.env.STRIPE_API_BASE ?? 'http://127.0.0.1:12111',
  atRuntime = false,
): Promise<string> {
  for (const url of [baseUrl, stripeApiBase]) {
    if (!new URL(url).hostname.startsWith('127.'))
      throw new Error(`The benchmark only loads loopback addresses, not ${url}`)
  }
  const site = new Site(baseUrl.replace(/\/$/, ''), stripeApiBase.replace(/\/$/, ''))
  const tag = `Bench checkout ${Date.now().toString(36)}`
  const oneSeats = HOLDS * HOLD_ROUNDS + 10
  const spreadSeats = Math.ceil((HOLDS * HOLD_ROUNDS) / SPREAD_ITEMS) + 10
  const saleSeats = SALE_BUYERS * SALE_ROUNDS + 10

  const loadBefore = loadavg()[0]!.toFixed(2)
  console.log('checkout: creating inventory items')
  const [one] = await createItems(persistTo, `${tag} one`, 1, oneSeats)
  const spread = await createItems(persistTo, `${tag} spread`, SPREAD_ITEMS, spreadSeats)
  const [sale] = await createItems(persistTo, `${tag} sale`, 1, saleSeats)

  try {
    // Warm-up: the Worker, the ledger class and the emulator, on an item the figures do not use.
    const warmUp = await createItems(persistTo, `${tag} warm`, 1, 20)
    for (let i = 0; i < 5; i++) {
      const buyer = await site.newBuyer(warmUp[0]!.id)
      await site.reserve(buyer)
      await site.confirmCard(buyer)
      await site.confirmPayment(buyer)
    }

    console.log(`checkout: ${HOLD_ROUNDS} rounds of ${HOLDS} holds on one item`)
    const onOne = await measureHolds(site, [one!], oneSeats)
    console.log(`checkout: ${HOLD_ROUNDS} rounds of ${HOLDS} holds over ${SPREAD_ITEMS} items`)
    const onMany = await measureHolds(site, spread, spreadSeats)
    console.log(`checkout: hold to sale, ${SALE_ROUNDS} rounds of ${SALE_BUYERS} buyers`)
    const sales = await measureHoldToSale(site, sale!, saleSeats)

    return [
      '## Checkout: seat holds and hold-to-sale',
      '',
      "A seat hold is `POST /api/checkout/reserve`: the item's InventoryLedger Durable Object taking the seat, one D1 batch",
      '(the item and any earlier purchase read again, contact, purchase, seat row, count; decision 051) and the Stripe intent',
      `updated (local emulator); an item the site has not read yet is read first. ${HOLD_ROUNDS} rounds of`,
      `${HOLDS} holds per figure, ${HOLD_CONCURRENCY} in flight, each buyer with their own intent (created before each round, not`,
      `timed), client address and email. Holds/s is the median round, with the slowest and fastest beside it; p50 and p99 are`,
      'over every hold of the rounds.',
      `Every run checks the public list afterwards: exactly the seats held or sold are gone.`,
      `Load average (1 min) when this section started: ${loadBefore}; every step shares the machine's cores with the site.`,
      atRuntime
        ? "Requests go to the Workers runtime's own socket, past `wrangler dev`'s proxy Worker and request log (bench/runtime-origin.ts)."
        : "Requests go through `wrangler dev`'s port: its proxy Worker and request log cost CPU that production does not spend.",
      persistTo.startsWith('/dev/shm/')
        ? `Local D1 and Durable Object storage is in memory (${persistTo}), so no commit waits for this machine's disk.`
        : `Local D1 and Durable Object storage is on disk (${persistTo}): each commit waits for the disk to flush.`,
      '',
      '| Holds | Holds/s (median) | slowest – fastest round | p50 (ms) | p99 (ms) |',
      '|---|---:|---:|---:|---:|',
      `| one item (one ledger) | ${holdRow(onOne)} |`,
      `| spread over ${SPREAD_ITEMS} items (${SPREAD_ITEMS} ledgers) | ${holdRow(onMany)} |`,
      '',
      `Stripe calls by the site per hold (reserve path, target ≤ 1): one item ` +
        `${describeCalls(onOne.stripe)}; spread ${describeCalls(onMany.stripe)}.`,
      '',
      `Hold to sale: ${SALE_BUYERS} buyers at once on one item, ${SALE_ROUNDS} rounds ` +
        `(${sales.samples} sales). Each is timed from the reserve`,
      'call through the card confirmation at the emulator (as Stripe.js does it) to `POST /api/confirm-payment` answering',
      "success, which captures the payment and queues the receipt and the owner's SMS.",
      '',
      '| Buyers at once | Sales | p50 (ms) | p90 (ms) | p99 (ms) | max (ms) |',
      '|---:|---:|---:|---:|---:|---:|',
      `| ${SALE_BUYERS} | ${sales.samples} | ${ms(sales.p50)} | ${ms(sales.p90)} | ${ms(sales.p99)} | ${ms(sales.max)} |`,
      '',
      `Stripe calls by the site per sale on the confirm path (confirm-payment and the webhooks racing ` +
        `it, target ≤ 2): ${describeCalls(sales.confirmCalls)}.`,
    ].join('\n')
  } finally {
    // The bench items leave the public lists; their purchases stay, as an archived item's do.
    await d1(persistTo, `UPDATE inventory_items SET is_archived = 1 WHERE name LIKE '${tag} %'`)
  }
}
