// The bookings feature's one entry: the coach's calendar object and the routes the app mounts.
export { CoachCalendar } from './coach-calendar.ts'
export { queueBookingReminders } from './booking-reminders.ts'
export { bookingsPublic } from './bookings-routes.ts'
export { bookingRulesAdmin, bookingsAdmin } from './bookings-admin-routes.ts'
export { attendanceByMonth } from './attendance.ts'
