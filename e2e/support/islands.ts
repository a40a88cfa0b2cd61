// The home page's interactive parts come alive as they near the screen (decision 019); each island marks itself
// once React has committed it. A press or a form sent before then is held and given to the part once alive
// (decision 054): tests of a part's own behaviour wait for it, tests of a visitor faster than the part hold its
// code back until they let it through (holdBackIslandCode).
import { expect, type Page } from '@playwright/test'

/** Waits until every island inside the element `selector` names has come alive. */
export async function islandsAlive(page: Page, selector: string): Promise<void> {
  await expect(page.locator(`${selector} [data-island]:not([data-hydrated])`)).toHaveCount(0)
}

/**
 * Holds back every script but the page's entry until the test calls the returned `release`, as a slow phone's
 * network would: the entry (links, triggers, the held touches) runs at once, and every island wakes only once its
 * code arrives. A switch, not a delay: a hold of a few seconds was overtaken on a loaded machine, where the press
 * itself took longer than the hold, and the island woke first.
 */
export async function holdBackIslandCode(page: Page): Promise<() => void> {
  const html = await (await page.request.get('/')).text()
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1]
  if (!entry) throw new Error("The home page's entry script was not found")
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    if (new URL(route.request().url()).pathname !== entry) await released
    await route.fallback()
  })
  return release
}

/**
 * Where a test of an early touch starts: the page's entry has run (module scripts run before DOMContentLoaded),
 * so a press is held for its part; the islands' own code is still held back. A press before the entry ran is
 * the browser's alone (a form posts to its no-script page, a button does nothing), and on a busy machine
 * Playwright's first press can come that early.
 */
export const ENTRY_RAN = 'domcontentloaded'

/** Whether the island named `name` has come alive. */
export function islandAlive(page: Page, name: string) {
  return page.locator(`[data-island="${name}"][data-hydrated]`)
}
