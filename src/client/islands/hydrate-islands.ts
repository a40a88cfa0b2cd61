// Finds the islands of a server-rendered page and wakes each on its own trigger (registry.ts). Nothing here
// blocks the first paint or the first click: the page is whole HTML and its links work without this, a press or
// a form sent before its part woke is held and given to it once alive (early-touches.ts), and a page nobody
// touches loads no React at all.
import { listenForInstallEvent } from '../components/install-prompt/early-install-event.ts'
import { showEarlyInstallButton } from '../components/install-prompt/install-button-early.ts'
import { isIos, isStandalone } from '../components/install-prompt/platform.ts'
import type { HydrateWhen, IslandName } from '../kit/island.tsx'
import { onFirstInteraction } from '../lib/first-interaction.ts'
import { holdEarlyTouches } from './early-touches.ts'
import { ISLANDS } from './registry.ts'

const NEAR_VIEWPORT = '50% 0px 50% 0px'

const woken = new WeakMap<HTMLElement, Promise<void>>()

async function load(element: HTMLElement): Promise<void> {
  const loader = ISLANDS[element.dataset.island as IslandName]
  if (!loader) return
  const [Component, { mountIsland }] = await Promise.all([loader(), import('./mount-island.tsx')])
  await mountIsland(element, Component as Parameters<typeof mountIsland>[1])
}

/** Wakes an island once; the promise settles when it is alive. */
function wake(element: HTMLElement): Promise<void> {
  let alive = woken.get(element)
  if (!alive) {
    alive = load(element)
    woken.set(element, alive)
    // Whatever wakes may have something to say (a form's toast): the notifications come alive with it.
    const toaster = document.querySelector<HTMLElement>('[data-island="toaster"]')
    if (toaster && toaster !== element) void wake(toaster)
  }
  return alive
}

function whenInstallable(then: () => void): void {
  if (isStandalone()) return
  if (isIos()) setTimeout(then, 0)
  else listenForInstallEvent(then)
}

export function hydrateIslands(root: ParentNode = document): void {
  holdEarlyTouches(wake)
  const islands = Array.from(root.querySelectorAll<HTMLElement>('[data-island]'))
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer.unobserve(entry.target)
        void wake(entry.target.parentElement as HTMLElement)
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  )
  for (const element of islands) {
    const when = element.dataset.hydrate as HydrateWhen
    // display: contents has no box of its own to observe; its first child stands in for it.
    const box = element.firstElementChild
    const watch = (target: Element) => {
      observer.observe(target)
      target.addEventListener('focusin', () => void wake(element), { once: true })
    }
    if (when === 'visible' && box) watch(box)
    else if (when === 'visible-after-interaction' && box) onFirstInteraction(() => watch(box))
    else if (when === 'install')
      whenInstallable(() => showEarlyInstallButton(element, isIos(), () => void wake(element)))
    else onFirstInteraction(() => void wake(element))
  }
}
