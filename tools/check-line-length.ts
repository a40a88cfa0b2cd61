// Part of `npm run lint`: no line of code over 140 characters. Prettier wraps code at 120 but leaves long strings
// and comments alone, so this catches what it cannot. Generated files (lockfile, migrations, builds) are exempt.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './lib/local-site.ts'

const MAX_LINE = 140
const CODE = /\.(ts|tsx|js|mjs|cjs|css|json)$/
const GENERATED = [/(^|\/)package-lock\.json$/, /^migrations\//, /(^|\/)dist\//, /^worker-configuration\.d\.ts$/]

/** The repository's files, tracked or new, without those git ignores. */
function repositoryFiles(): string[] {
  const listing = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  return [...new Set(listing.split('\0').filter(Boolean))]
}

function longLines(path: string): string[] {
  let text: string
  try {
    text = readFileSync(join(ROOT, path), 'utf8')
  } catch {
    return [] // listed by git but deleted in the working tree
  }
  return text
    .split('\n')
    .flatMap((line, index) => ([...line].length > MAX_LINE ? [`${path}:${index + 1} (${[...line].length})`] : []))
}

const found = repositoryFiles()
  .filter((path) => CODE.test(path) && !GENERATED.some((pattern) => pattern.test(path)))
  .flatMap(longLines)

if (found.length > 0) {
  console.error(`${found.length} lines over ${MAX_LINE} characters:\n${found.join('\n')}`)
  process.exit(1)
}
console.log(`No line over ${MAX_LINE} characters.`)
