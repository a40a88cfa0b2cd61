// The guide and resource emails go to whatever address a visitor types, so a script could aim them at a
// stranger's inbox. Each address gets only a few of them a day, however many signups name it; the signups are
// still recorded, and the visitor hears the same answer either way, so nobody learns who signed up before.
import { and, count, eq, gt } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { outbox } from '../../platform/db/schema.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Per recipient and 24 hours: the guide is the same PDF each time; a person may ask for a few resources. */
export const DAILY_SIGNUP_EMAILS = { 'guide-email': 1, 'resource-email': 3 } as const

export type SignupEmailTemplate = keyof typeof DAILY_SIGNUP_EMAILS

/**
 * Whether another email of this template may go to this address now. Two signups in the same instant can both
 * pass; the per-address request limit keeps that to a handful.
 */
export async function mayEmailSignup(
  db: Database,
  template: SignupEmailTemplate,
  recipient: string,
  nowMs = Date.now(),
): Promise<boolean> {
  const since = new Date(nowMs - DAY_MS).toISOString()
  const [row] = await db
    .select({ sent: count() })
    .from(outbox)
    .where(and(gt(outbox.createdAt, since), eq(outbox.template, template), eq(outbox.recipient, recipient)))
  return (row?.sent ?? 0) < DAILY_SIGNUP_EMAILS[template]
}
