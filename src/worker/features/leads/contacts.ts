// One contact per email address: each lead or purchase upserts it and links to it in the same batch.
import { sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { preparedStatement } from '../../platform/db/prepared.ts'
import { contacts } from '../../platform/db/schema.ts'

export interface ContactDetails {
  email: string
  firstName?: string | null
  lastName?: string | null
  phone?: string | null
}

type Slots = Required<ContactDetails>

const upsert = preparedStatement((db: Database, slot: Slots) =>
  db
    .insert(contacts)
    .values({ email: slot.email, firstName: slot.firstName, lastName: slot.lastName, phone: slot.phone })
    .onConflictDoUpdate({
      target: contacts.email,
      set: {
        firstName: sql`coalesce(excluded.first_name, ${contacts.firstName})`,
        lastName: sql`coalesce(excluded.last_name, ${contacts.lastName})`,
        phone: sql`coalesce(excluded.phone, ${contacts.phone})`,
        updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      },
    }),
)

/** Newer details win; a form that does not ask for a field leaves what we already know. */
export function upsertContact(db: Database, details: ContactDetails) {
  const { email, firstName = null, lastName = null, phone = null } = details
  return upsert(db, { email, firstName, lastName, phone })
}

export { contactIdOf } from '../../platform/db/contact-id.ts'

/** A full name as one field holds it, as first name (its first word) and the rest; either may be empty. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/)
  return { firstName, lastName: rest.join(' ') }
}
