// The home page's interactive parts come alive as they near the screen (decision 019); each island marks itself
// once React has committed it. Text typed into a form before then does not reach the form, so tests that type
// wait for this first.
import { expect, type Page } from '@playwright/test'

/** Waits until every island inside the element `selector` names has come alive. */
export async function islandsAlive(page: Page, selector: string): Promise<void> {
  await expect(page.locator(`${selector} [data-island]:not([data-hydrated])`)).toHaveCount(0)
}
