// A client's sign-in by email (decisions 074, 086): asking sends a code and a link, valid 15 minutes and good once.
// The answer to asking never says whether the address is a client's, and never refuses: only a client's address
// gets the email, asking again while a code lives sends that same code, and an address gets a few emails a day.
// Each typed code is counted in the statement that checks it, so a burst of guesses gets five checks and no more;
// the link, too long to guess, signs in whatever guesses a stranger spent on the code.
import { and, eq, gt, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { clientSignInCodes, purchases, waitlistEntries } from '../../platform/db/schema.ts'
import { HttpError } from '../../platform/http-error.ts'
import { queueEmail } from '../outbox/outbox.ts'
import { keyedHash, newSeed, normalizedEmail, secretsOf } from './sign-in-secrets.ts'

export const CODE_LIFETIME_MS = 15 * 60_000
export const GUESSES_PER_CODE = 5
export const SIGN_IN_EMAILS_PER_DAY = 8
/** A live code with less time left than this is not sent again: a new one is. */
const RESEND_MIN_LEFT_MS = 5 * 60_000
const DAY_MS = 24 * 60 * 60_000

export const CODE_SENT =
  'If this address has coaching with us, a sign-in code is on its way to it. The code works for 15 minutes.'
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

/**
 * For a client's address, emails the live code again or, when none is left to type, a new one; nothing once the
 * address had its emails of the day. Each is one guarded statement, so asks at the same instant cannot pass the cap.
 */
export async function requestCode(db: Database, secret: string, typed: string, nowMs = Date.now()): Promise<void> {
  const email = normalizedEmail(typed)
  if (!(await isClient(db, email))) return
  const emailHash = await keyedHash(secret, 'email', email)
  const sent = (await resendLive(db, emailHash, nowMs)) ?? (await insertCode(db, secret, emailHash, nowMs))
  if (!sent) return
  const { code, link } = await secretsOf(secret, sent.seed)
  await queueEmail(db, {
    template: 'client-sign-in',
    recipient: email,
    payload: { code, link: `/my-coaching#link=${link}&email=${encodeURIComponent(email)}`, email },
    key: `client-sign-in:${sent.id}:${sent.emails}`,
  })
}

interface SentRow {
  id: number
  seed: string
  emails: number
}

const t = clientSignInCodes

/** The address's sign-in emails of the last day. */
const emailsOfTheDay = (emailHash: string, nowMs: number) => sql`(
  select coalesce(sum(${t.emails}), 0) from ${t}
  where ${t.emailHash} = ${emailHash} and ${t.createdAt} > ${new Date(nowMs - DAY_MS).toISOString()}
)`

/** The address's emails of the last day are fewer than the cap. */
const underDailyCap = (emailHash: string, nowMs: number) =>
  sql`${emailsOfTheDay(emailHash, nowMs)} < ${SIGN_IN_EMAILS_PER_DAY}`

/**
 * How long a code sent now lives: 15 minutes, but a day when this email is the last the address gets today. A
 * stranger who asks until the cap cannot leave the client without a way in: the last email he caused is in the
 * client's own inbox and its link works until more can be sent. Its typed code still gets five guesses, no more.
 */
const lifetimeAfterSend = (emailHash: string, nowMs: number, current: SQL) => sql`case
  when ${emailsOfTheDay(emailHash, nowMs)} + 1 >= ${SIGN_IN_EMAILS_PER_DAY}
  then max(${current}, ${new Date(nowMs + DAY_MS).toISOString()}) else ${current} end`

/** A code of the address that can still be typed, with time enough left to be worth sending again. */
const resendable = (emailHash: string, nowMs: number) => sql`
  ${t.emailHash} = ${emailHash} and ${t.usedAt} is null and ${t.seed} is not null
  and ${t.guesses} < ${GUESSES_PER_CODE} and ${t.expiresAt} > ${new Date(nowMs + RESEND_MIN_LEFT_MS).toISOString()}`

async function resendLive(db: Database, emailHash: string, nowMs: number): Promise<SentRow | null> {
  const [row] = await db.all<SentRow>(sql`
    update ${t} set emails = emails + 1, expires_at = ${lifetimeAfterSend(emailHash, nowMs, sql`expires_at`)}
    where id = (select id from ${t} where ${resendable(emailHash, nowMs)} order by id desc limit 1)
      and ${underDailyCap(emailHash, nowMs)}
    returning id, seed, emails`)
  return row ?? null
}

async function insertCode(db: Database, secret: string, emailHash: string, nowMs: number): Promise<SentRow | null> {
  const seed = newSeed()
  const { code, link } = await secretsOf(secret, seed)
  const [codeHash, linkHash] = await Promise.all([keyedHash(secret, 'code', code), keyedHash(secret, 'link', link)])
  const expiresAt = new Date(nowMs + CODE_LIFETIME_MS).toISOString()
  const [row] = await db.all<SentRow>(sql`
    insert into ${t} (email_hash, code_hash, link_hash, seed, emails, expires_at)
    select ${emailHash}, ${codeHash}, ${linkHash}, ${seed}, 1, ${lifetimeAfterSend(emailHash, nowMs, sql`${expiresAt}`)}
    where ${underDailyCap(emailHash, nowMs)} and not exists (select 1 from ${t} where ${resendable(emailHash, nowMs)})
    returning id, seed, emails`)
  return row ?? null
}

export type Proof = { code: string } | { link: string }

/**
 * The address whose code or link this is, once. A typed code is counted against every live code of the address in
 * the same statement that checks it (`guesses < 5` guards both), so guesses sent together are counted one by one
 * and the sixth is never checked. The link is not guessable, so no count stands in its way.
 */
export async function redeem(db: Database, secret: string, typed: string, proof: Proof, nowMs = Date.now()) {
  const email = normalizedEmail(typed)
  const now = new Date(nowMs).toISOString()
  const unused = and(eq(t.emailHash, await keyedHash(secret, 'email', email)), isNull(t.usedAt), gt(t.expiresAt, now))
  if ('link' in proof) {
    const linkHash = await keyedHash(secret, 'link', proof.link)
    const [used] = await db
      .update(t)
      .set({ usedAt: now })
      .where(and(unused, eq(t.linkHash, linkHash)))
      .returning({ id: t.id })
    if (used) return email
    throw new HttpError(400, LINK_REFUSED)
  }
  const codeHash = await keyedHash(secret, 'code', proof.code)
  const counted = await db
    .update(t)
    .set({ guesses: sql`${t.guesses} + 1`, usedAt: sql`case when ${t.codeHash} = ${codeHash} then ${now} end` })
    .where(and(unused, sql`${t.guesses} < ${GUESSES_PER_CODE}`))
    .returning({ usedAt: t.usedAt })
  if (counted.some((row) => row.usedAt !== null)) return email
  throw new HttpError(400, CODE_REFUSED)
}
