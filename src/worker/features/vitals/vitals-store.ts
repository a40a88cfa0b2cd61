// Where a field measurement is kept: the Analytics Engine dataset when the deploy binds one, D1 otherwise.
// Neither row holds anything about the visitor: the page, the metric, the value and the time it arrived.
import type { Vital } from '../../../shared/schemas/web-vitals.ts'
import type { Database } from '../../platform/db/client.ts'
import { webVitals } from '../../platform/db/schema.ts'
import type { VitalsEnv } from './vitals-env.ts'

export async function keepVital(env: VitalsEnv, db: Database, vital: Vital): Promise<void> {
  if (env.VITALS_DATASET) {
    // blob1 the page, blob2 the metric, double1 the value; indexed by page so sampling keeps each page's share.
    env.VITALS_DATASET.writeDataPoint({
      indexes: [vital.page],
      blobs: [vital.page, vital.name],
      doubles: [vital.value],
    })
    return
  }
  await db.insert(webVitals).values({ page: vital.page, name: vital.name, value: vital.value })
}
