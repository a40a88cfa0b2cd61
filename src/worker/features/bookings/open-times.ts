// The times open for a session now: the coach's rules, the pods he leads and the sessions already booked with him.
import { and, eq } from 'drizzle-orm'
import { type BookingKind, sessionMinutes } from '../../../shared/bookings/default-booking-rules.ts'
import { BUSINESS_TIME_ZONE } from '../../../shared/rules/business-clock.ts'
import { type Busy, openSlots } from '../../../shared/rules/open-slots.ts'
import type { BookingRules } from '../../../shared/schemas/booking-rules.ts'
import type { Database } from '../../platform/db/client.ts'
import { preparedStatement } from '../../platform/db/prepared.ts'
import { inventoryItems } from '../../platform/db/schema.ts'
import { podSessionTimes } from '../calendar/calendar.ts'
import { coachCalendar } from './calendar-of.ts'
import { hoursFor } from './hours-share.ts'

// Built once per database client (platform/db/prepared.ts): every open-times question reads the pods.
const activePods = preparedStatement((db: Database) =>
  db
    .select({
      startsOn: inventoryItems.startsOn,
      dayOfWeek: inventoryItems.dayOfWeek,
      timeSlot: inventoryItems.timeSlot,
    })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.type, 'brotherhood_pod'),
        eq(inventoryItems.isActive, true),
        eq(inventoryItems.isArchived, false),
      ),
    ),
)

/** Every active pod's sessions block the coach's hours on their own. */
async function podTimes(db: Database): Promise<Busy[]> {
  const pods = await activePods(db, {})
  return pods.flatMap(podSessionTimes)
}

export interface OpenTimesQuestion {
  kind: BookingKind
  now: number
  /** A booking being moved: its own time does not stand in its way. */
  exceptRef?: string
}

/** The open starts, earliest first, under `rules`. */
export async function openTimes(db: Database, env: Env, rules: BookingRules, question: OpenTimesQuestion) {
  const [pods, booked] = await Promise.all([podTimes(db), coachCalendar(env).taken(question.now)])
  const busy = [...pods, ...booked.filter((session) => session.ref !== question.exceptRef)]
  return openSlots({
    rules: { ...rules, weeklyHours: hoursFor(rules, question.kind) },
    timeZone: BUSINESS_TIME_ZONE,
    durationMinutes: sessionMinutes(rules, question.kind),
    now: question.now,
    busy,
  })
}
