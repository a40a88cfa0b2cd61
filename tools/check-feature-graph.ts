// Part of `npm run lint`: the worker's features, and the client's folders, import each other without a cycle.
// Builds the folder-level graph of each tree from every file's relative imports (tools/lib/folder-graph.ts) and
// prints each cycle with one import that makes it, so a folder can be read (and changed) without reading the ones
// that depend on it (decisions 057 and 119).
import { readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { cycleReport, folderGraph } from './lib/folder-graph.ts'
import { ROOT } from './lib/local-site.ts'
import { sourceFiles } from './lib/source-files.ts'

const TREES = ['src/worker/features', 'src/client']

/**
 * Imports that would close a cycle but are accepted for now, each with why (none today). The check leaves them out
 * of the graph; one that no longer exists fails it, so the list never outlives its reason.
 */
const KNOWN_EDGES: { tree: string; from: string; to: string; why: string }[] = []

const problems = TREES.flatMap((tree) => {
  const files = sourceFiles(join(ROOT, tree)).map((file) => {
    const path = relative(ROOT, file).split(sep).join('/')
    return [path, readFileSync(file, 'utf8')] as const
  })
  const graph = folderGraph(tree, files)
  const known = KNOWN_EDGES.filter((edge) => edge.tree === tree)
  const stale = known.filter(({ from, to }) => !graph.get(from)?.has(to))
  for (const { from, to } of known) graph.get(from)?.delete(to)
  return [
    ...cycleReport(tree, graph),
    ...stale.map(({ from, to }) => `A known import is gone, remove it from KNOWN_EDGES: ${tree}: ${from} → ${to}`),
  ]
})

if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
