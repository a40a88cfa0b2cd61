// Renders the home pages' first screen (src/client/first-screen.tsx) into index.html at build time, so the
// headline paints from the HTML itself instead of waiting for the JavaScript (issue 3, item 7: LCP).
// A failed render leaves the page as it was, without the head start, and says so.
import { fileURLToPath } from 'node:url'
import { type Plugin, runnerImport } from 'vite'

const MARKER = '<!--first-screen-->'
const ROOT = fileURLToPath(new URL('../', import.meta.url))
const ENTRY = fileURLToPath(new URL('../src/client/first-screen.tsx', import.meta.url))

export function firstScreenHtml(): Plugin {
  return {
    name: 'first-screen-html',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async transformIndexHtml(html) {
      if (!html.includes(MARKER)) return html
      try {
        const { module } = await runnerImport<{ renderFirstScreen(): string }>(ENTRY, { configFile: false, root: ROOT, logLevel: 'error' })
        return html.replace(MARKER, module.renderFirstScreen())
      } catch (error) {
        console.warn(`\n[first-screen-html] index.html ships without its pre-rendered first screen: ${String(error)}\n`)
        return html
      }
    },
  }
}
