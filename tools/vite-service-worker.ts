// Build-time support for the service worker (public/sw.js): the list of files that make the app shell
// (the page, its entry script with the chunks it imports at once, their CSS, the icons), written to
// /sw-precache.js with a version that changes whenever one of those files does, and the manifest and
// Apple touch icon linked from index.html.
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

/** Public files the shell and the offline page need besides the built ones. */
const STATIC_SHELL = ['/', '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png']

interface ChunkLike {
  type: 'chunk'
  isEntry: boolean
  fileName: string
  imports: string[]
  dynamicImports: string[]
  viteMetadata?: { importedCss: Set<string> }
}

/**
 * What the first load of any page runs: the entry chunks, the chunks they load straight away (the entry
 * may be a small loader that imports the app dynamically), and everything those import statically.
 * Route chunks loaded later are cached by the worker as they are first used.
 */
function shellFiles(bundle: Record<string, { type: string }>): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is ChunkLike => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  )
  const files = new Set<string>()
  const visit = (chunk: ChunkLike | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return
    files.add(chunk.fileName)
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css)
    for (const imported of chunk.imports) visit(chunks.get(imported))
  }
  for (const chunk of chunks.values()) {
    if (!chunk.isEntry) continue
    visit(chunk)
    for (const loaded of chunk.dynamicImports) visit(chunks.get(loaded))
  }
  return [...files].sort()
}

function precacheList(): Plugin {
  return {
    name: 'service-worker-precache',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const urls = [...STATIC_SHELL, ...shellFiles(bundle).map((file) => `/${file}`)]
      const version = createHash('sha256').update(urls.join('\n')).digest('hex').slice(0, 12)
      this.emitFile({
        type: 'asset',
        fileName: 'sw-precache.js',
        source: `self.PRECACHE = ${JSON.stringify({ version, urls })}\n`,
      })
    },
  }
}

function manifestLinks(): Plugin {
  return {
    name: 'web-app-manifest-links',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' }, injectTo: 'head' },
    ],
  }
}

export function serviceWorkerSupport(): Plugin[] {
  return [precacheList(), manifestLinks()]
}
