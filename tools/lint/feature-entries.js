// ESLint rule: a worker feature reaches another feature only through that feature's entry file
// (`src/worker/features/<f>/<f>.ts`), so each folder's other files stay its own (ARCHITECTURE.md, Layout).
import path from 'node:path'

const FEATURES = `${path.sep}src${path.sep}worker${path.sep}features${path.sep}`

/** The feature folder and the path inside it of a file under src/worker/features/, or null for any other file. */
export function featureOf(file) {
  const at = file.indexOf(FEATURES)
  if (at < 0) return null
  const [feature, ...rest] = file.slice(at + FEATURES.length).split(path.sep)
  return rest.length === 0 ? null : { feature, inside: rest.join('/') }
}

export const entryOf = (feature) => `${feature}.ts`

export const featureEntries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another worker feature only through its entry file, never its other files' },
    messages: {
      internal: "Import '{{feature}}' through its entry '{{entry}}' ('{{inside}}' is that feature's own file).",
    },
    schema: [],
  },
  create(context) {
    const from = featureOf(context.filename)
    if (!from) return {}
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return
      const to = featureOf(path.resolve(path.dirname(context.filename), source.value))
      if (!to || to.feature === from.feature || to.inside === entryOf(to.feature)) return
      context.report({
        node: source,
        messageId: 'internal',
        data: { feature: to.feature, entry: entryOf(to.feature), inside: to.inside },
      })
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}
