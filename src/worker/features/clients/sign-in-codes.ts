// A client's sign-in by email (decision 074): asking sends a code and a link, valid 15 minutes and good once. The
// answer to asking never says whether the address is a client's; only a client's address gets the email. At most
// three codes an address in 15 minutes (one guarded insert), and a code dies after five wrong guesses.
import { and, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { clientSignInCodes, purchases, waitlistEntries } from '../../platform/db/schema.ts'
import { HttpError, TooManyRequestsError } from '../../platform/http-error.ts'
import { queueEmail } from '../outbox/outbox.ts'
import { keyedHash, newCode, newLinkToken, normalizedEmail } from './sign-in-secrets.ts'

export const CODE_LIFETIME_MS = 15 * 60_000
export const CODES_PER_ADDRESS = 3
export const GUESSES_PER_CODE = 5

export const CODE_SENT =
  'If this address has coaching with us, a sign-in code is on its way to it. The code works for 15 minutes.'
export const TOO_MANY_CODES = 'Too many codes were asked for this address. Please wait 15 minutes, then ask again.'
export const CODE_REFUSED = 'That code is not right, or it has expired or was used already. Ask for a new one.'
export const LINK_REFUSED = 'This sign-in link has expired or was used already. Ask for a new code below.'

/** An entry waiting or offered a seat whose address was confirmed (an older entry had no confirmation to make). */
export const inLine = and(
  inArray(waitlistEntries.status, ['waiting', 'offered']),
  or(isNull(waitlistEntries.confirmToken), isNotNull(waitlistEntries.confirmedAt)),
)

/** Bought something (paid, or paid and refunded) or waits in a line: what makes an address a client's. */
async function isClient(db: Database, email: string): Promise<boolean> {
  const [bought, waiting] = await db.batch([
    db
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(sql`lower(${purchases.email}) = ${email}`, inArray(purchases.status, ['succeeded', 'refunded'])))
      .limit(1),
    db
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(and(sql`lower(${waitlistEntries.email}) = ${email}`, inLine))
      .limit(1),
  ])
  return bought.length > 0 || waiting.length > 0
}

/** Records a code for the address and, for a client, queues its email; refuses a fourth code within 15 minutes. */
export async function requestCode(db: Database, secret: string, typed: string, nowMs = Date.now()): Promise<void> {
  const email = normalizedEmail(typed)
  const code = newCode()
  const link = newLinkToken()
  const [emailHash, codeHash, linkHash] = await Promise.all([
    keyedHash(secret, 'email', email),
    keyedHash(secret, 'code', code),
    keyedHash(secret, 'link', link),
  ])
  const since = new Date(nowMs - CODE_LIFETIME_MS).toISOString()
  const expiresAt = new Date(nowMs + CODE_LIFETIME_MS).toISOString()
  const t = clientSignInCodes
  // Counted and written in one statement: codes asked at the same instant cannot pass the limit together.
  const [row] = await db.all<{ id: number }>(sql`
    insert into ${t} (email_hash, code_hash, link_hash, expires_at)
    select ${emailHash}, ${codeHash}, ${linkHash}, ${expiresAt}
    where (select count(*) from ${t} where ${t.emailHash} = ${emailHash} and ${t.createdAt} > ${since}) < ${CODES_PER_ADDRESS}
    returning id`)
  if (!row) throw new TooManyRequestsError(TOO_MANY_CODES, CODE_LIFETIME_MS / 1000)
  if (!(await isClient(db, email))) return
  await queueEmail(db, {
    template: 'client-sign-in',
    recipient: email,
    payload: { code, link: `/my-coaching#link=${link}&email=${encodeURIComponent(email)}`, email },
    key: `client-sign-in:${row.id}`,
  })
}

export type Proof = { code: string } | { link: string }

/**
 * The address whose code or link this is, once: the matching live code is marked used by a guarded write, so two
 * tabs using one link sign in one of them. A wrong code counts against every live code of the address.
 */
export async function redeem(db: Database, secret: string, typed: string, proof: Proof, nowMs = Date.now()) {
  const email = normalizedEmail(typed)
  const t = clientSignInCodes
  const now = new Date(nowMs).toISOString()
  const live = and(
    eq(t.emailHash, await keyedHash(secret, 'email', email)),
    isNull(t.usedAt),
    gt(t.expiresAt, now),
    lt(t.failedAttempts, GUESSES_PER_CODE),
  )
  const matches =
    'code' in proof
      ? eq(t.codeHash, await keyedHash(secret, 'code', proof.code))
      : eq(t.linkHash, await keyedHash(secret, 'link', proof.link))
  const refusal = 'code' in proof ? CODE_REFUSED : LINK_REFUSED
  const [used] = await db.update(t).set({ usedAt: now }).where(and(live, matches)).returning({ id: t.id })
  if (used) return email
  if ('code' in proof)
    await db
      .update(t)
      .set({ failedAttempts: sql`${t.failedAttempts} + 1` })
      .where(live)
  throw new HttpError(400, refusal)
}
