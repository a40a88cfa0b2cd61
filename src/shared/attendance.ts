// The owner's mark on a session once it has begun: he came, or he did not.
export const ATTENDANCE_MARKS = ['attended', 'no-show'] as const
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number]

export const ATTENDANCE_LABELS: Readonly<Record<AttendanceMark, string>> = {
  attended: 'Attended',
  'no-show': 'No-show',
}
