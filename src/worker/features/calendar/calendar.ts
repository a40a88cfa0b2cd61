// The calendar feature's one entry: what other features and the app use of it; its other files stay its own.
export { queueBookingInvitation, type StrategyCall } from './call-invitations.ts'
export {
  calendarChanged,
  publishedCalendar,
  queueCalendarCancellation,
  queueCalendarUpdates,
  queueLateCalendarUpdate,
  receiptCalendar,
} from './purchase-invitations.ts'
export { bookedSessionEvent, podSessionTimes } from './bookings.ts'
export { calendarSiteUrl, coachOf, describeStart, invitationAttachment } from './purchase-event.ts'
export { purchaseScheduleWords } from './schedule-words.ts'
export { writeInvitation } from './invitation.ts'
export { CALENDAR_LETTERS } from './calendar-letters.tsx'
