// The bookings feature's one entry: the coach's calendar object, the routes the app mounts, and the sessions of a
// one-to-one package that My coaching books, lists, moves and cancels (decisions 076, 077).
export { type BookedSession, CoachCalendar, type MovedFrom } from './coach-calendar.ts'
export { coachCalendar } from './calendar-of.ts'
export { queueBookingReminders } from './booking-reminders.ts'
export { bookingsPublic } from './bookings-routes.ts'
export { bookingRulesAdmin, bookingsAdmin } from './bookings-admin-routes.ts'
export { attendanceByMonth, checkMarkable, markAttendance, markRefused, markStatement } from './attendance.ts'
export { getBookingRules } from './booking-rules-store.ts'
export { bookPurchasedSession, type SessionRefusal } from './book-purchased-session.ts'
export { buyAgainPath, type Credits, creditsOf, sessionsDelivered } from './session-credits.ts'
export {
  bookingOfClient,
  type MySession,
  sessionCalendarFile,
  sessionOpenTimes,
  type SessionPolicy,
  sessionsOf,
} from './my-sessions.ts'
export { cancelBooking, moveBooking } from './manage-booking.ts'
export { packageGone } from './package-gone.ts'
export { calendarAsBooked, type CalendarAsBooked } from './calendar-as-booked.ts'
export { refundCancelStatements, releaseRefundedSessions, restoreRefundedSessions } from './refunded-sessions.ts'
export { BOOKING_LETTERS } from './booking-letters.tsx'
