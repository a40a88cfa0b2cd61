// After every Playwright run: the leak check of every site's log (tools/check-e2e-log.ts). A leak fails the run.
import { checkE2eLogs } from '../../tools/check-e2e-log.ts'

export default function globalTeardown(): void {
  console.log(checkE2eLogs())
}
