// Part of `npm run lint`: each status column has one owner (decisions 052 and 124). Every status update is a move of
// its column's lifecycle table, and a row with its first status is written only by the column's owner folder
// (tools/lib/status-writers.ts holds the rules), so a new path cannot quietly add a transition the table does not list.
import { readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { ROOT } from './lib/local-site.ts'
import { sourceFiles } from './lib/source-files.ts'
import { statusWriteOffences } from './lib/status-writers.ts'

const offences = sourceFiles(join(ROOT, 'src/worker')).flatMap((path) =>
  statusWriteOffences(relative(ROOT, path).split(sep).join('/'), readFileSync(path, 'utf8')),
)

if (offences.length > 0) {
  console.error(offences.join('\n'))
  process.exit(1)
}
