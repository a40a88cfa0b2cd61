// The calendar events of the site's bookings: a pod is twelve weekly 90-minute sessions (SPEC §1), a
// strategy call one meeting at its slot. Times are the business's wall times in Pacific time.
import { DAYS_OF_WEEK, type DayOfWeek } from '../../../shared/constants.ts'
import { BUSINESS_TIME_ZONE } from '../../../shared/rules/business-clock.ts'
import { minutesOfDay } from '../../../shared/rules/inventory-order.ts'
import { calendarUid, type CalendarEvent, type CalendarPerson } from './invitation.ts'

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
