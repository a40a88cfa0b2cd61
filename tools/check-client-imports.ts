// Part of `npm run lint`: only src/worker/pages/ imports src/client, and the pages import no feature
// (tools/lib/client-imports.ts holds the rules), so the Worker's features and src/shared stay free of the pages'
// markup and a feature may ask the pages for one without a cycle.
import { readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { clientImportOffences, importsOf, pageFeatureOffences } from './lib/client-imports.ts'
import { ROOT } from './lib/local-site.ts'
import { sourceFiles } from './lib/source-files.ts'

const imports = ['worker', 'shared']
  .flatMap((root) => sourceFiles(join(ROOT, 'src', root)))
  .flatMap((file) => importsOf(relative(ROOT, file).split(sep).join('/'), readFileSync(file, 'utf8')))
const offences = [...clientImportOffences(imports), ...pageFeatureOffences(imports)]
if (offences.length > 0) {
  console.error(`src/client imported outside src/worker/pages/, or a feature by the pages:\n${offences.join('\n')}`)
  process.exit(1)
}
console.log('Only src/worker/pages/ imports src/client, and it imports no feature.')
