// Where a purchase stands under the 30-day action guarantee (decision 096), as a pure function of its record and
// the clock: the same answer on My coaching, in the admin, on the refund page and in the simulator.
import type { GuaranteeStandingKind, GuaranteeView } from '../../../shared/guarantee.ts'
import type { AttendanceMark } from '../../../shared/attendance.ts'
import type { ActionStatus } from '../../../shared/guarantee.ts'
import { BUSINESS_TIME_ZONE } from '../../../shared/rules/business-clock.ts'
import { dateFormat } from '../../../shared/rules/date-formats.ts'

export interface GuaranteeCall {
  /** The session's start (ms): a call counts once it has begun, so the owner can mark it. */
  startsAt: number
  mark: AttendanceMark | null
}

export interface GuaranteeAction {
  id: number
  title: string
  dueAt: number
  status: ActionStatus
  doneAt: number | null
}

export interface GuaranteeRecord {
  purchaseId: number
  /** A paid pod or one-to-one package: the guarantee covers it. */
  covered: boolean
  windowStartsAt: number
  /** The window's last moment: day 30 counts to its last millisecond, as for the refund link. */
  windowEndsAt: number
  /** The calls that started inside the window (a cancelled one is not here, a moved one is at its new time). */
  calls: GuaranteeCall[]
  /** The actions due inside the window, withdrawn ones left out. */
  actions: GuaranteeAction[]
  /** The rows the record was read from, as one string: what the press's guarded write compares. */
  fingerprint: string
}

const dayWords = (ms: number) =>
  dateFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, month: 'short', day: 'numeric' }).format(ms)

/** Done on time means done by its due time: a minute late is not on time. */
export const doneOnTime = (action: GuaranteeAction) =>
  action.status === 'done' && action.doneAt !== null && action.doneAt <= action.dueAt

/** Each way the record falls short by `now`, earliest first, in the words the client and the owner read. */
export function shortfallsOf(record: GuaranteeRecord, now: number): string[] {
  const missed = record.calls
    .filter((call) => call.mark === 'no-show' && call.startsAt <= now)
    .map((call) => ({ at: call.startsAt, words: `missed the call of ${dayWords(call.startsAt)}` }))
  const undone = record.actions
    .filter((action) => action.dueAt < now && !doneOnTime(action))
    .map((action) => ({ at: action.dueAt, words: `'${action.title}' not done by ${dayWords(action.dueAt)}` }))
  return [...missed, ...undone].sort((a, b) => a.at - b.at).map((item) => item.words)
}

/** Calls begun and not marked yet: the owner's marks decide them. */
export const unmarkedCalls = (record: GuaranteeRecord, now: number) =>
  record.calls.filter((call) => call.mark === null && call.startsAt <= now).length

/** A short stable hash (two FNV-1a 32-bit halves) of the record's rows: equal rows, equal hash. */
export function recordHashOf(fingerprint: string): string {
  let a = 0x811c9dc5
  let b = 0x01000193 ^ fingerprint.length
  for (let i = 0; i < fingerprint.length; i++) {
    const code = fingerprint.charCodeAt(i)
    a = Math.imul(a ^ code, 0x01000193) >>> 0
    b = Math.imul(b ^ code, 0x050c5d1f) >>> 0
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0')
}

function kindOf(record: GuaranteeRecord, now: number, reasons: string[]): GuaranteeStandingKind {
  if (!record.covered) return 'none'
  if (now > record.windowEndsAt) return 'ended'
  if (reasons.length > 0) return 'not-met'
  return unmarkedCalls(record, now) > 0 ? 'awaiting-marks' : 'on-track'
}

function wordsOf(standing: GuaranteeStandingKind, met: boolean | null, reasons: string[]): string | null {
  const notMet = `not met: ${reasons.join('; ')}`
  if (standing === 'none') return null
  if (standing === 'on-track') return 'Guarantee: on track'
  if (standing === 'awaiting-marks') return 'Guarantee: on track, waiting for the coach to mark a call'
  if (standing === 'not-met') return `Guarantee: ${notMet}`
  if (met === null) return 'Guarantee: ended, waiting for the coach to mark a call'
  return met ? 'Guarantee: ended, met' : `Guarantee: ended, ${notMet}`
}

export function guaranteeStanding(record: GuaranteeRecord, now: number): GuaranteeView {
  const reasons = record.covered ? shortfallsOf(record, now) : []
  const standing = kindOf(record, now, reasons)
  const met = standing !== 'ended' ? null : reasons.length > 0 ? false : unmarkedCalls(record, now) > 0 ? null : true
  const ended = now > record.windowEndsAt
  return {
    standing,
    met,
    reasons,
    words: wordsOf(standing, met, reasons),
    endsAt: new Date(record.windowEndsAt).toISOString(),
    endsWords: `${ended ? 'ended' : 'ends'} ${dayWords(record.windowEndsAt)}`,
    recordHash: recordHashOf(record.fingerprint),
  }
}
