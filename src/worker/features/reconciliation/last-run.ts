// The last reconciliation as the System tab shows it: when it ran, what it covered, and its differences.
import { asc, desc, eq } from 'drizzle-orm'
import type { Database } from '../../platform/db/client.ts'
import { reconciliationDifferences, reconciliationRuns } from '../../platform/db/schema.ts'

export type LastReconciliation =
  | (typeof reconciliationRuns.$inferSelect & {
      found: Pick<typeof reconciliationDifferences.$inferSelect, 'kind' | 'detail' | 'key'>[]
    })
  | null

export async function readLastReconciliation(db: Database): Promise<LastReconciliation> {
  const [run] = await db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.id)).limit(1)
  if (!run) return null
  const found = await db
    .select({
      kind: reconciliationDifferences.kind,
      detail: reconciliationDifferences.detail,
      key: reconciliationDifferences.key,
    })
    .from(reconciliationDifferences)
    .where(eq(reconciliationDifferences.runId, run.id))
    .orderBy(asc(reconciliationDifferences.id))
  return { ...run, found }
}
