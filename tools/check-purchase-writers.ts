// Part of `npm run lint`: a purchase's status has one writer, the state machine in features/purchases/
// (decision 052). Any other file that inserts or deletes purchases, or updates them with a status, is named
// here, so a new path cannot quietly add a transition the table does not list.
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { ROOT } from './lib/local-site.ts'
import { sourceFiles } from './lib/source-files.ts'

const WORKER = join(ROOT, 'src/worker')
const OWNER = 'src/worker/features/purchases/'
/** An insert or delete, or an update whose `.set({…})` names `status`, of the purchases table. */
const STATUS_WRITE = /\.(insert|delete)\(purchases\)|\.update\(purchases\)\s*\.set\(\{[^}]*\bstatus\b/g

const offences = sourceFiles(WORKER).flatMap((path) => {
  const file = relative(ROOT, path)
  if (file.startsWith(OWNER)) return []
  const text = readFileSync(path, 'utf8')
  return [...text.matchAll(STATUS_WRITE)].map((match) => {
    const line = text.slice(0, match.index).split('\n').length
    return `${file}:${line} writes a purchase's status outside ${OWNER}: make it a move of purchase-states.ts`
  })
})

if (offences.length > 0) {
  console.error(offences.join('\n'))
  process.exit(1)
}
