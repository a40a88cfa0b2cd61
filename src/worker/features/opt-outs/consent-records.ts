// The consent record (decision 066): each consent given on a form, with the exact words shown beside it, the
// page, the client's address and user agent and the time; and, beside it, each withdrawal and return kept in
// `opt_outs`. The owner reads one person's record in the Leads tab and every row's latest in the CSV export.
import { and, asc, eq, or, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { CONSENT_FORMS, type ConsentForm } from '../../../shared/consent-words.ts'
import type { OptOutChannel } from '../../../shared/opt-outs.ts'
import type { Database } from '../../platform/db/client.ts'
import { consents, optOuts } from '../../platform/db/schema.ts'
import { choicesOf, normalizeAddress } from './opt-out-records.ts'

const USER_AGENT_MAX = 300
const PAGE_MAX = 200

/** Where and from whom a choice came: what the law asks a consent record to show besides the words and time. */
export interface RequestContext {
  page: string | null
  clientAddress: string | null
  userAgent: string | null
}

/**
 * The page the form was on: the path of the same-origin Referer (the site's Referrer-Policy sends it whole to
 * itself). The query is dropped: an offer's link carries a secret there.
 */
function pageOf(referer: string | undefined, requestUrl: string): string | null {
  if (!referer) return null
  try {
    const from = new URL(referer)
    return from.origin === new URL(requestUrl).origin ? from.pathname.slice(0, PAGE_MAX) : null
  } catch {
    return null
  }
}

export function requestContext(c: Context): RequestContext {
  return {
    page: pageOf(c.req.header('Referer'), c.req.url),
    clientAddress: c.req.header('CF-Connecting-IP') ?? null,
    userAgent: c.req.header('User-Agent')?.slice(0, USER_AGENT_MAX) ?? null,
  }
}

export interface GivenConsent {
  form: ConsentForm
  /** The email (email consents) or phone number (text consents) it was given for. */
  address: string
}

/** The consents ticked on checkout's or the waitlist's form: email for the address, texts for the number. */
export function givenConsents(
  form: 'checkout' | 'waitlist',
  input: { email: string; phone: string; emailConsent?: boolean; smsConsent?: boolean },
): GivenConsent[] {
  return [
    ...(input.emailConsent ? [{ form: `${form}-email` as const, address: input.email }] : []),
    ...(input.smsConsent && input.phone ? [{ form: `${form}-sms` as const, address: input.phone }] : []),
  ]
}

/**
 * Records each consent, unless the same address gave the same consent from the same client within the day (a
 * checkout sent again, a double click): one act, one row.
 */
export async function recordConsents(db: Database, given: readonly GivenConsent[], context: RequestContext) {
  const writes = given.map(({ form, address }) => {
    const { channel, words } = CONSENT_FORMS[form]
    const normalized = normalizeAddress(channel, address)
    const client = context.clientAddress
    return db.run(sql`
      INSERT INTO consents (channel, address, form, words, page, client_address, user_agent)
      SELECT ${channel}, ${normalized}, ${form}, ${words}, ${context.page}, ${client}, ${context.userAgent}
      WHERE NOT EXISTS (
        SELECT 1 FROM consents WHERE channel = ${channel} AND address = ${normalized} AND form = ${form}
          AND words = ${words} AND client_address IS ${client}
          AND created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day'))`)
  })
  await Promise.all(writes)
}

export type ConsentEvent = {
  channel: OptOutChannel
  /** 'given' on a form; 'withdrawn' or 'given again' through an unsubscribe, a text or the provider. */
  what: 'given' | 'withdrawn' | 'given again'
  /** The form's key for a consent, the opt-out source for a withdrawal or return. */
  how: string
  words: string | null
  detail: string | null
  page: string | null
  clientAddress: string | null
  userAgent: string | null
  /** UTC, ISO 8601 with its Z. */
  createdAt: string
}

async function consentsOf(db: Database, person: { email: string; phone: string | null }) {
  const byEmail = and(eq(consents.channel, 'email'), eq(consents.address, normalizeAddress('email', person.email)))
  const where = person.phone
    ? or(byEmail, and(eq(consents.channel, 'sms'), eq(consents.address, normalizeAddress('sms', person.phone))))
    : byEmail
  return db.select().from(consents).where(where).orderBy(asc(consents.id))
}

/** A person's whole record, oldest first: every consent, withdrawal and return for his email and his number. */
export async function consentRecordOf(
  db: Database,
  person: { email: string; phone: string | null },
): Promise<ConsentEvent[]> {
  const [given, choices] = await Promise.all([consentsOf(db, person), choicesOf(db, person)])
  const events: ConsentEvent[] = [
    ...given.map((row) => ({
      channel: row.channel,
      what: 'given' as const,
      how: row.form,
      words: row.words,
      detail: null,
      page: row.page,
      clientAddress: row.clientAddress,
      userAgent: row.userAgent,
      createdAt: row.createdAt,
    })),
    ...choices.map((row) => ({
      channel: row.channel,
      what: row.choice === 'out' ? ('withdrawn' as const) : ('given again' as const),
      how: row.source,
      words: row.words,
      detail: row.detail,
      page: row.page,
      clientAddress: row.clientAddress,
      userAgent: row.userAgent,
      createdAt: row.createdAt,
    })),
  ]
  return events.sort((a, b) => a.createdAt.localeCompare(b.createdAt))
}

/** Each address's latest row of a table (channel, address, id), in one read without a list of addresses. */
const latestPerAddress = (table: 'consents' | 'opt_outs') => sql`
  SELECT * FROM (
    SELECT *, row_number() OVER (PARTITION BY channel, address ORDER BY id DESC) AS newest FROM ${sql.raw(table)}
  ) WHERE newest = 1`

type LatestRow = {
  channel: OptOutChannel
  address: string
  form?: string
  source?: string
  choice?: 'out' | 'in'
  words: string | null
  detail?: string | null
  page: string | null
  client_address: string | null
  user_agent: string | null
  created_at: string
}

function eventOf(row: LatestRow): ConsentEvent {
  return {
    channel: row.channel,
    what: row.form ? 'given' : row.choice === 'out' ? 'withdrawn' : 'given again',
    how: row.form ?? row.source ?? '',
    words: row.words,
    detail: row.detail ?? null,
    page: row.page,
    clientAddress: row.client_address,
    userAgent: row.user_agent,
    createdAt: row.created_at,
  }
}

/** The latest consent event of a person's email or number, for the CSV export's one line per lead. */
export type LatestConsent = (channel: OptOutChannel, address: string | null) => ConsentEvent | null

/** Every address's latest consent, withdrawal or return, read once for a whole export. */
export async function latestConsents(db: Database): Promise<LatestConsent> {
  const [given, choices] = await Promise.all([
    db.all<LatestRow>(latestPerAddress('consents')),
    db.all<LatestRow>(latestPerAddress('opt_outs')),
  ])
  const latest = new Map<string, ConsentEvent>()
  for (const row of [...given, ...choices]) {
    const key = `${row.channel}:${row.address}`
    const event = eventOf(row)
    const known = latest.get(key)
    if (!known || known.createdAt < event.createdAt) latest.set(key, event)
  }
  return (channel, address) =>
    address ? (latest.get(`${channel}:${normalizeAddress(channel, address)}`) ?? null) : null
}

/**
 * What a person's deletion does to his record (decision 066): his consents go, since nothing is sent on their
 * strength once he is gone; his withdrawals stay, because the law wants them honoured after he is forgotten, but
 * lose the page, client address and user agent, which the suppression does not need.
 */
export function forgetConsentStatements(db: Database, person: { email: string; phone: string | null }) {
  const mine = (table: typeof consents | typeof optOuts) => {
    const byEmail = and(eq(table.channel, 'email'), eq(table.address, normalizeAddress('email', person.email)))
    return person.phone
      ? or(byEmail, and(eq(table.channel, 'sms'), eq(table.address, normalizeAddress('sms', person.phone))))
      : byEmail
  }
  return [
    db.delete(consents).where(mine(consents)).returning({ id: consents.id }),
    db
      .update(optOuts)
      .set({ page: null, clientAddress: null, userAgent: null })
      .where(mine(optOuts))
      .returning({ id: optOuts.id }),
  ] as const
}
