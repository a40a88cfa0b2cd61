// Where a booking's emails send the person to see, move or cancel it. A free call has its own page, opened by a
// token only his emails hold (decision 073). A one-to-one session is managed on My coaching beside the package
// whose credit it uses and under its words about the policy (decision 077): its emails link there, with no token.
import type { BatchItem } from 'drizzle-orm/batch'
import type { Database } from '../../platform/db/client.ts'
import type { BatchStatement } from '../../platform/db/raw-batch.ts'
import { bookingLinks } from '../../platform/db/schema.ts'
import type { Booking } from './booking-messages.ts'
import { hashManageToken, managePath, newManageToken } from './manage-token.ts'

export const MY_COACHING_PATH = '/my-coaching'

export interface ManageLink {
  path: string
  /** Records the new token's hash, in the same batch as the email that carries it (drizzle's or a raw one). */
  statements: Array<BatchItem<'sqlite'> & BatchStatement>
}

/** A link for a new email of the booking: the server keeps no token it could reuse, so a free call gets a new one. */
export async function freshManageLink(db: Database, booking: Pick<Booking, 'id' | 'kind'>): Promise<ManageLink> {
  if (booking.kind === 'one-to-one') return { path: MY_COACHING_PATH, statements: [] }
  const token = newManageToken()
  const tokenHash = (await hashManageToken(token))!
  return { path: managePath(token), statements: [db.insert(bookingLinks).values({ tokenHash, bookingId: booking.id })] }
}
