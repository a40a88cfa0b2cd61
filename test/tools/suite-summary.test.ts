import { describe, expect, it } from 'vitest'
import { FAILURE_LINES, playwrightOutcome } from '../../tools/lib/suite-summary.ts'

// Playwright's list reporter as it printed a failing run, colours and all.
const failedRun = [
  'Running 2 tests using 1 worker',
  '',
  '  \u001b[32m✓\u001b[39m  1 e2e/a.spec.ts:3:1 › passes (1.2s)',
  '  \u001b[31m✘\u001b[39m  2 e2e/admin-dashboard.spec.ts:444:3 › Events › add, reorder with the keyboard (13.7s)',
  '',
  '',
  '  1) e2e/admin-dashboard.spec.ts:444:3 › Events › add, reorder with the keyboard ',
  '',
  '    \u001b[31mError: expect(locator).toHaveCSS(expected) failed\u001b[39m',
  '',
  "    Locator:  getByRole('list', { name: 'Events in order' }).getByRole('listitem').first()",
  '    Expected: "matrix(1, 0, 0, 1, 0, 25)"',
  '    Received: "matrix(1, 0, 0, 1, 0, 40)"',
  '    Timeout:  10000ms',
  '',
  '    Call log:',
  '      - Expect "toHaveCSS" with timeout 10000ms',
  '',
  '      489 |     for (let press = 1; press <= 2; press++) {',
  '    > 491 |       await expect(firstRow!).toHaveCSS(...)',
  '        at /work/main/e2e/admin-dashboard.spec.ts:491:31',
  '',
  '  1 failed',
  '    e2e/admin-dashboard.spec.ts:444:3 › Events › add, reorder with the keyboard ',
  '  1 passed (20.1s)',
  '',
].join('\n')

describe('the summary npm test ends with, the part of its output CI keeps', () => {
  it('says why an end-to-end test failed: its error, what was expected and what was received', () => {
    expect(playwrightOutcome(failedRun)).toEqual([
      '  1) e2e/admin-dashboard.spec.ts:444:3 › Events › add, reorder with the keyboard ',
      '    Error: expect(locator).toHaveCSS(expected) failed',
      "    Locator:  getByRole('list', { name: 'Events in order' }).getByRole('listitem').first()",
      '    Expected: "matrix(1, 0, 0, 1, 0, 25)"',
      '    Received: "matrix(1, 0, 0, 1, 0, 40)"',
      '    Timeout:  10000ms',
      '  1 failed',
      '    e2e/admin-dashboard.spec.ts:444:3 › Events › add, reorder with the keyboard ',
      '  1 passed (20.1s)',
    ])
  })

  it('keeps a long error to its first lines, and each failure of several', () => {
    const long = (n: number) => [
      `  ${n}) e2e/b.spec.ts:${n}:1 › fails`,
      ...Array.from({ length: 20 }, (_, i) => `    line ${i}`),
    ]
    const outcome = playwrightOutcome([...long(1), ...long(2), '  2 failed', '  0 passed'].join('\n'))
    expect(outcome.filter((line) => /^\s+\d+\) /.test(line))).toHaveLength(2)
    expect(outcome).toHaveLength(2 * (1 + FAILURE_LINES) + 2)
    expect(outcome).not.toContain('    line 8')
  })

  it('prints only the counts when every test passed, and says so when Playwright never reported', () => {
    expect(playwrightOutcome('Running 1 test\n  ✓  1 e2e/a.spec.ts:3:1 › passes\n\n  1 passed (3.0s)\n')).toEqual([
      '  1 passed (3.0s)',
    ])
    expect(playwrightOutcome('Error: webServer timed out')).toEqual([
      '(no summary: Playwright stopped before reporting)',
    ])
  })
})
