import { describe, expect, it } from 'vitest'
import { clientImportOffences, importsOf, pageFeatureOffences } from '../../tools/lib/client-imports.ts'

describe('tools/check-client-imports.ts: only the Worker’s pages import src/client', () => {
  it('lets a page’s renderer import the client’s components', () => {
    const imports = importsOf(
      'src/worker/pages/render/render-checkout.tsx',
      "import { x } from '../../../client/checkout/checkout-page.tsx'",
    )
    expect(clientImportOffences(imports)).toEqual([])
  })

  it('names a feature that imports src/client, static or dynamic, and what it imports', () => {
    const text = [
      "import { guess } from '../../../client/checkout/guess-type.ts'",
      "const page = await import('../../../client/pages/home/home.tsx')",
      "import { rule } from '../../../shared/rules/plural.ts'",
    ].join('\n')
    expect(clientImportOffences(importsOf('src/worker/features/checkout/fulfilment.ts', text))).toEqual([
      "src/worker/features/checkout/fulfilment.ts: imports '../../../client/checkout/guess-type.ts'; " +
        'only src/worker/pages/ may import src/client/',
      "src/worker/features/checkout/fulfilment.ts: imports '../../../client/pages/home/home.tsx'; " +
        'only src/worker/pages/ may import src/client/',
    ])
  })

  it('names src/shared importing src/client, and leaves a folder that merely starts with “client” alone', () => {
    expect(
      clientImportOffences([
        { file: 'src/shared/site.ts', specifier: '../client/lib/queries.ts' },
        { file: 'src/worker/app.ts', specifier: '../clients/words.ts' },
      ]),
    ).toEqual(["src/shared/site.ts: imports '../client/lib/queries.ts'; only src/worker/pages/ may import src/client/"])
  })

  it('names a page that imports a feature, and lets a feature ask the pages for one', () => {
    const imports = [
      { file: 'src/worker/pages/success-page-routes.ts', specifier: '../features/checkout/checkout.ts' },
      { file: 'src/worker/pages/public-page.ts', specifier: '../platform/db/client.ts' },
      { file: 'src/worker/features/opt-outs/unsubscribe-routes.ts', specifier: '../../pages/pages.ts' },
    ]
    expect(pageFeatureOffences(imports)).toEqual([
      "src/worker/pages/success-page-routes.ts: imports '../features/checkout/checkout.ts'; " +
        'src/worker/pages/ reads features through the API',
    ])
    expect(clientImportOffences(imports)).toEqual([])
  })
})
