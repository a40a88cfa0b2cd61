// An item's row by its id, built once per database client (prepared.ts): each fulfilment reads its item twice
// (the receipt's invitation and its schedule in words), and Drizzle building the query anew cost more than
// running it.
import { eq } from 'drizzle-orm'
import type { Database } from './client.ts'
import { preparedStatement } from './prepared.ts'
import { inventoryItems } from './schema.ts'

const itemById = preparedStatement((db: Database, slot: { id: number }) =>
  db.select().from(inventoryItems).where(eq(inventoryItems.id, slot.id)).limit(1),
)

export async function findItem(db: Database, id: number): Promise<typeof inventoryItems.$inferSelect | undefined> {
  const [row] = await itemById(db, { id })
  return row
}
