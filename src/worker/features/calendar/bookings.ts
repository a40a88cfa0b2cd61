// The calendar events of the site's bookings: a pod is twelve weekly 90-minute sessions (SPEC §1), a
// strategy call one meeting at its slot. Times are the business's wall times in Pacific time.
import { DAYS_OF_WEEK, type DayOfWeek } from '../../../shared/constants.ts'
import { BUSINESS_TIME_ZONE } from '../../../shared/rules/business-clock.ts'
import { minutesOfDay } from '../../../shared/rules/inventory-order.ts'
import { wallTimeAt } from '../../../shared/rules/zone-time.ts'
import { calendarUid, type CalendarEvent, type CalendarPerson, sessionStarts } from './invitation.ts'

export const POD_SESSION_COUNT = 12
export const POD_SESSION_MINUTES = 90

/** The first date on or after `startDate` (YYYY-MM-DD) that falls on `dayOfWeek`: a pod meets on its day. */
export function firstSessionDate(startDate: string, dayOfWeek: DayOfWeek): string {
  const start = new Date(`${startDate}T00:00:00Z`)
  if (Number.isNaN(start.getTime()) || !/^\d{4}-\d{2}-\d{2}$/.test(startDate)) {
    throw new Error(`Not a YYYY-MM-DD date: ${startDate}`)
  }
  // getUTCDay counts from Sunday; DAYS_OF_WEEK starts on Monday.
  const wanted = (DAYS_OF_WEEK.indexOf(dayOfWeek) + 1) % 7
  const ahead = (wanted - start.getUTCDay() + 7) % 7
  return new Date(start.getTime() + ahead * 86_400_000).toISOString().slice(0, 10)
}

export interface PodSeriesInput {
  purchaseId: number
  /** The site's public address (PUBLIC_SITE_URL): its host makes the UID unique to this site. */
  siteUrl: string
  podName: string
  description?: string
  /** The owner's start date for the pod, YYYY-MM-DD. */
  startDate: string | null
  dayOfWeek: DayOfWeek | null
  /** The pod's time slot as the owner wrote it, e.g. '6:40 PM PST'. */
  timeSlot: string | null
  coach: CalendarPerson
  sequence: number
}

/** The buyer's series, or null while the pod lacks a start date, a day or a readable time. */
export function podSeriesEvent(input: PodSeriesInput): CalendarEvent | null {
  const startMinutes = minutesOfDay(input.timeSlot)
  if (!input.startDate || !input.dayOfWeek || startMinutes === null) return null
  return {
    uid: calendarUid('pod', input.purchaseId, input.siteUrl),
    sequence: input.sequence,
    summary: input.podName,
    description: input.description,
    timeZone: BUSINESS_TIME_ZONE,
    firstDate: firstSessionDate(input.startDate, input.dayOfWeek),
    startMinutes,
    durationMinutes: POD_SESSION_MINUTES,
    weeklyCount: POD_SESSION_COUNT,
    organizer: input.coach,
  }
}

export interface CallEventInput {
  bookingId: number
  siteUrl: string
  summary: string
  /** The slot's local date (YYYY-MM-DD) and start in the business's zone. */
  date: string
  startMinutes: number
  durationMinutes: number
  coach: CalendarPerson
  sequence: number
}

/** A strategy call's single meeting. */
export function callEvent(input: CallEventInput): CalendarEvent {
  return {
    uid: calendarUid('call', input.bookingId, input.siteUrl),
    sequence: input.sequence,
    summary: input.summary,
    timeZone: BUSINESS_TIME_ZONE,
    firstDate: input.date,
    startMinutes: input.startMinutes,
    durationMinutes: input.durationMinutes,
    organizer: input.coach,
  }
}

type PodItem = { startsOn: string | null; dayOfWeek: DayOfWeek | null; timeSlot: string | null }

/** The times a pod meets (its twelve sessions), which the coach cannot be booked over; none while undated. */
export function podSessionTimes(item: PodItem): { start: number; end: number }[] {
  const startMinutes = minutesOfDay(item.timeSlot)
  if (!item.startsOn || !item.dayOfWeek || startMinutes === null) return []
  const series: CalendarEvent = {
    uid: 'pod',
    sequence: 0,
    summary: 'pod',
    timeZone: BUSINESS_TIME_ZONE,
    firstDate: firstSessionDate(item.startsOn, item.dayOfWeek),
    startMinutes,
    durationMinutes: POD_SESSION_MINUTES,
    weeklyCount: POD_SESSION_COUNT,
    organizer: { name: '', email: '' },
  }
  const length = POD_SESSION_MINUTES * 60_000
  return sessionStarts(series).map((start) => ({ start: start.getTime(), end: start.getTime() + length }))
}

export interface BookedEventInput {
  ref: string
  siteUrl: string
  sequence: number
  summary: string
  description: string
  location: string | null
  /** The session's start instant: written as a wall time in the business's zone, with its VTIMEZONE. */
  start: number
  durationMinutes: number
  coach: CalendarPerson
}

/** A session booked at a time of the coach's calendar: its UID names the booking, so a move replaces it. */
export function bookedSessionEvent(input: BookedEventInput): CalendarEvent {
  const wall = wallTimeAt(input.start, BUSINESS_TIME_ZONE)
  const two = (n: number) => String(n).padStart(2, '0')
  return {
    uid: calendarUid('booking', input.ref, input.siteUrl),
    sequence: input.sequence,
    summary: input.summary,
    description: input.description,
    location: input.location ?? undefined,
    timeZone: BUSINESS_TIME_ZONE,
    firstDate: `${wall.year}-${two(wall.month)}-${two(wall.day)}`,
    startMinutes: wall.hour * 60 + wall.minute,
    durationMinutes: input.durationMinutes,
    organizer: input.coach,
  }
}
