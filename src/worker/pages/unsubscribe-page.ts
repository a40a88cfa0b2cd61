// The page an unsubscribe link opens, in the site's shell: the opt-outs feature decides what happened and says
// which state to show; the rendering is the pages' own, like every other HTML the Worker answers.
import { renderUnsubscribePage, type UnsubscribeState } from './render/unsubscribe-page.tsx'
import { fillShell } from './render/page-shell.ts'
import { loadShell } from './public-page.ts'

export type { UnsubscribeState }

export async function unsubscribePageHtml(
  assets: Fetcher | undefined,
  origin: string,
  state: UnsubscribeState,
  businessName: string,
): Promise<string> {
  return fillShell(await loadShell(assets, origin), '/api/unsubscribe', renderUnsubscribePage(state, businessName))
}
