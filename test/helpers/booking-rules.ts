// The coach's rules as the booking tests set them: open every day 9 to 5 with no notice or buffer, a week ahead, all
// hours shared by free calls and clients' sessions, saved through the owner's Settings call; each test overrides what
// it is about.
import { expect } from 'vitest'
import { DEFAULT_BOOKING_RULES } from '../../src/shared/bookings/default-booking-rules.ts'
import type { BookingRulesInput } from '../../src/shared/schemas/booking-rules.ts'
import { request } from './client.ts'
import { adminCookie } from './sessions.ts'

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const

export async function useRules(overrides: Partial<BookingRulesInput> = {}): Promise<void> {
  const rules = {
    ...DEFAULT_BOOKING_RULES,
    weeklyHours: EVERY_DAY.map((day) => ({ day, start: '09:00', end: '17:00' })),
    minNoticeHours: 0,
    bufferMinutes: 0,
    horizonDays: 7,
    clientHoursPercent: 0,
    videoLink: 'https://video.example.com/coach',
    ...overrides,
  }
  const response = await request(
    '/api/admin/booking-rules',
    { method: 'PUT', body: rules },
    { cookie: await adminCookie() },
  )
  expect(response.status).toBe(200)
}
