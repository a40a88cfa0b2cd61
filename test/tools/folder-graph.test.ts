import { describe, expect, it } from 'vitest'
import { cycleReport, folderGraph } from '../../tools/lib/folder-graph.ts'

const TREE = 'src/client'

/** A small client: lib at the bottom, kit on it, sections on both, and main.tsx assembling them. */
const acyclic: [path: string, text: string][] = [
  ['src/client/lib/http.ts', "import { z } from 'zod'\nimport { rule } from '../../shared/rule.ts'"],
  ['src/client/kit/button.tsx', "import { http } from '../lib/http.ts'\nimport './button.css'"],
  [
    'src/client/sections/faq.tsx',
    "import { Button } from '../kit/button.tsx'\nimport type { Http } from '../lib/http.ts'",
  ],
  ['src/client/main.tsx', "import { Faq } from './sections/faq.tsx'\nimport './styles.css'"],
]

describe('tools/check-feature-graph.ts: the folders of a tree import each other without a cycle', () => {
  it('passes a tree whose folders import only downwards, and ignores imports of packages and of other trees', () => {
    const graph = folderGraph(TREE, acyclic)
    expect(cycleReport(TREE, graph)).toEqual([])
    expect([...graph.get('sections')!.keys()].sort()).toEqual(['kit', 'lib'])
    expect([...graph.get('lib')!.keys()]).toEqual([])
  })

  it('names the folders of a cycle and one import of each edge that makes it, whatever the import’s form', () => {
    const files = [
      ...acyclic,
      ['src/client/lib/scroll.ts', "export { scrollTo } from '../sections/faq.tsx'"],
      ['src/client/kit/dialog.tsx', "const later = () => import('../sections/faq.tsx')"],
    ] as const
    expect(cycleReport(TREE, folderGraph(TREE, files))).toEqual([
      'Folders of src/client/ import each other in a cycle: kit, lib, sections',
      "  kit → lib: src/client/kit/button.tsx imports '../lib/http.ts'",
      "  kit → sections: src/client/kit/dialog.tsx imports '../sections/faq.tsx'",
      "  lib → sections: src/client/lib/scroll.ts imports '../sections/faq.tsx'",
      "  sections → kit: src/client/sections/faq.tsx imports '../kit/button.tsx'",
      "  sections → lib: src/client/sections/faq.tsx imports '../lib/http.ts'",
    ])
  })

  it('counts a loose top-level file as a node, so a folder importing main.tsx back is a cycle', () => {
    const files = [...acyclic, ['src/client/sections/app-link.tsx', "import '../main.tsx'"] as const]
    expect(cycleReport(TREE, folderGraph(TREE, files))).toEqual([
      'Folders of src/client/ import each other in a cycle: main.tsx, sections',
      "  main.tsx → sections: src/client/main.tsx imports './sections/faq.tsx'",
      "  sections → main.tsx: src/client/sections/app-link.tsx imports '../main.tsx'",
    ])
  })
})
