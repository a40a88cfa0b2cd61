// A spec that obtains a link's secret (a refund, plan, offer or waitlist confirmation token) records it here,
// so the check after the run (tools/check-e2e-log.ts) can prove the site's log never held it.
import { appendFileSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { secretsPath } from '../../tools/lib/e2e-run-files.ts'

export type SecretKind =
  'refund' | 'plan' | 'offer' | 'waitlist-confirm' | 'client-secret' | 'client-sign-in' | 'booking' | 'action'

export function recordSecret(kind: SecretKind, value: string): string {
  const path = secretsPath()
  mkdirSync(dirname(path), { recursive: true })
  appendFileSync(path, `${kind}\t${value}\n`)
  return value
}
