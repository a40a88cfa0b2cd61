// One seeded run: a world of its own, `steps` steps of one to three actions (several at once with
// Promise.all, often aimed at one buyer: two tabs, a webhook racing the success page), the `always`
// invariants after every step and the `atRest` ones at each quiescent point and at the end.
import { vi } from 'vitest'
import { adminCookie } from '../helpers/sessions.ts'
import { request } from '../helpers/client.ts'
import { type Action, ACTIONS, drawAction, Violation as ServerError } from './actions.ts'
import { always, atRest, type Violation } from './invariants.ts'
import { mulberry32 } from './prng.ts'
import { sessionInvariants } from './session-invariants.ts'
import { clearCalendar, drawSessionAction } from './sessions.ts'
import { drawGuaranteeAction, guaranteeInvariants } from './guarantee.ts'
import { settleDown } from './settle.ts'
import { createWorld, retire, type World } from './world.ts'

export interface SimOptions {
  steps: number
  /** A quiescent point every this many steps (and always at the end). */
  restEvery: number
}

export const DEFAULT_OPTIONS: SimOptions = { steps: 30, restEvery: 15 }

export interface SimReport {
  seed: number
  steps: number
  faults: number
  violations: Violation[]
  /** The step whose check failed (0: none). */
  failedAt: number
  consoleErrors: string[]
  trace: string[]
}

/** Where the run's time goes (ms), for tuning: the actions, the invariant reads, the quiescent points. */
export const timing = { actions: 0, always: 0, rest: 0 }
const timed = async <T>(part: keyof typeof timing, work: Promise<T>): Promise<T> => {
  const started = Date.now()
  try {
    return await work
  } finally {
    timing[part] += Date.now() - started
  }
}

let cookie: Promise<string> | undefined
let approvalSet: 'manual' | 'automatic' | undefined

/**
 * The owner's session and the refund setting live in D1: a fresh one (a new world in run-seeds.ts, or a new test
 * file in the Worker suite, whose D1 starts empty) needs them made again.
 */
export function forgetSite(): void {
  cookie = undefined
  approvalSet = undefined
}

/** The refund approval mode of this run (a site setting; runs in one file take turns, never overlap). */
async function setApproval(w: World): Promise<void> {
  const mode = w.manualApproval ? 'manual' : 'automatic'
  if (approvalSet === mode) return
  const response = await request(
    '/api/admin/refund-settings',
    { method: 'PUT', body: { refundApproval: mode } },
    { cookie: w.adminCookie },
  )
  if (response.status !== 200) throw new Error(`refund-settings ${response.status}`)
  approvalSet = mode
}

/** One step's actions: usually one; sometimes two or three at once, mostly at the same buyer. */
function drawStep(w: World): { actions: Action[]; buyer: World['buyers'][number] | undefined } {
  const count = w.buyers.length > 0 && w.rng.chance(0.3) ? 2 + w.rng.int(2) : 1
  const sameBuyer = count > 1 && w.rng.chance(0.7)
  const from = sameBuyer ? ACTIONS.filter((action) => action.forBuyer) : ACTIONS
  const actions = Array.from({ length: count }, () => drawAction(w, from))
  return { actions, buyer: sameBuyer ? w.rng.pick(w.buyers) : undefined }
}

async function runStep(
  w: World,
  actions: Action[],
  buyer: World['buyers'][number] | undefined,
  session: ReturnType<typeof drawSessionAction>,
  guarantee: ReturnType<typeof drawGuaranteeAction>,
): Promise<Violation[]> {
  const running = [
    ...actions.map((action) => action.run(w, buyer)),
    ...(session ? [session.run(w)] : []),
    ...(guarantee ? [guarantee.run(w)] : []),
  ]
  const outcomes = await Promise.allSettled(running)
  return outcomes.flatMap((outcome) => {
    if (outcome.status === 'fulfilled') return []
    const error = outcome.reason as Error
    const invariant = error instanceof ServerError ? 'no server error' : 'no crash'
    return [{ invariant, detail: String(error?.stack ?? error).slice(0, 600) }]
  })
}

export async function simulate(seed: number, options: SimOptions = DEFAULT_OPTIONS): Promise<SimReport> {
  const rng = mulberry32(seed)
  cookie ??= adminCookie()
  const w = await createWorld(seed, rng, await cookie)
  // Production logs console.error on Stripe mismatches and provider failures: observations, not test failures.
  const spy = vi.spyOn(console, 'error')
  const before = spy.getMockImplementation()
  spy.mockImplementation((...args: unknown[]) => {
    w.consoleErrors.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '))
  })
  const report = (steps: number, violations: Violation[], failedAt = 0): SimReport => ({
    seed,
    steps,
    faults: w.faults,
    violations,
    failedAt,
    consoleErrors: w.consoleErrors,
    trace: w.trace,
  })
  try {
    await setApproval(w)
    await clearCalendar(w)
    for (let step = 1; step <= options.steps; step += 1) {
      const { actions, buyer } = drawStep(w)
      const session = drawSessionAction(w)
      const guarantee = drawGuaranteeAction(w)
      const names = [
        ...actions.map((a) => a.name),
        ...(session ? [session.name] : []),
        ...(guarantee ? [guarantee.name] : []),
      ]
      w.trace.push(`#${step} ${names.join(' ‖ ')}${buyer ? ` (b${buyer.n})` : ''}`)
      const violations = [
        ...(await timed('actions', runStep(w, actions, buyer, session, guarantee))),
        ...(await timed('always', always(w))),
        ...(await timed('always', sessionInvariants(w))),
        ...(await timed('always', guaranteeInvariants(w))),
      ]
      const resting = step % options.restEvery === 0 || step === options.steps
      if (violations.length === 0 && resting) {
        await timed('rest', settleDown(w)).catch((error: unknown) => {
          violations.push({ invariant: 'no server error', detail: String(error) })
        })
        violations.push(
          ...(await always(w)),
          ...(await timed('rest', atRest(w))),
          ...(await timed('rest', sessionInvariants(w, true))),
        )
      }
      if (violations.length > 0) return report(step, violations, step)
    }
    return report(options.steps, [])
  } finally {
    await clearCalendar(w)
    await retire(w)
    // The setup file's spy (fail on console.error) comes back for whatever the test does next.
    if (before) spy.mockImplementation(before)
    else spy.mockRestore()
  }
}
