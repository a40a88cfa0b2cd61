// The two marks of a session that is over, attended and no-show, each sending the actions written beside it.
import { ATTENDANCE_LABELS, ATTENDANCE_MARKS, type AttendanceMark } from '../../../shared/attendance.ts'
import { adminButton } from '../../kit/admin-button-styles.ts'

export function MarkButtons({
  what,
  pending,
  onMark,
}: {
  what: string
  pending: boolean
  onMark(mark: AttendanceMark): void
}) {
  return (
    <div className="flex gap-2">
      {ATTENDANCE_MARKS.map((attendance) => (
        <button
          key={attendance}
          type="button"
          disabled={pending}
          className={attendance === 'attended' ? adminButton.secondary : adminButton.dangerOutline}
          aria-label={`${ATTENDANCE_LABELS[attendance]}: ${what}`}
          onClick={() => onMark(attendance)}
        >
          {ATTENDANCE_LABELS[attendance]}
        </button>
      ))}
    </div>
  )
}
