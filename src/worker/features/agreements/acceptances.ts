// His tick of "I agree" (decision 108): checked against the version shown now and recorded like a consent (decision
// 066), both inside a paid reserve's own batch, with his purchase (decisions 128, 134).
import { and, desc, eq, sql } from 'drizzle-orm'
import { AGREEMENT_CHANGED, AGREEMENT_REQUIRED, agreementFacts, fillAgreement } from '../../../shared/agreement.ts'
import type { BookingRules } from '../../../shared/schemas/booking-rules.ts'
import { getBookingRules } from '../bookings/bookings.ts'
import type { Database } from '../../platform/db/client.ts'
import { preparedStatement } from '../../platform/db/prepared.ts'
import { agreementAcceptances, agreements, purchases, sqlNow } from '../../platform/db/schema.ts'
import { HttpError } from '../../platform/http-error.ts'
import { type AgreementVersion, currentAgreement, NEWEST_FIRST } from './agreement-versions.ts'

export interface AcceptanceContext {
  page: string | null
  clientAddress: string | null
  userAgent: string | null
}

/**
 * The version he ticked, when it is the one shown now. A missing tick is bad input (400); an older version (the
 * owner saved new words while his page was open) is a conflict (409) that carries the new words, so his page
 * can show them in place and keep everything he typed.
 */
export async function acceptedVersion(db: Database, given: string | undefined): Promise<string> {
  const version = tickedVersion(given)
  await confirmTick(db, version, await currentAgreement(db))
  return version
}

/** The version his tick names; a missing tick is bad input, refused before anything is read. */
export function tickedVersion(given: string | undefined): string {
  if (!given) throw new HttpError(400, AGREEMENT_REQUIRED, { fields: { agreement: AGREEMENT_REQUIRED } })
  return given
}

/**
 * His tick against `shown`, the newest version a batch read (undefined on a site with none saved yet, which then
 * gets the business's first words).
 */
export async function confirmTick(db: Database, ticked: string, shown: AgreementVersion | undefined): Promise<void> {
  const current = shown ?? (await currentAgreement(db))
  if (ticked !== current.version)
    throw new HttpError(409, AGREEMENT_CHANGED, {
      fields: { agreement: AGREEMENT_CHANGED },
      agreement: { version: current.version, words: current.words },
    })
}

// This file's statements are built once per database client (platform/db/prepared.ts): every paid checkout
// records an acceptance, and every refund link and client overview reads the purchase's agreement.
type AcceptanceSlot = {
  purchaseId: number
  version: string
  page: string | null
  clientAddress: string | null
  userAgent: string | null
}
const acceptanceWrite = preparedStatement((db: Database, slot: AcceptanceSlot) =>
  db
    .insert(agreementAcceptances)
    .values({
      purchaseId: slot.purchaseId,
      version: slot.version,
      page: slot.page,
      clientAddress: slot.clientAddress,
      userAgent: slot.userAgent,
    })
    .returning({ id: agreementAcceptances.id }),
)

/** His acceptance of `version` for the purchase, written alone. */
export async function recordAcceptance(db: Database, purchaseId: number, version: string, context: AcceptanceContext) {
  const { page, clientAddress, userAgent } = context
  const [row] = await acceptanceWrite(db, { purchaseId, version, page, clientAddress, userAgent })
  return row?.id ?? null
}

type SaleAcceptanceSlot = Omit<AcceptanceSlot, 'purchaseId'> & { paymentIntentId: string; lease: string }

/**
 * Written only when the purchase on the payment holds this reserve's lease (its write applied in the same batch)
 * and `version` is the one shown now, so a stale tick records nothing and his refusal follows.
 */
const saleAcceptanceWrite = preparedStatement((db: Database, slot: SaleAcceptanceSlot) =>
  db
    .insert(agreementAcceptances)
    .select(
      db
        .select({
          id: sql<number>`null`.as('id'),
          purchaseId: purchases.id,
          version: sql<string>`${slot.version}`.as('version'),
          page: sql<string | null>`${slot.page}`.as('page'),
          clientAddress: sql<string | null>`${slot.clientAddress}`.as('client_address'),
          userAgent: sql<string | null>`${slot.userAgent}`.as('user_agent'),
          createdAt: sql<string>`${sqlNow}`.as('created_at'),
        })
        .from(purchases)
        .where(
          and(
            eq(purchases.stripePaymentIntentId, slot.paymentIntentId),
            eq(purchases.reserveLease, slot.lease),
            eq(
              sql`(${db
                .select({ version: agreements.version })
                .from(agreements)
                .orderBy(...NEWEST_FIRST)
                .limit(1)})`,
              slot.version,
            ),
          ),
        ),
    )
    .returning({ id: agreementAcceptances.id }),
)

/**
 * His acceptance as a statement of the reserve's own batch, after the purchase's write: no row when the write did
 * not apply or he ticked an older version.
 */
export function acceptanceWithSale(
  db: Database,
  paymentIntentId: string,
  lease: string,
  version: string,
  context: AcceptanceContext,
) {
  const { page, clientAddress, userAgent } = context
  return saleAcceptanceWrite(db, { paymentIntentId, lease, version, page, clientAddress, userAgent })
}

/** Takes back an acceptance a refused reserve wrote: his purchase went back to what it was before. */
export async function dropAcceptance(db: Database, id: number): Promise<void> {
  await db.delete(agreementAcceptances).where(eq(agreementAcceptances.id, id))
}

const purchaseAgreement = preparedStatement((db: Database, slot: { purchaseId: number }) =>
  db
    .select({
      version: agreements.version,
      words: agreements.words,
      versionDate: agreements.createdAt,
      acceptedAt: agreementAcceptances.createdAt,
      description: purchases.description,
      amount: purchases.amount,
      planPayments: purchases.planPayments,
    })
    .from(purchases)
    .innerJoin(agreements, eq(agreements.version, purchases.agreementVersion))
    .leftJoin(agreementAcceptances, eq(agreementAcceptances.purchaseId, purchases.id))
    .where(eq(purchases.id, slot.purchaseId))
    .orderBy(desc(agreementAcceptances.createdAt))
    .limit(1),
)

/**
 * The words a purchase was sold with, their version and the day that version was saved, when he ticked it, and
 * the text as he read it (its blanks filled from the purchase and the coach's rules); null for a purchase made
 * before the agreement existed (or a free one).
 */
export async function agreementOfPurchase(db: Database, purchaseId: number) {
  const [row] = await purchaseAgreement(db, { purchaseId })
  if (!row) return null
  const { description, amount, planPayments, ...agreement } = row
  const rules = await getBookingRules(db)
  const plan = planPayments ? { payments: planPayments, amount } : null
  const facts = agreementFacts({ description, amount, plan, ...pick(rules) })
  return { ...agreement, text: fillAgreement(agreement.words, facts) }
}

const pick = ({ moveNoticeHours, maxMoves }: BookingRules) => ({ moveNoticeHours, maxMoves })
export type PurchaseAgreement = NonNullable<Awaited<ReturnType<typeof agreementOfPurchase>>>
