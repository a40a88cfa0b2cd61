// When a lead's follow-ups must stop (decision 065), as one SQL expression read in three places: by the signup
// that would enrol him (he is not enrolled), by the minute's sweep that records the stop, and inside the guarded
// write that claims each step, so a man who acted between the sweep and the send gets nothing more.
// He acted: bought (a purchase authorized, paid or refunded), booked a call (a strategy call asked for or booked,
// or a paid consultation), applied (a consultation request), or unsubscribed from marketing email (his address's
// latest choice, decision 061). A deleted man has no contact row, and his enrolments go with it.
import { type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { FollowUpStopReason } from '../../../shared/follow-ups.ts'
import { consultationRequests, contacts, optOuts, purchases, strategyCalls } from '../../platform/db/schema.ts'

const PAID = sql`('authorized', 'succeeded', 'refunded')`

/** Why the contact's follow-ups must stop, or NULL while he has done none of it. */
export function stopReasonOf(contactId: SQL | SQLiteColumn): SQL<FollowUpStopReason | null> {
  const purchased = (calls: boolean) =>
    sql`exists (select 1 from ${purchases} where ${purchases.contactId} = ${contactId}
      and ${purchases.status} in ${PAID} and ${purchases.type} ${sql.raw(calls ? '=' : '<>')} 'strategy-call')`
  // Aliased: the caller's own row may be a contact, which an unaliased `contacts` here would shadow.
  const latestEmailChoice = sql`(select ${optOuts.choice} from ${optOuts}
    where ${optOuts.channel} = 'email'
      and ${optOuts.address} = (select lower(person.email) from ${contacts} person where person.id = ${contactId})
    order by ${optOuts.id} desc limit 1)`
  return sql<FollowUpStopReason | null>`(case
    when ${purchased(false)} then 'bought'
    when exists (select 1 from ${strategyCalls} where ${strategyCalls.contactId} = ${contactId}) or ${purchased(true)}
      then 'booked'
    when exists (select 1 from ${consultationRequests} where ${consultationRequests.contactId} = ${contactId})
      then 'applied'
    when ${latestEmailChoice} = 'out' then 'unsubscribed'
  end)`
}
