// What one person, or one client address, can take of the coach's calendar with free calls (decision 088): one
// call still ahead per email and per phone, three calls a day per client address, both decided in the insert that
// writes the call; and with a share of the hours kept for clients, no number of free calls changes the times a
// paying client can book.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getBookingRules } from '../../src/worker/features/bookings/booking-rules-store.ts'
import { bookingRules } from '../../src/worker/platform/db/schema.ts'
import { FREE_CALLS_PER_ADDRESS_PER_DAY } from '../../src/worker/features/bookings/book-session.ts'
import { openTimes } from '../../src/worker/features/bookings/open-times.ts'
import { useRules } from '../helpers/booking-rules.ts'
import { json, request } from '../helpers/client.ts'
import { testDb } from '../helpers/db.ts'
import { newClientAddress, uniqueEmail } from '../helpers/leads.ts'

let phones = 0
const uniquePhone = () =>
  `(555) 4${String(Math.floor((phones += 1) / 10_000)).padStart(2, '0')}-${String(phones % 10_000).padStart(4, '0')}`

function book(start: string, who: { email?: string; phone?: string; address?: string } = {}) {
  const body = {
    name: 'Made Up',
    email: who.email ?? uniqueEmail('free-call'),
    phone: who.phone ?? uniquePhone(),
    start,
    timeZone: 'America/Los_Angeles',
  }
  return request('/api/bookings', { method: 'POST', body }, { address: who.address ?? newClientAddress() })
}

/** Starts an hour apart, so no two 45-minute calls among them overlap. */
const apart = (times: string[]) => times.filter((_, i) => i % 2 === 0)

const freeTimes = async () => (await json<{ times: string[] }>(await request('/api/bookings/open-times'))).times

const clientTimes = async () =>
  (await openTimes(testDb(), env, await getBookingRules(testDb()), { kind: 'one-to-one', now: Date.now() })).map((ms) =>
    new Date(ms).toISOString(),
  )

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2031-03-03T08:00:00Z'))
})
afterEach(() => vi.useRealTimers())

describe('free calls one person can hold', () => {
  it('takes one call still ahead per email and per phone, leaving the second time open', async () => {
    await useRules()
    const [first, second, third] = apart(await freeTimes())
    const email = uniqueEmail('one-call')
    const phone = uniquePhone()
    expect((await book(first!, { email, phone })).status).toBe(201)
    for (const again of [{ email: email.toUpperCase() }, { phone }]) {
      const refused = await book(second!, again)
      expect(refused.status).toBe(409)
      expect(await json(refused)).toMatchObject({
        message:
          'A free strategy call is already booked for this email or phone. The link in its email moves or cancels it.',
      })
    }
    expect(await freeTimes()).toContain(second)
    expect((await book(third!)).status).toBe(201)
  })

  it(`takes ${FREE_CALLS_PER_ADDRESS_PER_DAY} calls a day from one client address, made-up emails or not`, async () => {
    await useRules()
    const times = apart(await freeTimes()).slice(0, 8)
    const address = newClientAddress()
    const answers = await Promise.all(times.map((start) => book(start, { address })))
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(FREE_CALLS_PER_ADDRESS_PER_DAY)
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(8 - FREE_CALLS_PER_ADDRESS_PER_DAY)
    // The refused times are free again.
    const open = await freeTimes()
    times.forEach((start, i) => expect(open.includes(start)).toBe(answers[i]!.status === 429))
  })
})

describe("the share of hours kept for clients' sessions", () => {
  it("leaves a paying client's open times as they were after free calls take every time they may", async () => {
    await useRules({ clientHoursPercent: 50, bufferMinutes: 15, horizonDays: 2 })
    const before = await clientTimes()
    expect(before.length).toBeGreaterThan(0)
    const times = await freeTimes()
    expect(times.length).toBeGreaterThan(0)
    expect(times.some((start) => before.includes(start))).toBe(false)
    // Every free time taken, each call from an address of its own with a made-up email and phone.
    let taken = 0
    for (let round = 0; round < 10; round += 1) {
      const open = await freeTimes()
      if (open.length === 0) break
      const answers = await Promise.all(open.map((start) => book(start)))
      taken += answers.filter((answer) => answer.status === 201).length
    }
    expect(taken).toBeGreaterThan(0)
    expect(await freeTimes()).toEqual([])
    expect(await clientTimes()).toEqual(before)
  })

  it('keeps half of each period for clients on a site whose owner never set the share', async () => {
    await testDb().delete(bookingRules)
    const before = await clientTimes()
    expect(before.length).toBeGreaterThan(0)
    // 200 free calls from 20 client addresses, each with a made-up email and phone, at the earliest times open.
    const addresses = Array.from({ length: 20 }, newClientAddress)
    let booked = 0
    for (let wave = 0; wave < 10; wave += 1) {
      const open = apart(await freeTimes())
      const answers = await Promise.all(addresses.map((address, i) => book(open[i % open.length]!, { address })))
      booked += answers.filter((answer) => answer.status === 201).length
    }
    expect(booked).toBeGreaterThan(0)
    expect(await clientTimes()).toEqual(before)
  })

  it("keeps free calls a buffer clear of another period's clients' part that the period touches", async () => {
    const days = ['monday', 'tuesday'] as const
    const weeklyHours = days.flatMap((day) => [
      { day, start: '09:00', end: '12:00' },
      { day, start: '12:00', end: '17:00' },
    ])
    // A Monday past the days the tests above booked.
    vi.setSystemTime(new Date('2031-05-05T07:00:00Z'))
    await useRules({ weeklyHours, clientHoursPercent: 50, bufferMinutes: 15, horizonDays: 2 })
    const before = await clientTimes()
    expect(before).toContain('2031-05-05T18:00:00.000Z') // 11:00 Pacific, ending where the afternoon begins
    for (let round = 0; round < 10; round += 1) {
      const open = await freeTimes()
      if (open.length === 0) break
      await Promise.all(open.map((start) => book(start)))
    }
    expect(await freeTimes()).toEqual([])
    expect(await clientTimes()).toEqual(before)
  })
})
