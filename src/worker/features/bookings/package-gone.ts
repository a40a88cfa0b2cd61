// A session of a package that was refunded (or whose payment was cancelled) is never moved: the refund cancelled
// every session ahead of it, and one moved ahead after it would be coaching the money no longer pays for. The
// client's move, the owner's and the night's comparison all ask this of D1 in the very write they guard.
import { type SQLWrapper, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { purchases } from '../../platform/db/schema.ts'
import { SETTLED_FOR_GOOD } from '../purchases/purchases.ts'

/** True in SQL while the package `purchaseId` (a column or a value) has been refunded or cancelled. */
export const packageGone = (purchaseId: SQLWrapper | number) =>
  sql`exists (select 1 from ${purchases} where ${purchases.id} = ${purchaseId}
    and ${purchases.status} in (${sql.join(
      SETTLED_FOR_GOOD.map((status) => sql`${status}`),
      sql`, `,
    )}))`

/** Whether the booking's package is gone, as D1 has it now; a booking of no package (a free call) has none to lose. */
export async function isPackageGone(db: Database, purchaseId: number | null): Promise<boolean> {
  if (purchaseId === null) return false
  const purchase = await db.query.purchases.findFirst({
    columns: { status: true },
    where: (p, { eq }) => eq(p.id, purchaseId),
  })
  return purchase !== undefined && SETTLED_FOR_GOOD.includes(purchase.status)
}

export const PACKAGE_GONE_MESSAGE = 'This package was refunded or canceled, so its sessions can no longer be moved.'
