// The business's postal address, which every marketing email must print (CAN-SPAM): without it the guide and
// resource emails wait (decision 061), so a test that sends them sets one first.
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/site.ts'
import { siteSettings } from '../../src/worker/platform/db/schema.ts'
import { CACHE_KEYS, invalidate } from '../../src/worker/platform/read-cache.ts'
import { testDb } from './db.ts'

export const TEST_POSTAL_ADDRESS = '123 Example Street, Suite 4, Bend, OR 97701'

export async function setPostalAddress(postalAddress = TEST_POSTAL_ADDRESS): Promise<void> {
  await testDb()
    .insert(siteSettings)
    .values({ id: 1, ...DEFAULT_SITE_SETTINGS, postalAddress })
    .onConflictDoUpdate({ target: siteSettings.id, set: { postalAddress } })
  invalidate(CACHE_KEYS.siteSettings)
}
