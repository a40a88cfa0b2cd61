// The rule tools/check-test-readme.ts holds test/README.md to: a test lives in the folder of the feature it tests
// (test/ mirrors src/worker/features/, with platform, shared, sim and tools apart), and every test file has a row
// short enough to take in at a glance, so a reader finds a test by its feature and learns from its row what it
// proves. Kept apart from the script so test/tools/test-readme.test.ts can hand it a README and a listing.

/** About two lines as the README renders on GitHub. */
export const MAX_DESCRIPTION = 200

export interface ReadmeRow {
  /** The file or folder the row names, relative to test/. */
  path: string
  description: string
  line: number
}

/** The table rows of the README whose first cell names a path in backticks (`| \`auth/oidc.test.ts\` | … |`). */
export function readmeRows(readme: string): ReadmeRow[] {
  return readme.split('\n').flatMap((text, index) => {
    const [, path, description] = /^\|\s*`([^`]+)`\s*\|(.*)\|\s*$/.exec(text) ?? []
    return path !== undefined && description !== undefined
      ? [{ path, description: description.trim(), line: index + 1 }]
      : []
  })
}

/** What is wrong with `readme` for `files`, every file under test/ given relative to test/; empty when all is well. */
export function testReadmeOffences(readme: string, files: readonly string[]): string[] {
  const rows = readmeRows(readme)
  const named = new Set(rows.map((row) => row.path))
  const offences: string[] = []
  for (const file of files.filter((path) => path.endsWith('.test.ts'))) {
    if (!file.includes('/'))
      offences.push(`test/${file}: at the top of test/; tests live in their feature's folder (test/<feature>/)`)
    if (!named.has(file)) offences.push(`test/${file}: no row in test/README.md`)
  }
  // A folder's row (`sim/node/`) stands for the files under it.
  const exists = (path: string) =>
    path.endsWith('/') ? files.some((file) => file.startsWith(path)) : files.includes(path)
  const seen = new Set<string>()
  for (const row of rows) {
    const where = `test/README.md:${row.line}`
    if (!exists(row.path)) offences.push(`${where}: \`${row.path}\` names no file under test/`)
    if (seen.has(row.path)) offences.push(`${where}: \`${row.path}\` has a row already`)
    seen.add(row.path)
    const length = [...row.description].length
    if (length > MAX_DESCRIPTION)
      offences.push(`${where}: \`${row.path}\`'s description is ${length} characters, over ${MAX_DESCRIPTION}`)
  }
  return offences
}
