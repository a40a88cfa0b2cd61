// The Worker's log: one JSON line per event, carrying the id of the request or job it belongs to, so Workers
// Logs can filter one request's lines and count events by message. Nothing personal reaches a line: fields
// named for people's data are left out, and any email, phone number or secret-shaped text left in a message is
// masked, so a Stripe error that quotes an address, or a caller who passes a whole row, still logs nothing of
// anyone (decision 067).
import { AsyncLocalStorage } from 'node:async_hooks'

export type LogValue = string | number | boolean | null | undefined
export type LogFields = Readonly<Record<string, LogValue>>
type Level = 'error' | 'warn' | 'info'

const scope = new AsyncLocalStorage<string>()

/** Runs `work` with every log line inside it, awaited or not, carrying `id`. */
export function withLogScope<T>(id: string, work: () => T): T {
  return scope.run(id, work)
}

/** The id the current request or job logs under, to hand to a Durable Object it calls. */
export const currentLogScope = (): string | null => scope.getStore() ?? null

/** Field names whose values are people's data or secrets: never written, whatever they hold. */
const PERSONAL_FIELDS = [
  'e-?mail',
  'phone',
  'to',
  'from',
  'recipient',
  'name',
  'first_?name',
  'last_?name',
  'address',
  'client_?address',
  'ip',
  'user_?agent',
  'body',
  'text',
  'token',
  'secret',
  'client_?secret',
  'password',
  'cookie',
  'authorization',
]
const PERSONAL_FIELD = new RegExp(`^(${PERSONAL_FIELDS.join('|')})$`, 'i')

/** Ten digits or more, with the separators people write between them, standing alone: a phone number. */
const maskPhone = (candidate: string) => (candidate.replace(/\D/g, '').length >= 10 ? '[phone]' : candidate)

const MASKS: readonly (readonly [RegExp, string | ((match: string) => string)])[] = [
  // A Stripe client secret (pi_…_secret_…, seti_…_secret_…) unlocks its payment.
  [/\b\w+_secret_\w+/g, '[client secret]'],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  // Dates (8 digits) and amounts stay; an ISO time is not a phone because its T and colons break the run.
  [/(?<!\w)\+?\(?\d[\d\s().-]{7,}\d(?!\w)/g, maskPhone],
  // Long runs of token alphabet with letters and digits mixed: the signed refund, plan, offer and unsubscribe
  // links (an error code like ERR_JWS_SIGNATURE_VERIFICATION_FAILED has no digit and stays).
  [/(?=[A-Za-z_-]*\d)(?=[\d_-]*[A-Za-z])[A-Za-z0-9_-]{32,}/g, '[token]'],
]

/** Text made safe to keep: no email, phone, client secret or link token survives. */
export function maskPersonal(text: string): string {
  return MASKS.reduce((masked, [pattern, mask]) => masked.replace(pattern, mask as (match: string) => string), text)
}

function line(level: Level, message: string, fields: LogFields): string {
  const kept: Record<string, LogValue> = {}
  for (const [key, value] of Object.entries(fields)) {
    if (PERSONAL_FIELD.test(key) || value === undefined) continue
    kept[key] = typeof value === 'string' ? maskPersonal(value) : value
  }
  return JSON.stringify({ level, message: maskPersonal(message), requestId: scope.getStore() ?? null, ...kept })
}

export const log = {
  error: (message: string, fields: LogFields = {}) => console.error(line('error', message, fields)),
  warn: (message: string, fields: LogFields = {}) => console.warn(line('warn', message, fields)),
  info: (message: string, fields: LogFields = {}) => console.log(line('info', message, fields)),
}
