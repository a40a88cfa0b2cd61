// One contact per email address: each lead or purchase upserts it and links to it in the same batch.
import { sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { contacts } from '../../platform/db/schema.ts'

export interface ContactDetails {
  email: string
  firstName?: string | null
  lastName?: string | null
  phone?: string | null
}

/** Newer details win; a form that does not ask for a field leaves what we already know. */
export function upsertContact(db: Database, details: ContactDetails) {
  return db
    .insert(contacts)
    .values({ email: details.email, firstName: details.firstName, lastName: details.lastName, phone: details.phone })
    .onConflictDoUpdate({
      target: contacts.email,
      set: {
        firstName: sql`coalesce(excluded.first_name, ${contacts.firstName})`,
        lastName: sql`coalesce(excluded.last_name, ${contacts.lastName})`,
        phone: sql`coalesce(excluded.phone, ${contacts.phone})`,
        updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      },
    })
}

/** The contact id as a subquery, usable inside the same batch that upserted it. */
export function contactIdOf(email: string) {
  return sql<number>`(select ${contacts.id} from ${contacts} where ${contacts.email} = ${email})`
}

/** A full name as one field holds it, as first name (its first word) and the rest; either may be empty. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/)
  return { firstName, lastName: rest.join(' ') }
}
