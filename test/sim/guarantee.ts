// The guarantee in the simulator (decisions 096, 106): the owner assigns actions (some already due), the client
// marks them done on time, a minute late or undoes them through the Done link's routes his email carries (also a
// forged token, and an undo after the due time, which must change nothing), and presses the refund link with
// the record his page read, sometimes with an owner's write landing between the read and the press, or through a
// forged or reused link; the owner refunds with a reason. Its own PRNG, so a seed's other draws are unchanged.
// The invariants after every step: a guarantee refund only on a record that met the conditions when claimed, no
// claim outside the window, and every owner refund outside the conditions carries his reason.
import { env } from 'cloudflare:workers'
import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import type { RefundLinkView } from '../../src/shared/refunds.ts'
import {
  guaranteeStanding,
  loadGuaranteeRecord,
  recordFingerprintSql,
} from '../../src/worker/features/guarantee/guarantee.ts'
import { refundPathFor } from '../../src/worker/features/refunds/refunds.ts'
import { hashActionToken, newActionToken } from '../../src/worker/features/actions/action-token.ts'
import { actionLinks, actions, purchases, refundRequests } from '../../src/worker/platform/db/schema.ts'
import { request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { newClientAddress } from '../helpers/leads.ts'
import { answered, purchaseOfBuyer } from './actions.ts'
import { fill, marks, type Violation } from './invariants.ts'
import { mulberry32, type Rng } from './prng.ts'
import type { World } from './world.ts'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const rngs = new WeakMap<World, Rng>()
const grng = (w: World) => rngs.get(w) ?? rngs.set(w, mulberry32(w.seed ^ 0x6a7a_0040)).get(w)!
const iso = (ms: number) => new Date(ms).toISOString()

interface GuaranteeAction {
  name: string
  weight: number
  run(w: World): Promise<void>
}

/** A fulfilled purchase of the run, still paid. */
async function paidPurchase(w: World, r: Rng) {
  if (w.buyers.length === 0) return null
  const buyer = r.pick(w.buyers)
  const purchase = await purchaseOfBuyer(buyer)
  return purchase?.fulfilledAt && purchase.status === 'succeeded' ? { buyer, purchase } : null
}

/** Each action's Done link token, as his email carries it (only its hash is stored). */
const tokensOf = new WeakMap<World, Map<number, string>>()
const tokens = (w: World) => tokensOf.get(w) ?? tokensOf.set(w, new Map()).get(w)!

/** The owner's action with its Done link: written directly, since an action already due is his late entry. */
async function assign(w: World, purchaseId: number, dueAt: number, title: string) {
  const token = newActionToken()
  const [action] = await testDb()
    .insert(actions)
    .values({ purchaseId, title, dueAt: iso(dueAt) })
    .returning({ id: actions.id })
  await testDb()
    .insert(actionLinks)
    .values({ tokenHash: (await hashActionToken(token))!, actionId: action!.id })
  tokens(w).set(action!.id, token)
}

const ownerAssigns: GuaranteeAction = {
  name: 'owner assigns an action',
  weight: 3,
  async run(w) {
    const r = grng(w)
    const found = await paidPurchase(w, r)
    if (!found) return
    // Due ahead (a day or two), or already due (the owner's late entry, the clock having moved on).
    const dueAt = r.chance(0.7) ? Date.now() + (1 + r.int(2)) * DAY : Date.now() - (1 + r.int(60)) * MINUTE
    await assign(w, found.purchase.id, dueAt, `Action ${r.int(1000)}`)
    w.trace.push(`owner assigns b${found.buyer.n} an action due ${iso(dueAt)}`)
  },
}

const pressLink = (route: 'done' | 'undo', token: string) =>
  request(`/api/actions/${route}`, { method: 'POST', body: { token } }, { address: newClientAddress() })

/** The action's row as it stands, to compare with what the Done link's answer said. */
const actionNow = async (id: number) => (await testDb().select().from(actions).where(eq(actions.id, id)))[0]!

const clientChecksOff: GuaranteeAction = {
  name: 'client checks off an action',
  weight: 3,
  async run(w) {
    const r = grng(w)
    const found = await paidPurchase(w, r)
    if (!found) return
    const open = await testDb()
      .select()
      .from(actions)
      .where(and(eq(actions.purchaseId, found.purchase.id), inArray(actions.status, ['open', 'done'])))
    const linked = open.filter((action) => tokens(w).has(action.id))
    if (linked.length === 0) return
    const action = r.pick(linked)
    let token = tokens(w).get(action.id)!
    const forged = r.chance(0.1)
    if (forged) token = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    const due = Date.parse(action.dueAt)
    const route = action.status === 'done' ? 'undo' : 'done'
    const pressedAt = Date.now()
    const label = `b${found.buyer.n} presses ${route} on action ${action.id}${forged ? ' (forged link)' : ''}`
    const status = await answered(w, label, await pressLink(route, token))
    const after = await actionNow(action.id)
    if (forged) {
      if (status !== 404 || after.status !== action.status) throw new Error(`a forged Done link answered ${status}`)
      return
    }
    // His undo only before its due time (decision 096): after it, the route refuses and the action stays done.
    if (route === 'undo' && pressedAt >= due && after.status === 'open')
      throw new Error(`action ${action.id} undone after its due time`)
    if (route === 'done' && status === 200)
      w.trace.push(`b${found.buyer.n} marked action ${action.id} done ${pressedAt <= due ? 'on time' : 'late'}`)
  },
}

const view = (token: string) =>
  request('/api/refunds/view', { method: 'POST', body: { token } }, { address: newClientAddress() })
const ask = (token: string, recordHash?: string) =>
  request('/api/refunds/ask', { method: 'POST', body: { token, recordHash } }, { address: newClientAddress() })

const clientPresses: GuaranteeAction = {
  name: 'client presses the refund link',
  weight: 2,
  async run(w) {
    const r = grng(w)
    const found = await paidPurchase(w, r)
    if (!found) return
    const path = await refundPathFor(env, found.purchase)
    if (!path) return
    let token = path.replace('/refund#', '')
    const forged = r.chance(0.1)
    if (forged) token = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    const read = await view(token)
    const status = await answered(w, `b${found.buyer.n} opens the refund page`, read.clone(), found.buyer.intentId)
    if (forged && status !== 404) throw new Error(`a forged refund link answered ${status}`)
    if (status !== 200) return
    const page = (await read.json()) as RefundLinkView
    // An owner's write lands between the page's read and the press: an action already overdue.
    if (r.chance(0.3)) await assign(w, found.purchase.id, Date.now() - MINUTE, 'Landed between read and press')
    const presses = r.chance(0.2)
      ? [ask(token, page.guarantee?.recordHash), ask(token, page.guarantee?.recordHash)]
      : [ask(token, page.guarantee?.recordHash)]
    for (const response of await Promise.all(presses))
      await answered(w, `b${found.buyer.n} presses the refund link`, response, found.buyer.intentId)
  },
}

const ownerRefunds: GuaranteeAction = {
  name: 'owner refunds with a reason',
  weight: 0.5,
  async run(w) {
    const r = grng(w)
    const found = await paidPurchase(w, r)
    if (!found) return
    const response = await request(
      `/api/admin/refunds/purchase/${found.purchase.id}`,
      { method: 'POST', body: { reason: `Goodwill ${r.int(100)}` } },
      { cookie: w.adminCookie },
    )
    await answered(w, `owner refunds b${found.buyer.n} with a reason`, response, found.buyer.intentId)
  },
}

const GUARANTEE_ACTIONS = [ownerAssigns, clientChecksOff, clientPresses, ownerRefunds]

export function drawGuaranteeAction(w: World): GuaranteeAction | undefined {
  const r = grng(w)
  if (!r.chance(0.5)) return undefined
  const total = GUARANTEE_ACTIONS.reduce((sum, action) => sum + action.weight, 0)
  let point = r.next() * total
  for (const action of GUARANTEE_ACTIONS) {
    point -= action.weight
    if (point < 0) return action
  }
  return GUARANTEE_ACTIONS.at(-1)
}

/**
 * The run's refund requests with their purchases and the fingerprint of the rows their records are read from
 * (recordFingerprintSql), built once per number of intents: this runs after every step.
 */
function requestsQuery(intents: number) {
  const db = testDb()
  return db
    .select({
      request: refundRequests,
      purchase: purchases,
      fingerprint: sql<string>`${recordFingerprintSql(sql`${refundRequests.purchaseId}`)}`,
    })
    .from(refundRequests)
    .innerJoin(purchases, eq(purchases.id, refundRequests.purchaseId))
    .where(inArray(purchases.stripePaymentIntentId, marks('intent', intents)))
    .prepare()
}

const built = new WeakMap<object, Map<number, ReturnType<typeof requestsQuery>>>()
function requestsFor(intents: number): ReturnType<typeof requestsQuery> {
  const db = testDb()
  const shapes = built.get(db) ?? new Map<number, ReturnType<typeof requestsQuery>>()
  built.set(db, shapes)
  const query = shapes.get(intents) ?? requestsQuery(intents)
  shapes.set(intents, query)
  return query
}

/**
 * The requests whose record was judged and held, by id, with what it was judged on: the request's row, its
 * purchase's row and the fingerprint of its record's rows (its calls and their marks, its actions with their
 * ids, its pod's schedule), which are everything loadGuaranteeRecord and the judgement read. The same three give
 * the same record and the same answer, so a request is judged again only when one of them changed; reading the
 * record of every claimed request after every step was about a twentieth of the simulator's time.
 */
const held = new WeakMap<World, Map<number, string>>()

/** The three invariants of decision 096 over this run's refund requests. */
export async function guaranteeInvariants(w: World): Promise<Violation[]> {
  const intents = [...w.intents]
  if (intents.length === 0) return []
  const db = testDb()
  const rows = await requestsFor(intents.length).all(fill('intent', intents))
  const judged = held.get(w) ?? held.set(w, new Map()).get(w)!
  const violations: Violation[] = []
  for (const { request: asked, purchase, fingerprint } of rows) {
    const byOwner = asked.approvedBy === 'owner'
    if (byOwner && asked.guaranteeVerdict !== 'met' && !asked.ownerReason?.trim())
      violations.push({ invariant: 'owner refund has a reason', detail: `request ${asked.id}` })
    if (byOwner || asked.guaranteeVerdict === null) continue
    const judgedOn = `${JSON.stringify(asked)}\n${JSON.stringify(purchase)}\n${fingerprint}`
    if (judged.get(asked.id) === judgedOn) continue
    const before = violations.length
    const at = Date.parse(asked.requestedAt)
    const record = await loadGuaranteeRecord(db, purchase.id, at)
    if (at > record.windowEndsAt)
      violations.push({
        invariant: 'no claim outside the window',
        detail: `request ${asked.id} at ${asked.requestedAt}`,
      })
    if (asked.guaranteeVerdict === 'met') {
      // The record as it stood when he asked: the actions assigned by then (ids, rows written since left out).
      const assigned = await db
        .select({ id: actions.id })
        .from(actions)
        .where(and(eq(actions.purchaseId, purchase.id), lte(actions.createdAt, asked.requestedAt)))
      const ids = new Set(assigned.map((a) => a.id))
      const then = { ...record, covered: true, actions: record.actions.filter((a) => ids.has(a.id)) }
      const standing = guaranteeStanding(then, at)
      if (standing.standing === 'not-met')
        violations.push({
          invariant: 'guarantee refund only on a record that met the conditions',
          detail: `request ${asked.id} (${asked.status}): ${standing.reasons.join('; ')}`,
        })
    }
    // The record read in its own batch may be newer than the fingerprint read with the request: judged on the
    // fingerprint only when the record's own one is that.
    if (violations.length === before && record.fingerprint === fingerprint) judged.set(asked.id, judgedOn)
  }
  return violations
}
