// Leads and the messages they cause are written in one D1 batch: a lead is never saved without its
// follow-up, and a follow-up never exists without its lead.
import type { z } from 'zod'
import type { consultationRequestSchema, emailSignupSchema, strategyCallSchema } from '../../../shared/schemas/leads.ts'
import type { Database } from '../../platform/db/client.ts'
import { consultationRequests, emailSignups, strategyCalls } from '../../platform/db/schema.ts'
import { contactIdOf, splitName, upsertContact } from './contacts.ts'
import { type EmailMessage, queueEmail } from '../outbox/outbox.ts'
import { mayEmailSignup } from './signup-email-cap.ts'
import { getSiteSettings } from '../site-settings/site-settings.ts'
import { enrolStatement } from '../sequences/sequences.ts'
import {
  CHALLENGE_LABELS,
  MARRIAGE_LENGTH_LABELS,
  PREVIOUS_COACHING_LABELS,
  TIMELINE_LABELS,
} from '../../../shared/lead-answer-labels.ts'
// What other features use of this one (this file is the feature's entry).
export { contactIdOf, splitName, upsertContact } from './contacts.ts'

/** A lead's email is sent once per lead: each lead is a new key. */
const onceKey = (template: string) => `${template}:${crypto.randomUUID()}`

type OwnerNotice = EmailMessage<'owner-new-lead'>

/** The owner hears of every application and booking at the contact address of the site settings. */
async function ownerNotice(db: Database, payload: OwnerNotice['payload']): Promise<OwnerNotice> {
  const settings = await getSiteSettings(db)
  return { template: 'owner-new-lead', recipient: settings.contactEmail, payload, key: onceKey('owner-new-lead') }
}

export async function recordEmailSignup(db: Database, input: z.output<typeof emailSignupSchema>): Promise<void> {
  const address = input.email
  const template = input.source === 'resource_library' ? 'resource-email' : 'guide-email'
  const message: EmailMessage<typeof template> =
    template === 'resource-email'
      ? { template, recipient: address, payload: { resourceId: input.resourceId }, key: onceKey(template) }
      : { template, recipient: address, payload: { firstName: input.firstName ?? null }, key: onceKey(template) }
  const followUp = (await mayEmailSignup(db, template, address)) ? [queueEmail(db, message)] : []
  await db.batch([
    upsertContact(db, { email: address, firstName: input.firstName ?? null }),
    db.insert(emailSignups).values({
      contactId: contactIdOf(address),
      email: address,
      firstName: input.firstName ?? null,
      source: input.source,
      resourceId: input.resourceId ?? null,
    }),
    ...followUp,
    // The sequence his form's source starts, if any and if he is not in one already (decision 065).
    enrolStatement(db, address, input.source),
  ])
}

export async function recordConsultationRequest(
  db: Database,
  input: z.output<typeof consultationRequestSchema>,
): Promise<void> {
  const { email: address, phone } = input
  const notice = await ownerNotice(db, {
    kind: 'consultation',
    name: `${input.firstName} ${input.lastName}`,
    email: address,
    phone,
    answers: [
      { label: 'Biggest challenge', value: CHALLENGE_LABELS[input.challenge] },
      { label: 'Message', value: input.message },
    ],
  })
  await db.batch([
    upsertContact(db, { email: address, firstName: input.firstName, lastName: input.lastName, phone }),
    db.insert(consultationRequests).values({ ...input, email: address, phone, contactId: contactIdOf(address) }),
    queueEmail(db, notice),
  ])
}

/** The free strategy call form's answers in the form's own words; a question left blank is left out. */
function strategyCallAnswers(input: z.output<typeof strategyCallSchema>): { label: string; value: string }[] {
  return [
    { label: 'Married for', value: input.marriageLength ? MARRIAGE_LENGTH_LABELS[input.marriageLength] : '' },
    { label: 'Biggest challenge', value: input.biggestChallenge },
    {
      label: 'Coaching or therapy before',
      value: input.previousCoaching ? PREVIOUS_COACHING_LABELS[input.previousCoaching] : '',
    },
    { label: 'Wants to start', value: input.timeline ? TIMELINE_LABELS[input.timeline] : '' },
    { label: 'Message', value: input.message ?? '' },
  ]
}

export async function recordStrategyCall(db: Database, input: z.output<typeof strategyCallSchema>): Promise<void> {
  const { email: address, phone } = input
  const { firstName, lastName } = splitName(input.name)
  const notice = await ownerNotice(db, {
    kind: 'strategy-call',
    name: input.name,
    email: address,
    phone,
    answers: strategyCallAnswers(input),
  })
  await db.batch([
    upsertContact(db, { email: address, firstName: firstName || null, lastName: lastName || null, phone }),
    db.insert(strategyCalls).values({ ...input, email: address, phone, contactId: contactIdOf(address) }),
    queueEmail(db, notice),
  ])
}
export { LEAD_LETTERS } from './lead-letters.tsx'
