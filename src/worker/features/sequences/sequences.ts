// Follow-up sequences (decision 065): emails at set days after a guide, exit-popup or resource-library signup,
// sent through the outbox as marketing mail, stopped when the man applies, books, buys, unsubscribes or is
// deleted. This file is the feature's entry.
import { eq } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { followUpEnrolments } from '../../platform/db/schema.ts'

export { enrolStatement } from './enrolment.ts'
export { followUpJourney } from './follow-up-journey.ts'
export { followUpReport } from './follow-up-report.ts'
export { sequenceSourcesAdmin, sequencesAdmin } from './sequences-admin-routes.ts'

/** For data deletion's batch: the person's enrolments go with him, so nothing more is claimed for him. */
export function forgetEnrolments(db: Database, contactId: number) {
  return db
    .delete(followUpEnrolments)
    .where(eq(followUpEnrolments.contactId, contactId))
    .returning({ id: followUpEnrolments.id })
}
export { FOLLOW_UP_LETTERS } from './follow-up-letters.tsx'
