// After every Playwright run: the leak check of the site's log (tools/check-e2e-log.ts). A leak fails the run.
import { checkE2eLog } from '../../tools/check-e2e-log.ts'

export default function globalTeardown(): void {
  console.log(checkE2eLog())
}
