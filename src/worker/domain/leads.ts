// Leads and the messages they cause are written in one D1 batch: a lead is never saved without its
// follow-up, and a follow-up never exists without its lead.
import type { z } from 'zod'
import { normalizeEmail } from '../../shared/rules/email.ts'
import { formatUsPhone } from '../../shared/rules/phone.ts'
import type { consultationRequestSchema, emailSignupSchema, strategyCallSchema } from '../../shared/schemas/leads.ts'
import type { Database } from '../db/client.ts'
import { consultationRequests, emailSignups, outbox, strategyCalls } from '../db/schema.ts'
import { contactIdOf, upsertContact } from './contacts.ts'
import { mayEmailSignup } from './signup-email-cap.ts'
import { getSiteSettings } from './site-settings.ts'

type Outbox = typeof outbox.$inferInsert

function email(template: string, recipient: string, payload: Record<string, unknown>): Outbox {
  return { channel: 'email', template, recipient, payload, idempotencyKey: `${template}:${crypto.randomUUID()}` }
}

/** The owner hears of every application and booking at the contact address of the site settings. */
async function ownerNotice(db: Database, kind: string, payload: Record<string, unknown>): Promise<Outbox> {
  const settings = await getSiteSettings(db)
  return email('owner-new-lead', settings.contactEmail, { kind, ...payload })
}

export async function recordEmailSignup(db: Database, input: z.output<typeof emailSignupSchema>): Promise<void> {
  const address = normalizeEmail(input.email)
  const template = input.source === 'resource_library' ? 'resource-email' : 'guide-email'
  const payload =
    template === 'resource-email' ? { resourceId: input.resourceId } : { firstName: input.firstName ?? null }
  const followUp = (await mayEmailSignup(db, template, address))
    ? [db.insert(outbox).values(email(template, address, payload))]
    : []
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
  ])
}

export async function recordConsultationRequest(
  db: Database,
  input: z.output<typeof consultationRequestSchema>,
): Promise<void> {
  const address = normalizeEmail(input.email)
  const phone = formatUsPhone(input.phone)
  const notice = await ownerNotice(db, 'consultation', {
    name: `${input.firstName} ${input.lastName}`,
    email: address,
    phone,
  })
  await db.batch([
    upsertContact(db, { email: address, firstName: input.firstName, lastName: input.lastName, phone }),
    db.insert(consultationRequests).values({ ...input, email: address, phone, contactId: contactIdOf(address) }),
    db.insert(outbox).values(notice),
  ])
}

export async function recordStrategyCall(db: Database, input: z.output<typeof strategyCallSchema>): Promise<void> {
  const address = normalizeEmail(input.email)
  const phone = formatUsPhone(input.phone)
  const [firstName, ...rest] = input.name.split(/\s+/)
  const notice = await ownerNotice(db, 'strategy-call', { name: input.name, email: address, phone })
  await db.batch([
    upsertContact(db, { email: address, firstName: firstName ?? null, lastName: rest.join(' ') || null, phone }),
    db.insert(strategyCalls).values({ ...input, email: address, phone, contactId: contactIdOf(address) }),
    db.insert(outbox).values(notice),
  ])
}
