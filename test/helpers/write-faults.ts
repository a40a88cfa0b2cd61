// Faults between the writes of a booking (decision 093): a D1 binding and a coach calendar that fail the writes a
// plan names, either before the write is made or after it (its answer lost), so a test or the simulator sees what
// a crash between two writes leaves behind. Writes are counted in the order they are made: calendar takes, moves
// and releases, and D1 batches. Reads pass untouched. A plan may also run another caller's write just before one of
// them, to land it between two writes of this one.
import { createDb, type Database } from '../../src/worker/platform/db/client.ts'

export type WriteFault = 'fails' | 'answer lost'

export interface FaultPlan {
  /** The fault of the nth write (from 1). */
  faults: Record<number, WriteFault>
  /** Each write made or tried, in order, with its fault. */
  writes: string[]
  injected: number
  /** What happens just before the nth write: another caller's write landing between two of this one's. */
  before: Record<number, () => Promise<unknown>>
}

export class InjectedFault extends Error {}

export const faultPlan = (faults: Record<number, WriteFault> = {}, before: FaultPlan['before'] = {}): FaultPlan => ({
  faults,
  writes: [],
  injected: 0,
  before,
})

async function write<T>(plan: FaultPlan, what: string, run: () => Promise<T>): Promise<T> {
  const n = plan.writes.length + 1
  await plan.before[n]?.()
  const fault = plan.faults[n]
  plan.writes.push(fault ? `${what} (${fault})` : what)
  if (fault === 'fails') {
    plan.injected += 1
    throw new InjectedFault(`write ${n}, ${what}: failed before it was made`)
  }
  const result = await run()
  if (fault === 'answer lost') {
    plan.injected += 1
    throw new InjectedFault(`write ${n}, ${what}: made, its answer lost`)
  }
  return result
}

const CALENDAR_WRITES = new Set([
  'take',
  'move',
  'settleMove',
  'release',
  'releaseStray',
  'releaseMovedFrom',
  'restore',
])
const CALENDAR_READS = new Set(['busy', 'taken', 'movedFrom'])

/** A binding whose props `wrap` answers, the rest its own (methods bound: an RPC stub's are not, see below). */
function passThrough<T extends object>(target: T, wrap: (prop: string, value: unknown) => unknown): T {
  return new Proxy(target, {
    get(object, prop) {
      const value: unknown = Reflect.get(object, prop)
      if (typeof prop === 'string') {
        const wrapped = wrap(prop, value)
        if (wrapped !== undefined) return wrapped
      }
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value
    },
  })
}

/** The Worker's env and a Drizzle client on it whose writes follow `plan`. */
export function faultyBindings(env: Env, plan: FaultPlan): { env: Env; db: Database } {
  const d1 = passThrough(env.DB, (prop) =>
    prop === 'batch'
      ? (statements: D1PreparedStatement[]) => write(plan, 'D1 batch', () => env.DB.batch(statements))
      : undefined,
  )
  const calendars = passThrough(env.COACH_CALENDAR, (prop) =>
    prop === 'get'
      ? (id: DurableObjectId) => {
          const stub = env.COACH_CALENDAR.get(id)
          const call = (method: string, args: unknown[]) =>
            (stub as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[method]!(...args)
          // An RPC stub answers any property as a remote method, so only the calendar's own are given out.
          return new Proxy(stub, {
            get(object, method) {
              if (typeof method !== 'string') return Reflect.get(object, method)
              if (CALENDAR_WRITES.has(method))
                return (...args: unknown[]) => write(plan, `calendar ${method}`, () => call(method, args))
              if (CALENDAR_READS.has(method)) return (...args: unknown[]) => call(method, args)
              return Reflect.get(object, method)
            },
          })
        }
      : undefined,
  )
  const faulty = passThrough(env, (prop) => (prop === 'DB' ? d1 : prop === 'COACH_CALENDAR' ? calendars : undefined))
  return { env: faulty, db: createDb(d1) }
}
