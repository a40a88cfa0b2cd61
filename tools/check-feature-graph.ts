// Part of `npm run lint`: the worker's features import each other without a cycle. Builds the feature-level
// graph from every file's relative imports under src/worker/features/ and prints each cycle with one import
// that makes it, so a feature can be read (and changed) without reading the ones that depend on it.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { ROOT } from './lib/local-site.ts'

const FEATURES = join(ROOT, 'src', 'worker', 'features')
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\s*\(\s*['"](\.[^'"]+)['"]\s*\)|import\s+['"](\.[^'"]+)['"]/g

/**
 * Imports that would close a cycle but are accepted for now, each with why (none today). The check leaves them out
 * of the graph; one that no longer exists fails it, so the list never outlives its reason.
 */
const KNOWN_EDGES: { from: string; to: string; why: string }[] = []

type Graph = Map<string, Map<string, string>>

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  )
}

const featureOf = (file: string) => {
  const inside = relative(FEATURES, file)
  return inside.startsWith('..') || !inside.includes(sep) ? null : inside.split(sep)[0]!
}

/** feature → feature it imports → one file and import that shows it. */
function featureGraph(): Graph {
  const graph: Graph = new Map()
  for (const file of sourceFiles(FEATURES)) {
    const from = featureOf(file)!
    const edges = graph.get(from) ?? graph.set(from, new Map()).get(from)!
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3]!
      const to = featureOf(resolve(dirname(file), specifier))
      if (to && to !== from && !edges.has(to)) edges.set(to, `${relative(ROOT, file)} imports '${specifier}'`)
    }
  }
  return graph
}

/** The strongly connected groups of more than one feature (Tarjan): each is one or more cycles. */
function cycles(graph: Graph): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const groups: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    low.set(node, index.get(node)!)
    stack.push(node)
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) !== index.get(node)) return
    const group: string[] = []
    for (let top = stack.pop()!; ; top = stack.pop()!) {
      group.push(top)
      if (top === node) break
    }
    if (group.length > 1) groups.push(group.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return groups
}

const graph = featureGraph()
const stale = KNOWN_EDGES.filter(({ from, to }) => !graph.get(from)?.has(to))
for (const { from, to } of KNOWN_EDGES) graph.get(from)?.delete(to)
const found = cycles(graph)

for (const group of found) {
  console.error(`Features import each other in a cycle: ${group.join(', ')}`)
  for (const from of group)
    for (const [to, why] of graph.get(from) ?? []) if (group.includes(to)) console.error(`  ${from} → ${to}: ${why}`)
}
for (const { from, to } of stale) console.error(`A known import is gone, remove it from KNOWN_EDGES: ${from} → ${to}`)
if (found.length > 0 || stale.length > 0) process.exit(1)
