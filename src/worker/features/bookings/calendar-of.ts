/** The coach's one CoachCalendar: a single coach today; a second coach would be a second name. */
export function coachCalendar(env: Pick<Env, 'COACH_CALENDAR'>) {
  return env.COACH_CALENDAR.get(env.COACH_CALENDAR.idFromName('coach'))
}
