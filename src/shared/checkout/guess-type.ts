import type { PurchaseType } from '../constants.ts'

/** SPEC §4: with no confirmed payment to read, the type is guessed from the path or the referring page. */
export function guessPurchaseType(path: string, referrer: string): PurchaseType {
  const text = `${path} ${referrer}`
  if (text.includes('brotherhood')) return 'brotherhood'
  if (text.includes('one-to-one')) return 'one-to-one'
  return 'strategy-call'
}
