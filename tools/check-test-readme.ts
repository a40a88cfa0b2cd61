// Part of `npm run lint`: test/ mirrors src/worker/features/ and test/README.md has a short row for every test file
// (tools/lib/test-readme.ts holds the rule), so a reader finds a test where its feature is and what it proves.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './lib/local-site.ts'
import { testReadmeOffences } from './lib/test-readme.ts'

/** The files under test/, tracked or new, without those git ignores or the working tree has deleted. */
function testFiles(): string[] {
  const listing = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', 'test'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  return [...new Set(listing.split('\0').filter(Boolean))]
    .filter((path) => existsSync(join(ROOT, path)))
    .map((path) => path.slice('test/'.length))
}

const offences = testReadmeOffences(readFileSync(join(ROOT, 'test', 'README.md'), 'utf8'), testFiles())
if (offences.length > 0) {
  console.error(`test/ and test/README.md disagree:\n${offences.join('\n')}`)
  process.exit(1)
}
console.log('Every test in its feature’s folder, each with a short row in test/README.md.')
