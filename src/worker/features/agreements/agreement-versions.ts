// The agreement's versions (decision 108): one row per text the owner saved, keyed by the SHA-256 of its words.
// The newest is shown at checkout; every purchase keeps the one it was sold with, whatever is saved later.
import { desc, eq, sql } from 'drizzle-orm'
import { agreementVersionOf, DEFAULT_AGREEMENT_WORDS } from '../../../shared/agreement.ts'
import type { Database } from '../../platform/db/client.ts'
import { preparedStatement } from '../../platform/db/prepared.ts'
import { agreements, purchases } from '../../platform/db/schema.ts'

export type AgreementVersion = typeof agreements.$inferSelect

/** The order that puts the version shown now first: the last saved (an edit undone is saved again). */
export const NEWEST_FIRST = [desc(agreements.createdAt), desc(sql`rowid`)]

// Built once per database client (platform/db/prepared.ts): every checkout and every acceptance reads it.
const newest = preparedStatement((db: Database) =>
  db
    .select()
    .from(agreements)
    .orderBy(...NEWEST_FIRST)
    .limit(1),
)

/** The version shown now, as a statement a batch can carry (the reserve reads it in its own transaction). */
export const newestAgreement = (db: Database) => newest(db, {})

async function newestVersion(db: Database): Promise<AgreementVersion | undefined> {
  const [row] = await newestAgreement(db)
  return row
}

/** The version checkout shows now; a site whose owner saved none gets the business's first words, kept as a row. */
export async function currentAgreement(db: Database): Promise<AgreementVersion> {
  return (await newestVersion(db)) ?? (await saveAgreement(db, DEFAULT_AGREEMENT_WORDS))
}

/**
 * The owner's words become the version shown from now on. Words saved before (an edit undone) keep their
 * version, which becomes the newest again: the same words are the same agreement for every purchase.
 */
export async function saveAgreement(db: Database, words: string): Promise<AgreementVersion> {
  const version = await agreementVersionOf(words)
  const [row] = await db
    .insert(agreements)
    .values({ version, words })
    .onConflictDoUpdate({ target: agreements.version, set: { createdAt: new Date().toISOString() } })
    .returning()
  return row!
}

export async function agreementVersions(db: Database) {
  return db
    .select({
      version: agreements.version,
      createdAt: agreements.createdAt,
      purchases: sql<number>`(select count(*) from ${purchases} where ${purchases.agreementVersion} = ${agreements.version})`,
    })
    .from(agreements)
    .orderBy(...NEWEST_FIRST)
}

export async function agreementOfVersion(db: Database, version: string): Promise<AgreementVersion | undefined> {
  return db.query.agreements.findFirst({ where: eq(agreements.version, version) })
}
