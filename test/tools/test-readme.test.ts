import { describe, expect, it } from 'vitest'
import { MAX_DESCRIPTION, testReadmeOffences } from '../../tools/lib/test-readme.ts'

const readme = (...rows: string[]) =>
  ['# Worker tests', '', '| File | What it covers |', '|---|---|', ...rows, ''].join('\n')
const files = ['auth/oidc.test.ts', 'helpers/db.ts', 'sim/node/harness.test.ts', 'README.md']
const rows = [
  '| `auth/oidc.test.ts` | Admin sign-in |',
  '| `sim/node/` | The harness |',
  '| `helpers/db.ts` | Drizzle |',
]

describe('tools/check-test-readme.ts: tests in their feature’s folder, each with a short row', () => {
  it('passes a README with a row for every test file, a folder’s row standing for the files under it', () => {
    expect(testReadmeOffences(readme(...rows, '| `sim/node/harness.test.ts` | The stand-ins |'), files)).toEqual([])
  })

  it('names a test file that has no row', () => {
    expect(testReadmeOffences(readme(...rows), files)).toEqual([
      'test/sim/node/harness.test.ts: no row in test/README.md',
    ])
  })

  it('names a row whose file is gone, and a file named twice', () => {
    const all = [...rows, '| `sim/node/harness.test.ts` | x |']
    expect(testReadmeOffences(readme(...all, '| `auth/sessions.test.ts` | Gone |'), files)).toEqual([
      'test/README.md:9: `auth/sessions.test.ts` names no file under test/',
    ])
    expect(testReadmeOffences(readme(...all, '| `helpers/db.ts` | Again |'), files)).toEqual([
      'test/README.md:9: `helpers/db.ts` has a row already',
    ])
  })

  it('refuses a description over 200 characters and takes one of exactly 200, emoji counted as one', () => {
    const all = [...rows.slice(1), '| `sim/node/harness.test.ts` | x |']
    const at = (description: string) => readme(`| \`auth/oidc.test.ts\` | ${description} |`, ...all)
    expect(testReadmeOffences(at('a'.repeat(MAX_DESCRIPTION - 1) + '✅'), files)).toEqual([])
    expect(testReadmeOffences(at('a'.repeat(MAX_DESCRIPTION + 1)), files)).toEqual([
      "test/README.md:5: `auth/oidc.test.ts`'s description is 201 characters, over 200",
    ])
  })

  it('refuses a test at the top of test/, even with a row', () => {
    const all = [...rows, '| `sim/node/harness.test.ts` | x |', '| `faqs.test.ts` | FAQs |']
    expect(testReadmeOffences(readme(...all), [...files, 'faqs.test.ts'])).toEqual([
      "test/faqs.test.ts: at the top of test/; tests live in their feature's folder (test/<feature>/)",
    ])
  })
})
