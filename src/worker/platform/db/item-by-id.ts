// An item's row by its id, built once per database client (prepared.ts): every fulfilment reads its item again
// after its move, and Drizzle building the query anew cost more than running it.
import { eq } from 'drizzle-orm'
import type { Database } from './client.ts'
import { preparedStatement } from './prepared.ts'
import { inventoryItems } from './schema.ts'

const itemById = preparedStatement((db: Database, slot: { id: number }) =>
  db.select().from(inventoryItems).where(eq(inventoryItems.id, slot.id)).limit(1),
)

/** The item's row as a query that can join a D1 batch (no row or one). */
export function itemRow(db: Database, id: number) {
  return itemById(db, { id })
}

export async function findItem(db: Database, id: number): Promise<typeof inventoryItems.$inferSelect | undefined> {
  const [row] = await itemById(db, { id })
  return row
}
