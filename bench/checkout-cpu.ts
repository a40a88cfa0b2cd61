// `node bench/checkout-cpu.ts`: CPU time per checkout request in each process of the local stack (decision 040).
// On a shared machine wall-clock throughput says little, but the CPU a process spends per request does: it is
// read from /proc/<pid>/stat (utime + stime) around each phase and divided by the requests made. Linux only.
// Phases: a trivial GET, seat holds on one item, and whole sales (reserve, card confirmed at the emulator,
// confirm-payment, the webhooks), each after the same warm-up; `CPU_HOLDS` and `CPU_SALES` change the counts.
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { collect, createItems, pool, Site } from './checkout.ts'
import { descendants } from './runtime-origin.ts'
import { startSite } from './site.ts'

const PORT = Number(process.env.BENCH_PORT ?? 8790)
const HOLDS = Number(process.env.CPU_HOLDS ?? 200)
const SALES = Number(process.env.CPU_SALES ?? 100)
const TRIVIAL = 200
const IN_FLIGHT = 10
/** Webhooks and alarms still running after the last answer belong to the phase: they get this long to land. */
const SETTLE_MS = 2000
const TICKS_PER_SECOND = 100

/** utime + stime of a process in ms (fields 14 and 15 of /proc/<pid>/stat, after the command in parentheses). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}

type Processes = Record<string, number>

function processesOf(wrangler: number, stripe: number): Processes {
  const workerds = descendants(wrangler).filter((row) => /workerd\s/.test(row.args) && !row.args.includes(' sh '))
  const runtime = workerds.find((row) => row.args.includes('--debug-port'))
  const proxy = workerds.find((row) => row !== runtime)
  const found: Processes = { 'workerd (site)': runtime?.pid ?? 0, 'wrangler proxy workerd': proxy?.pid ?? 0 }
  // wrangler's bin starts its CLI as a child Node process: that child does the work.
  const cli = descendants(wrangler).find((row) => /^\S*node\s/.test(row.args) && row.args.includes('wrangler'))
  return { ...found, 'wrangler Node': cli?.pid ?? wrangler, emulator: stripe, 'load generator': process.pid }
}

async function measure(processes: Processes, requests: number, work: () => Promise<void>): Promise<number[]> {
  const before = Object.values(processes).map((pid) => (pid ? cpuMs(pid) : 0))
  await work()
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
  return Object.values(processes).map((pid, i) => (pid ? (cpuMs(pid) - before[i]!) / requests : Number.NaN))
}

const site = await startSite(PORT)
try {
  const { wrangler, stripe } = site.pids
  if (!wrangler || !stripe || !site.runtimeOrigin)
    throw new Error('The runtime, wrangler or the emulator was not found')
  const processes = processesOf(wrangler, stripe)
  const shop = new Site(site.runtimeOrigin, site.stripeApiBase)
  const tag = `CPU ${Date.now().toString(36)}`
  const [warm] = await createItems(site.persistTo, `${tag} warm`, 1, 50)
  const [holdItem] = await createItems(site.persistTo, `${tag} holds`, 1, HOLDS + 10)
  const [saleItem] = await createItems(site.persistTo, `${tag} sales`, 1, SALES + 10)
  const sale = async (buyer: Awaited<ReturnType<Site['newBuyer']>>) => {
    await shop.reserve(buyer)
    await shop.confirmCard(buyer)
    await shop.confirmPayment(buyer)
  }
  const warmBuyers = await collect(
    Array.from({ length: 20 }, () => warm!.id),
    IN_FLIGHT,
    (id) => shop.newBuyer(id),
  )
  await pool(warmBuyers, IN_FLIGHT, sale)

  const rows: Array<[string, number[]]> = []
  const loads: string[] = [loadavg()[0]!.toFixed(2)]
  rows.push([
    '`GET /api/stripe/config` (trivial)',
    await measure(processes, TRIVIAL, async () => {
      await pool(Array.from({ length: TRIVIAL }), IN_FLIGHT, async () => {
        await (await fetch(`${site.runtimeOrigin}/api/stripe/config`)).arrayBuffer()
      })
    }),
  ])
  const holdBuyers = await collect(
    Array.from({ length: HOLDS }, () => holdItem!.id),
    IN_FLIGHT,
    (id) => shop.newBuyer(id),
  )
  loads.push(loadavg()[0]!.toFixed(2))
  rows.push([
    'a hold (reserve)',
    await measure(processes, HOLDS, () => pool(holdBuyers, IN_FLIGHT, (b) => shop.reserve(b)).then(() => {})),
  ])
  const saleBuyers = await collect(
    Array.from({ length: SALES }, () => saleItem!.id),
    IN_FLIGHT,
    (id) => shop.newBuyer(id),
  )
  loads.push(loadavg()[0]!.toFixed(2))
  rows.push([
    'a sale (reserve, confirm, webhooks)',
    await measure(processes, SALES, () => pool(saleBuyers, IN_FLIGHT, sale).then(() => {})),
  ])
  loads.push(loadavg()[0]!.toFixed(2))
  const names = Object.keys(processes)
  console.log(
    [
      `CPU per request (ms), ${IN_FLIGHT} in flight, requests to the runtime's socket; load average (1 min) ${loads.join(' → ')}`,
      '',
      `| | ${names.join(' | ')} |`,
      `|---|${names.map(() => '---:').join('|')}|`,
      ...rows.map(([name, values]) => `| ${name} | ${values.map((v) => v.toFixed(1)).join(' | ')} |`),
    ].join('\n'),
  )
} finally {
  await site.stop()
}
