// The axe scan both accessibility specs run: WCAG 2.2 AA and best practice, serious and critical findings only.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** axe's findings that matter here, one line each, so a failure reads as a to-do list. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} ${node.failureSummary ?? ''}`,
      ),
    )
}
