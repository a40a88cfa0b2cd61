// Attendance (decision 075): once a session is over it waits in the owner's "Sessions to mark";
// he marks it attended or no-show (a future or cancelled one is refused with words); the person's journey shows
// his record, and Analytics each month's no-show rate.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { NOT_HELD, NOT_YET } from '../../src/worker/features/bookings/attendance.ts'
import { bookings, contacts } from '../../src/worker/platform/db/schema.ts'
import { json, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { uniqueEmail } from '../helpers/leads.ts'
import { adminCookie } from '../helpers/sessions.ts'

const HOUR = 3_600_000
type Booking = typeof bookings.$inferSelect

async function person(): Promise<{ id: number; email: string }> {
  const email = uniqueEmail('attendance')
  const [row] = await testDb().insert(contacts).values({ email, firstName: 'Caleb' }).returning()
  return { id: row!.id, email }
}

/** A booked session of 60 minutes starting at `startsAt`, for the person. */
async function session(
  who: { id: number; email: string },
  startsAt: string,
  status: Booking['status'] = 'booked',
): Promise<Booking> {
  const [row] = await testDb()
    .insert(bookings)
    .values({
      ref: crypto.randomUUID(),
      kind: 'one-to-one',
      contactId: who.id,
      name: 'Caleb Reyes',
      email: who.email,
      phone: '(541) 555-0188',
      startsAt,
      durationMinutes: 60,
      visitorTimeZone: 'America/Chicago',
      status,
    })
    .returning()
  return row!
}

const ago = (ms: number) => new Date(Date.now() - ms).toISOString()

async function asOwner(path: string, init: Parameters<typeof request>[1] = {}) {
  return request(path, init, { cookie: await adminCookie() })
}

const mark = (id: number, attendance: string) =>
  asOwner(`/api/admin/bookings/${id}/attendance`, { method: 'POST', body: { attendance } })

const toMark = async () => (await json<Booking[]>(await asOwner('/api/admin/bookings/to-mark'))).map((b) => b.id)

describe('sessions to mark', () => {
  it('lists a session once it is over, and takes it off when marked', async () => {
    const who = await person()
    const over = await session(who, ago(2 * HOUR))
    const running = await session(who, ago(HOUR / 2))
    const ahead = await session(who, ago(-HOUR))
    const listed = await toMark()
    expect(listed).toContain(over.id)
    expect(listed).not.toContain(running.id)
    expect(listed).not.toContain(ahead.id)

    const answer = await mark(over.id, 'no-show')
    expect(answer.status).toBe(200)
    expect(await json(answer)).toMatchObject({ id: over.id, attendance: 'no-show' })
    expect(await toMark()).not.toContain(over.id)
    // A mark can be corrected.
    expect(await json(await mark(over.id, 'attended'))).toMatchObject({ attendance: 'attended' })
  })

  it('refuses a session not begun and a cancelled one, with words', async () => {
    const who = await person()
    const ahead = await session(who, ago(-HOUR))
    const cancelled = await session(who, ago(2 * HOUR), 'cancelled')
    const early = await mark(ahead.id, 'attended')
    expect(early.status).toBe(409)
    expect(await json(early)).toMatchObject({ message: NOT_YET })
    const gone = await mark(cancelled.id, 'attended')
    expect(gone.status).toBe(409)
    expect(await json(gone)).toMatchObject({ message: NOT_HELD })
    expect((await mark(999_999, 'attended')).status).toBe(404)
    expect((await mark(ahead.id, 'late')).status).toBe(400)
    expect(await testDb().select().from(bookings).where(eq(bookings.id, ahead.id))).toMatchObject([
      { attendance: null },
    ])
  })

  it('is the owner’s alone', async () => {
    expect((await request('/api/admin/bookings/to-mark')).status).toBe(401)
    expect(
      (await request('/api/admin/bookings/1/attendance', { method: 'POST', body: { attendance: 'attended' } })).status,
    ).toBe(401)
  })
})

describe('the record', () => {
  it('shows in the person’s journey', async () => {
    const who = await person()
    const came = await session(who, ago(30 * 24 * HOUR))
    const missed = await session(who, ago(7 * 24 * HOUR))
    await mark(came.id, 'attended')
    await mark(missed.id, 'no-show')
    const journey = await json<{ sessions: Array<{ id: number; attendance: string | null }> }>(
      await asOwner(`/api/admin/contacts/${who.id}`),
    )
    expect(journey.sessions.map((s) => [s.id, s.attendance])).toEqual([
      [missed.id, 'no-show'],
      [came.id, 'attended'],
    ])
  })

  it('gives Analytics the no-show rate of each month', async () => {
    const who = await person()
    // Sessions far in the past, in months no other test uses.
    const marks: Array<[string, 'attended' | 'no-show']> = [
      ['2019-03-05T17:00:00.000Z', 'attended'],
      ['2019-03-12T17:00:00.000Z', 'attended'],
      ['2019-03-19T17:00:00.000Z', 'no-show'],
      ['2019-04-02T17:00:00.000Z', 'no-show'],
    ]
    for (const [startsAt, attendance] of marks) await mark((await session(who, startsAt)).id, attendance)
    await session(who, '2019-04-09T17:00:00.000Z') // not marked: not counted
    const report = await json<{ attendance: unknown[] }>(
      await asOwner('/api/admin/analytics?from=2019-03-01&to=2019-04-30'),
    )
    expect(report.attendance).toEqual([
      { month: '2019-03', attended: 2, noShows: 1, noShowRate: 1 / 3 },
      { month: '2019-04', attended: 0, noShows: 1, noShowRate: 1 },
    ])
  })

  it('counts a session on a month’s last evening (Pacific) in that month, as the owner reads it', async () => {
    const who = await person()
    // 7 p.m. on June 30 on the report calendar is already July 1 in UTC.
    await mark((await session(who, '2019-07-01T03:00:00.000Z')).id, 'attended')
    const report = await json<{ attendance: unknown[] }>(
      await asOwner('/api/admin/analytics?from=2019-06-01&to=2019-06-30'),
    )
    expect(report.attendance).toEqual([{ month: '2019-06', attended: 1, noShows: 0, noShowRate: 0 }])
  })
})
