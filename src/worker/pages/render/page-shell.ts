// Puts a rendered page into the built index.html (the Worker reads it from the static assets, so the hashed
// stylesheet and entry script are the build's own): its title, description and canonical address, its body
// in #root, and the reads its islands start from.
import { pageDataScript } from '../../../client/islands/page-data.ts'
import type { RenderedPage } from './render-page.tsx'
import { escapeHtml } from '../../../shared/escape-html.ts'

/** Used where no built shell exists (the Worker's tests): the same slots, no assets. */
export const FALLBACK_SHELL =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title></title></head><body><div id="root"></div></body></html>'

// The page arrives whole from the Worker's cache, so the browser is told to paint it once it has parsed all of
// #root rather than paint, then lay the growing document out again and again while the parser goes on: every
// style and layout pass then happens before the first frame, and the page is idle the moment it shows.
const WHOLE_PAGE_FIRST = '<link rel="expect" href="#root" blocking="render" />'

/**
 * The pay buttons (links marked data-payment-type) let the browser prepare their checkout once the visitor
 * shows intent (moderate: a hover or the press itself), so the page is whole the moment it is clicked.
 * A prepared checkout does nothing with side effects until it is shown (checkout/when-shown.ts).
 */
export const PREPARE_CHECKOUT =
  '<script type="speculationrules">' +
  JSON.stringify({ prerender: [{ where: { selector_matches: 'a[data-payment-type]' }, eagerness: 'moderate' }] }) +
  '</script>'

export function fillShell(shell: string, path: string, page: RenderedPage): string {
  let html = shell.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
  if (page.description)
    html = html.replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(page.description)}$2`)
  // The shell names the production origin once; each page keeps it and puts its own path there.
  const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1]
  if (canonical?.startsWith('http')) {
    const url = escapeHtml(new URL(path, canonical).href)
    html = html
      .replace(/(<link rel="canonical" href=")[^"]*(")/, `$1${url}$2`)
      .replace(/(<meta property="og:url" content=")[^"]*(")/, `$1${url}$2`)
  }
  return html
    .replace('</head>', () => `${page.head ?? ''}${WHOLE_PAGE_FIRST}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>${pageDataScript(page.pageData)}`)
}
