// The admin's Leads list: the lead tables read as one list of LeadRow, newest first. Each table is
// asked for its own newest `limit` rows matching the filters, and the merge keeps the newest `limit`:
// the same answer as one UNION, with each query on its own created_at index.
import { and, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { LeadStatus } from '../../../shared/constants.ts'
import type { LeadKind, LeadRow } from '../../../shared/schemas/leads-admin.ts'
import type { Database } from '../../platform/db/client.ts'
import {
  consultationRequests,
  emailSignups,
  inventoryItems,
  purchases,
  strategyCalls,
  waitlistEntries,
} from '../../platform/db/schema.ts'
import { HttpError } from '../../platform/http-error.ts'
import { type CsvValue, toCsv } from '../../platform/csv.ts'
import type { ConsentEvent, LatestConsent } from '../opt-outs/opt-outs.ts'
import { purchaseDescription } from '../../../shared/purchase-type-labels.ts'
import { waitlistStanding } from '../../../shared/rules/waitlist-standing.ts'
import { EMAIL_SIGNUP_SOURCE_LABELS } from '../../../shared/schemas/leads.ts'
import { formatPrice } from '../../../shared/rules/inventory.ts'

const SUMMARY_MAX = 200

export interface LeadQuery {
  kind?: LeadKind
  status?: LeadStatus
  q?: string
  limit: number
  contactId?: number
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > SUMMARY_MAX ? `${flat.slice(0, SUMMARY_MAX - 1)}…` : flat
}

/** LIKE, with any % or _ in the search taken literally. */
function contains(column: SQL | SQLiteColumn, text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  return sql`${column} like ${pattern} escape '\\'`
}

interface Columns {
  contactId: SQLiteColumn
  status: SQLiteColumn
  searchable: (SQL | SQLiteColumn)[]
}

function where(columns: Columns, query: LeadQuery): SQL | undefined {
  return and(
    query.status ? eq(columns.status, query.status) : undefined,
    query.contactId ? eq(columns.contactId, query.contactId) : undefined,
    query.q ? or(...columns.searchable.map((column) => contains(column, query.q!))) : undefined,
  )
}

type Signup = typeof emailSignups.$inferSelect
type Consultation = typeof consultationRequests.$inferSelect
type StrategyCall = typeof strategyCalls.$inferSelect

function signupRow(row: Signup): LeadRow {
  const label = EMAIL_SIGNUP_SOURCE_LABELS[row.source]
  return {
    kind: 'email-signup',
    id: row.id,
    contactId: row.contactId,
    name: row.firstName,
    email: row.email,
    phone: null,
    status: row.status,
    createdAt: row.createdAt,
    summary: row.source === 'resource_library' && row.resourceId ? `${label}: ${row.resourceId}` : label,
  }
}

function consultationRow(row: Consultation): LeadRow {
  return {
    kind: 'consultation',
    id: row.id,
    contactId: row.contactId,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    phone: row.phone,
    status: row.status,
    createdAt: row.createdAt,
    summary: clip(`${row.challenge}: ${row.message}`),
  }
}

/** A request from the form sums up its answers; a booking from checkout, what was booked. */
function callSummary(row: StrategyCall, itemName: string | null): string {
  if (row.holdId !== null) return `Booked at checkout: ${purchaseDescription('strategy-call', itemName)}`
  const challenge = row.biggestChallenge ?? ''
  return row.timeline ? `${challenge} (timeline: ${row.timeline})` : challenge
}

/** A lead is a person's: a booked call whose person was deleted stays only for the slot's count, never listed. */
function strategyCallRow(row: StrategyCall, itemName: string | null): LeadRow {
  return {
    kind: 'strategy-call',
    id: row.id,
    contactId: row.contactId ?? 0,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    createdAt: row.createdAt,
    summary: clip(callSummary(row, itemName)),
  }
}

/** Every strategy call with the name of the slot it booked, if any. */
function selectCalls(db: Database) {
  return db
    .select({ call: strategyCalls, itemName: inventoryItems.name })
    .from(strategyCalls)
    .leftJoin(inventoryItems, eq(inventoryItems.id, strategyCalls.inventoryItemId))
}

type WaitlistEntry = typeof waitlistEntries.$inferSelect

/** A person waiting for a seat: the item and where they stand (waiting, offered, claimed…). */
function waitlistRow(row: WaitlistEntry, itemName: string): LeadRow {
  return {
    kind: 'waitlist',
    id: row.id,
    contactId: row.contactId,
    name: row.firstName,
    email: row.email,
    phone: row.phone,
    status: row.leadStatus,
    createdAt: row.createdAt,
    // An entry whose address is not confirmed is not in line: marked so, and expired after its day.
    summary: clip(`${itemName} (${waitlistStanding(row)})`),
  }
}

type Purchase = typeof purchases.$inferSelect

/** A buyer is listed once paid, in full or the plan's first payment, and stays listed after a refund. */
const BOUGHT = ['succeeded', 'refunded'] as const

/** What he bought and how he pays: in full or on the plan, and refunded since if he was. */
function purchaseSummary(row: Purchase): string {
  const how = row.planPayments
    ? `payment plan, ${row.planPayments} payments of ${formatPrice(row.amount)}`
    : `paid in full, ${formatPrice(row.amount)}`
  return `${row.description} (${how})${row.status === 'refunded' ? ', refunded' : ''}`
}

function purchaseRow(row: Purchase): LeadRow {
  return {
    kind: 'purchase',
    id: row.id,
    contactId: row.contactId ?? 0,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    phone: row.phone,
    status: row.leadStatus,
    createdAt: row.createdAt,
    summary: clip(purchaseSummary(row)),
  }
}

const fetchers: Record<LeadKind, (db: Database, query: LeadQuery) => Promise<LeadRow[]>> = {
  'email-signup': async (db, query) => {
    const t = emailSignups
    const rows = await db
      .select()
      .from(t)
      .where(where({ contactId: t.contactId, status: t.status, searchable: [t.email, t.firstName] }, query))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(query.limit)
    return rows.map(signupRow)
  },
  consultation: async (db, query) => {
    const t = consultationRequests
    const fullName = sql`(${t.firstName} || ' ' || ${t.lastName})`
    const rows = await db
      .select()
      .from(t)
      .where(where({ contactId: t.contactId, status: t.status, searchable: [t.email, fullName] }, query))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(query.limit)
    return rows.map(consultationRow)
  },
  'strategy-call': async (db, query) => {
    const t = strategyCalls
    const rows = await selectCalls(db)
      .where(
        and(
          isNotNull(t.contactId),
          where({ contactId: t.contactId, status: t.status, searchable: [t.email, t.name] }, query),
        ),
      )
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(query.limit)
    return rows.map((row) => strategyCallRow(row.call, row.itemName))
  },
  waitlist: async (db, query) => {
    const t = waitlistEntries
    const rows = await db
      .select({ entry: t, itemName: inventoryItems.name })
      .from(t)
      .innerJoin(inventoryItems, eq(inventoryItems.id, t.inventoryItemId))
      .where(where({ contactId: t.contactId, status: t.leadStatus, searchable: [t.email, t.firstName] }, query))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(query.limit)
    return rows.map((row) => waitlistRow(row.entry, row.itemName))
  },
  purchase: async (db, query) => {
    const t = purchases
    const fullName = sql`(${t.firstName} || ' ' || ${t.lastName})`
    const rows = await db
      .select()
      .from(t)
      .where(
        and(
          // A deleted person's purchase stays for the books, never as a lead.
          isNotNull(t.contactId),
          inArray(t.status, BOUGHT),
          where({ contactId: t.contactId, status: t.leadStatus, searchable: [t.email, fullName] }, query),
        ),
      )
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(query.limit)
    return rows.map(purchaseRow)
  },
}

const KIND_ORDER: Record<LeadKind, number> = {
  purchase: 0,
  'strategy-call': 1,
  consultation: 2,
  'email-signup': 3,
  waitlist: 4,
}

/** Newest first; rows made in the same millisecond keep a fixed order. */
function newestFirst(a: LeadRow, b: LeadRow): number {
  return b.createdAt.localeCompare(a.createdAt) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.id - a.id
}

export async function listLeads(db: Database, query: LeadQuery): Promise<LeadRow[]> {
  const kinds = query.kind ? [query.kind] : (Object.keys(fetchers) as LeadKind[])
  const lists = await Promise.all(kinds.map((kind) => fetchers[kind](db, query)))
  return lists.flat().sort(newestFirst).slice(0, query.limit)
}

export async function setLeadStatus(db: Database, kind: LeadKind, id: number, status: LeadStatus): Promise<LeadRow> {
  const notFound = () => new HttpError(404, 'Lead not found')
  if (kind === 'email-signup') {
    const [row] = await db.update(emailSignups).set({ status }).where(eq(emailSignups.id, id)).returning()
    if (!row) throw notFound()
    return signupRow(row)
  }
  if (kind === 'consultation') {
    const [row] = await db
      .update(consultationRequests)
      .set({ status })
      .where(eq(consultationRequests.id, id))
      .returning()
    if (!row) throw notFound()
    return consultationRow(row)
  }
  if (kind === 'purchase') {
    // The owner's follow-up only: the payment's own status is the purchases feature's (decision 052).
    const leadStatus = status
    const [row] = await db
      .update(purchases)
      .set({ leadStatus })
      .where(and(eq(purchases.id, id), isNotNull(purchases.contactId), inArray(purchases.status, BOUGHT)))
      .returning()
    if (!row) throw notFound()
    return purchaseRow(row)
  }
  if (kind === 'waitlist') {
    const [row] = await db
      .update(waitlistEntries)
      .set({ leadStatus: status })
      .where(eq(waitlistEntries.id, id))
      .returning()
    if (!row) throw notFound()
    const [item] = await db
      .select({ name: inventoryItems.name })
      .from(inventoryItems)
      .where(eq(inventoryItems.id, row.inventoryItemId))
    return waitlistRow(row, item?.name ?? '')
  }
  const [row] = await db
    .update(strategyCalls)
    .set({ status })
    .where(and(eq(strategyCalls.id, id), isNotNull(strategyCalls.contactId)))
    .returning()
  if (!row) throw notFound()
  const [call] = await selectCalls(db).where(eq(strategyCalls.id, row.id))
  return strategyCallRow(row, call?.itemName ?? null)
}

const CSV_COLUMNS = ['kind', 'id', 'contactId', 'name', 'email', 'phone', 'status', 'createdAt', 'summary'] as const

/** Per channel, the person's latest consent event: what, when (UTC), the words, the page and the client. */
const CONSENT_COLUMNS = [
  'Consent',
  'ConsentAt',
  'ConsentWords',
  'ConsentPage',
  'ConsentClientAddress',
  'ConsentUserAgent',
]

function consentCells(event: ConsentEvent | null): CsvValue[] {
  if (!event) return ['none', null, null, null, null, null]
  const words = event.words ?? event.detail
  return [event.what, event.createdAt, words, event.page, event.clientAddress, event.userAgent]
}

export function leadsCsv(rows: readonly LeadRow[], latest: LatestConsent): string {
  return toCsv(
    [...CSV_COLUMNS, ...CONSENT_COLUMNS.map((name) => `email${name}`), ...CONSENT_COLUMNS.map((name) => `sms${name}`)],
    rows.map((row) => [
      ...CSV_COLUMNS.map((column) => row[column]),
      ...consentCells(latest('email', row.email)),
      ...consentCells(latest('sms', row.phone)),
    ]),
  )
}
