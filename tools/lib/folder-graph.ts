// The rule tools/check-feature-graph.ts holds the code to: what sits directly under a tree (the worker's
// features, the client's folders) imports each other without a cycle. Each folder there is a node, and so is each
// loose file (the client's main.tsx, router.tsx, boot.ts): those are entry points nothing imports, so as nodes they
// cost nothing and a folder reaching back up into one is a cycle like any other. Pure, over file paths and texts,
// so test/tools/folder-graph.test.ts can hand it a small tree with a cycle in it.
import { posix } from 'node:path'
import { importsOf } from './client-imports.ts'

/** folder → folder it imports → one file and import that shows it. */
export type Graph = Map<string, Map<string, string>>

/** The folder (or loose file) directly under `tree` that holds `path`; null outside the tree. */
function nodeOf(tree: string, path: string): string | null {
  const inside = posix.relative(tree, path)
  return inside === '' || inside.startsWith('..') ? null : inside.split('/')[0]!
}

/** The graph of the folders under `tree` from each file's relative imports; paths are posix, relative to one root. */
export function folderGraph(tree: string, files: Iterable<readonly [path: string, text: string]>): Graph {
  const graph: Graph = new Map()
  for (const [file, text] of files) {
    const from = nodeOf(tree, file)
    if (!from) continue
    const edges = graph.get(from) ?? graph.set(from, new Map()).get(from)!
    for (const { specifier } of importsOf(file, text)) {
      if (!specifier.startsWith('.')) continue
      const to = nodeOf(tree, posix.join(posix.dirname(file), specifier))
      if (to && to !== from && !edges.has(to)) edges.set(to, `${file} imports '${specifier}'`)
    }
  }
  return graph
}

/** The strongly connected groups of more than one folder (Tarjan): each is one or more cycles. */
export function cycles(graph: Graph): string[][] {
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

/** One paragraph per cycle under `tree`, each import inside it named; empty when there is none. */
export function cycleReport(tree: string, graph: Graph): string[] {
  return cycles(graph).flatMap((group) => [
    `Folders of ${tree}/ import each other in a cycle: ${group.join(', ')}`,
    ...group.flatMap((from) =>
      [...(graph.get(from) ?? [])].flatMap(([to, why]) => (group.includes(to) ? [`  ${from} → ${to}: ${why}`] : [])),
    ),
  ])
}
