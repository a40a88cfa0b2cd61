// The suppression list: each choice appended (never updated), an address's standing read from its latest row.
import { and, asc, desc, eq, or } from 'drizzle-orm'
import type { OptOutChannel, OptOutChoice, OptOutSource } from '../../../shared/opt-outs.ts'
import { phoneDigits } from '../../../shared/rules/phone.ts'
import type { Database } from '../../platform/db/client.ts'
import { preparedStatement } from '../../platform/db/prepared.ts'
import { optOuts } from '../../platform/db/schema.ts'
import type { RequestContext } from './consent-records.ts'

export type OptOutRow = typeof optOuts.$inferSelect

/** Emails compare lower-cased; numbers as E.164 (a bare US number of 10 digits gains +1). */
export function normalizeAddress(channel: OptOutChannel, address: string): string {
  if (channel === 'email') return address.trim().toLowerCase()
  const digits = phoneDigits(address)
  return address.trim().startsWith('+') ? `+${digits}` : digits.length === 10 ? `+1${digits}` : `+${digits}`
}

/** The address's latest choice, or null when it never made one. */
export async function latestChoice(db: Database, channel: OptOutChannel, address: string): Promise<OptOutRow | null> {
  const [row] = await latest(db, { channel, address: normalizeAddress(channel, address) })
  return row ?? null
}

// Read before every message the outbox sends.
const latest = preparedStatement((db: Database, slot: { channel: OptOutChannel; address: string }) =>
  db
    .select()
    .from(optOuts)
    .where(and(eq(optOuts.channel, slot.channel), eq(optOuts.address, slot.address)))
    .orderBy(desc(optOuts.id))
    .limit(1),
)

/** The withdrawal in force for the address, or null when it may be sent to. */
export async function optedOut(db: Database, channel: OptOutChannel, address: string): Promise<OptOutRow | null> {
  const row = await latestChoice(db, channel, address)
  return row?.choice === 'out' ? row : null
}

export interface Choice {
  channel: OptOutChannel
  address: string
  choice: OptOutChoice
  source: OptOutSource
  detail?: string | null
  /** The consent record's part (decision 066): the words acted on, the page and the client, where there was one. */
  words?: string | null
  context?: RequestContext
}

/**
 * Records a choice unless it is already the address's standing (a second STOP, a provider's second 21610 and a
 * reload of the unsubscribe page add nothing). Returns whether a row was written.
 */
export async function recordChoice(db: Database, choice: Choice): Promise<boolean> {
  const address = normalizeAddress(choice.channel, choice.address)
  const current = await latestChoice(db, choice.channel, address)
  if ((current?.choice ?? 'in') === choice.choice) return false
  const { context, ...made } = choice
  await db.insert(optOuts).values({ ...made, ...context, address, detail: choice.detail?.slice(0, 300) ?? null })
  return true
}

/** Every choice made for a person's email address and phone number, oldest first, for the owner's Leads tab. */
export async function choicesOf(db: Database, person: { email: string; phone: string | null }): Promise<OptOutRow[]> {
  const byEmail = and(eq(optOuts.channel, 'email'), eq(optOuts.address, normalizeAddress('email', person.email)))
  const where = person.phone
    ? or(byEmail, and(eq(optOuts.channel, 'sms'), eq(optOuts.address, normalizeAddress('sms', person.phone))))
    : byEmail
  return db.select().from(optOuts).where(where).orderBy(asc(optOuts.id))
}
