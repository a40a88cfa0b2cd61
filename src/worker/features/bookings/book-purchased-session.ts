// A one-to-one session booked by the client from My coaching on one of his packages (decision 076). The package
// must be his and stand with a credit left; the time must be open under the coach's rules; the coach's calendar
// object takes it (or refuses: someone just did); then the guarded batch (session-writes.ts) writes the booking
// only while a credit is left and his payments have opened it (decision 082). A booking that found none gives its
// time back, so no time is held for nobody.
import { and, eq, sql } from 'drizzle-orm'
import { sessionMinutes } from '../../../shared/bookings/default-booking-rules.ts'
import type { Database } from '../../platform/db/client.ts'
import { bookings, purchases } from '../../platform/db/schema.ts'
import { getSiteSettings } from '../site-settings/site-settings.ts'
import type { Booking } from './booking-messages.ts'
import { getBookingRules } from './booking-rules-store.ts'
import { coachCalendar } from './calendar-of.ts'
import { nextTimesNear } from './next-times.ts'
import { openTimes } from './open-times.ts'
import { notBookableWords } from '../../../shared/bookings/sessions-open.ts'
import { type Credits, creditsOf, returnedCredit, type ReturnedCredit } from './session-credits.ts'
import { writeIfCredit } from './session-writes.ts'

export interface PurchasedSessionRequest {
  purchaseId: number
  /** The signed-in client's address, as his code proved it: the package must be his. */
  email: string
  start: number
  visitorTimeZone: string
}

export type SessionRefusal =
  'not-found' | 'no-package' | 'refunded' | 'no-credits' | 'none-open' | 'overdue' | 'not-open' | 'taken'

export type PurchasedSessionOutcome =
  { ok: true; booking: Booking } | { ok: false; reason: SessionRefusal; nextTimes: number[]; message?: string }

type Purchase = typeof purchases.$inferSelect

const refused = (reason: SessionRefusal, nextTimes: number[] = []): PurchasedSessionOutcome => ({
  ok: false,
  reason,
  nextTimes,
})

/** Why the package has nothing to book now, in his words: all booked, none opened yet, or an overdue payment. */
function nothingToBook(credits: Credits): PurchasedSessionOutcome {
  const reason = credits.stopped ? 'overdue' : credits.open >= credits.included ? 'no-credits' : 'none-open'
  return { ok: false, reason, nextTimes: [], message: notBookableWords(credits) ?? undefined }
}

async function creditsNow(db: Database, purchase: Purchase, now: number): Promise<Credits | undefined> {
  return (await creditsOf(db, [purchase], now)).get(purchase.id)
}

function packageOf(db: Database, purchaseId: number, email: string) {
  return db.query.purchases.findFirst({
    where: and(eq(purchases.id, purchaseId), sql`lower(${purchases.email}) = ${email.toLowerCase()}`),
  })
}

/** Why the purchase has no session to book, or null when it is a package that stands. */
function withoutPackage(purchase: Purchase | undefined): SessionRefusal | null {
  if (!purchase) return 'not-found'
  if (purchase.type !== 'one-to-one' || purchase.sessionsIncluded === null) return 'no-package'
  if (purchase.status === 'refunded') return 'refunded'
  return purchase.status === 'succeeded' ? null : 'no-package'
}

function sessionRow(purchase: Purchase, request: PurchasedSessionRequest, placed: Placed, now: number): Booking {
  const carried = placed.carried
  return {
    id: 0,
    ref: placed.ref,
    kind: 'one-to-one',
    strategyCallId: null,
    purchaseId: purchase.id,
    contactId: purchase.contactId,
    name: `${purchase.firstName} ${purchase.lastName}`,
    email: purchase.email,
    phone: purchase.phone,
    startsAt: new Date(request.start).toISOString(),
    durationMinutes: placed.durationMinutes,
    visitorTimeZone: request.visitorTimeZone,
    status: 'booked',
    sequence: placed.version,
    moves: carried ? carried.moves + 1 : 0,
    attendance: null,
    attendanceMarkedAt: null,
    cancelledBy: null,
    cancelledByRefund: null,
    rebookedFrom: carried?.ref ?? null,
    createdAt: new Date(now).toISOString(),
    updatedAt: new Date(now).toISOString(),
  }
}

interface Placed {
  ref: string
  durationMinutes: number
  version: number
  /** The session he cancelled himself whose credit this one takes, with its moves (decision 083). */
  carried: ReturnedCredit | null
}

export async function bookPurchasedSession(
  db: Database,
  env: Env,
  request: PurchasedSessionRequest,
  now: number,
): Promise<PurchasedSessionOutcome> {
  const purchase = await packageOf(db, request.purchaseId, request.email)
  const unbookable = withoutPackage(purchase)
  if (unbookable || !purchase) return refused(unbookable ?? 'not-found')
  // Read first so a package with nothing to book is told so without taking a time; the batch decides for good.
  const credits = await creditsNow(db, purchase, now)
  if (!credits) return refused('no-package')
  if (credits.bookable === 0) return nothingToBook(credits)
  const [rules, settings] = await Promise.all([getBookingRules(db), getSiteSettings(db)])
  const open = await openTimes(db, env, rules, { kind: 'one-to-one', now })
  if (!open.includes(request.start)) return refused('not-open', nextTimesNear(open, request.start))
  const ref = crypto.randomUUID()
  const durationMinutes = sessionMinutes(rules, 'one-to-one')
  const calendar = coachCalendar(env)
  const end = request.start + durationMinutes * 60_000
  const carried = await returnedCredit(db, purchase.id)
  const moves = carried ? carried.moves + 1 : 0
  const taken = await calendar.take({ ref, start: request.start, end }, rules.bufferMinutes * 60_000, { moves })
  if (!taken.ok) {
    const fresh = await openTimes(db, env, rules, { kind: 'one-to-one', now })
    return refused('taken', nextTimesNear(fresh, request.start))
  }
  const booking = sessionRow(purchase, request, { ref, durationMinutes, version: taken.version, carried }, now)
  let id: number | null
  try {
    const context = { env, settings, rules, now: new Date(now) }
    id = await writeIfCredit(db, booking, purchase, { clientEmail: request.email, open: credits.open }, context)
  } catch (error) {
    // A batch whose answer was lost may have been written: its time stays held (the night frees a stray one).
    const written = await db.query.bookings.findFirst({ where: eq(bookings.ref, ref) }).catch(() => true)
    if (!written) await calendar.release(ref)
    throw error
  }
  if (id !== null) return { ok: true, booking: { ...booking, id } }
  // Another booking took the last credit first, a payment went overdue, or the package was refunded meanwhile:
  // the time goes back.
  await calendar.release(ref)
  const latest = await packageOf(db, purchase.id, request.email)
  const gone = withoutPackage(latest)
  if (gone || !latest) return refused(gone ?? 'not-found')
  const after = await creditsNow(db, latest, now)
  return after && after.bookable === 0 ? nothingToBook(after) : refused('no-credits')
}
