// The rules behind tools/check-client-imports.ts: in src/, only the Worker's pages (src/worker/pages/) render with
// the client's code. The rest of the Worker and src/shared import nothing of src/client, so a rule both sides use
// lives in src/shared, and a feature's logic never depends on a page's markup. The pages in turn import no feature
// (they read through the Worker's own API), so a feature may ask them for a page without closing a cycle.
import { posix } from 'node:path'

/** One import of a source file: its path from the repository's root (with '/') and the address it imports. */
export interface SourceImport {
  file: string
  specifier: string
}

const RULED = ['src/worker/', 'src/shared/']
const MAY_IMPORT_CLIENT = 'src/worker/pages/'
const CLIENT = 'src/client/'
const FEATURES = 'src/worker/features/'

const STATIC_OR_DYNAMIC =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g

/** Every address a file's text imports or re-exports from, static or dynamic. */
export function importsOf(file: string, text: string): SourceImport[] {
  return [...text.matchAll(STATIC_OR_DYNAMIC)].map((match) => ({
    file,
    specifier: (match[1] ?? match[2] ?? match[3])!,
  }))
}

const reaches =
  (folder: string) =>
  ({ file, specifier }: SourceImport) =>
    specifier.startsWith('.') && posix.join(posix.dirname(file), specifier).startsWith(folder)

/** Each import of src/client from a file that may not make one, as a line naming both. */
export function clientImportOffences(imports: readonly SourceImport[]): string[] {
  return imports
    .filter(({ file }) => RULED.some((root) => file.startsWith(root)) && !file.startsWith(MAY_IMPORT_CLIENT))
    .filter(reaches(CLIENT))
    .map(({ file, specifier }) => `${file}: imports '${specifier}'; only ${MAY_IMPORT_CLIENT} may import ${CLIENT}`)
}

/** Each import of a feature from the pages, as a line naming both. */
export function pageFeatureOffences(imports: readonly SourceImport[]): string[] {
  return imports
    .filter(({ file }) => file.startsWith(MAY_IMPORT_CLIENT))
    .filter(reaches(FEATURES))
    .map(
      ({ file, specifier }) => `${file}: imports '${specifier}'; ${MAY_IMPORT_CLIENT} reads features through the API`,
    )
}
