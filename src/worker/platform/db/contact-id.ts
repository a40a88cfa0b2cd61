// A purchase or a lead links to its contact by email, inside the same batch that upserted the contact.
import { sql } from 'drizzle-orm'
import { contacts } from './schema.ts'

/** The contact id as a subquery, usable inside the same batch that upserted it. */
export function contactIdOf(email: string) {
  return sql<number>`(select ${contacts.id} from ${contacts} where ${contacts.email} = ${email})`
}
