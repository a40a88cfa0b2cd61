// The coach's weekly hours as the owner types them in Settings: one period a line, 'monday 09:00-12:00', in the
// business's time zone. Read back into the periods the rules hold, with a sentence naming the line that is wrong.
import { DAYS_OF_WEEK, type DayOfWeek } from '../constants.ts'

export interface WeeklyPeriod {
  day: DayOfWeek
  start: string
  end: string
}

const LINE = /^([a-z]+)\s+([01]\d|2[0-3]):([0-5]\d)\s*-\s*([01]\d|2[0-3]):([0-5]\d)$/

export function weeklyHoursText(periods: readonly WeeklyPeriod[]): string {
  return periods.map((p) => `${p.day} ${p.start}-${p.end}`).join('\n')
}

export function parseWeeklyHours(text: string): { periods: WeeklyPeriod[] } | { error: string } {
  const periods: WeeklyPeriod[] = []
  const lines = text.split('\n').map((line) => line.trim().toLowerCase())
  for (const [index, line] of lines.entries()) {
    if (!line) continue
    const match = LINE.exec(line)
    const day = match?.[1] as DayOfWeek | undefined
    if (!match || !day || !DAYS_OF_WEEK.includes(day)) {
      return { error: `Line ${index + 1}: write a day and its hours, such as "monday 09:00-12:00"` }
    }
    const start = `${match[2]}:${match[3]}`
    const end = `${match[4]}:${match[5]}`
    if (start >= end) return { error: `Line ${index + 1}: the period must end after it starts` }
    periods.push({ day, start, end })
  }
  return { periods }
}

/** Dates off, one YYYY-MM-DD a line (or separated by commas or spaces). */
export function parseDatesOff(text: string): { dates: string[] } | { error: string } {
  const dates = text.split(/[\s,]+/).filter(Boolean)
  const wrong = dates.find((date) => !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
  return wrong ? { error: `"${wrong}" is not a date written YYYY-MM-DD` } : { dates: [...new Set(dates)].sort() }
}
