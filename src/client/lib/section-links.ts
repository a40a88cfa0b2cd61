// What a script adds to the links of a server-rendered page, all by delegation from the document, so it
// works for every link at once, including those in parts that have not come alive yet:
// - a link to a section of this page scrolls there smoothly (or at once, for reduced motion) and moves focus
//   there; without this script the browser's own jump does the same;
// - the mobile menu (a native <details>) keeps aria-expanded in step and closes after a choice or on Escape;
// - a coaching path's pay link remembers the path chosen (paymentType) on its way to checkout.
import { scrollToAnchor } from './scroll-to.ts'
import { rememberPaymentType } from './remembered-path.ts'

const MENU = 'details[data-menu]'

function sectionTarget(link: HTMLAnchorElement): string | null {
  const href = link.getAttribute('href') ?? ''
  if (!href.startsWith('#') || href.length < 2) return null
  const id = decodeURIComponent(href.slice(1))
  return document.getElementById(id) ? id : null
}

function closeMenu(menu: HTMLDetailsElement, focusButton: boolean): void {
  menu.open = false
  if (focusButton) menu.querySelector('summary')?.focus()
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return
  const link = (event.target as Element | null)?.closest?.('a')
  if (!link) return
  const paymentType = link.dataset.paymentType
  if (paymentType) rememberPaymentType(paymentType)
  const id = sectionTarget(link)
  if (!id) return
  event.preventDefault()
  const menu = link.closest<HTMLDetailsElement>(MENU)
  if (menu) closeMenu(menu, false)
  if (window.location.hash !== `#${id}`) window.history.pushState(window.history.state, '', `#${id}`)
  scrollToAnchor(id)
}

function syncExpanded(menu: HTMLDetailsElement): void {
  menu.querySelector('summary')?.setAttribute('aria-expanded', String(menu.open))
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape') return
  const menu = (event.target as Element | null)?.closest?.<HTMLDetailsElement>(MENU)
  if (menu?.open) closeMenu(menu, true)
}

export function enhanceSectionLinks(): void {
  document.addEventListener('click', onClick)
  document.addEventListener('keydown', onKeyDown)
  for (const menu of document.querySelectorAll<HTMLDetailsElement>(MENU)) {
    syncExpanded(menu)
    menu.addEventListener('toggle', () => syncExpanded(menu))
  }
}
