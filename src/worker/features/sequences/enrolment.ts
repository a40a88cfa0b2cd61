// A lead enters the sequence his signup's source points at, in the batch that records the signup (decision 065).
// Not when he is already in a running sequence (a second signup, from any form, adds nothing), not a second time
// into a sequence he has been in, not when he has already applied, booked, bought or unsubscribed (stop-rule.ts),
// and not when the source points at no sequence or at one with no email. The two unique indexes of
// `follow_up_enrolments` hold the first two rules even for two signups at the same instant.
import { and, eq, not, sql } from 'drizzle-orm'
import type { EmailSignupSource } from '../../../shared/schemas/leads.ts'
import type { Database } from '../../platform/db/client.ts'
import { contacts, followUpEnrolments, followUpSources, followUpSteps } from '../../platform/db/schema.ts'
import { stopReasonOf } from './stop-rule.ts'

/** The insert, unrun, for the signup's batch; it finds the contact the same batch upserted by its email. */
export function enrolStatement(db: Database, email: string, source: EmailSignupSource) {
  const e = followUpEnrolments
  const alreadyIn = sql`exists (select 1 from ${e} earlier where earlier.contact_id = ${contacts.id}
    and (earlier.stopped_at is null or earlier.sequence_id = ${followUpSources.sequenceId}))`
  const hasSteps = sql`exists (select 1 from ${followUpSteps} where ${followUpSteps.sequenceId} = ${followUpSources.sequenceId})`
  return db
    .insert(e)
    .select(
      // Every column of the table, in its order (drizzle's INSERT … SELECT names them all).
      db
        .select({
          id: sql<number>`null`.as('id'),
          contactId: contacts.id,
          sequenceId: followUpSources.sequenceId,
          source: followUpSources.source,
          enrolledAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as('enrolled_at'),
          lastPosition: sql<number>`0`.as('last_position'),
          lastStepAt: sql<null>`null`.as('last_step_at'),
          stoppedAt: sql<null>`null`.as('stopped_at'),
          stopReason: sql<null>`null`.as('stop_reason'),
        })
        .from(contacts)
        .innerJoin(followUpSources, eq(followUpSources.source, source))
        .where(and(eq(contacts.email, email), hasSteps, not(alreadyIn), sql`${stopReasonOf(contacts.id)} is null`)),
    )
    .onConflictDoNothing()
}
