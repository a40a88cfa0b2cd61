// The TypeScript files under a folder, for the lint scripts that read the source (the import graph, the client's
// importers, the status writers).
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Every .ts and .tsx file under `dir`, at any depth, as a path joined onto `dir`. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}
