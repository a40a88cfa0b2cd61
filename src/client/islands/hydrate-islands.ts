// Finds the islands of a server-rendered page and wakes each on its own trigger (registry.ts). Nothing here
// blocks the first paint or the first click: the page is whole HTML and its links work without this, and a
// page nobody touches loads no React at all.
import { listenForInstallEvent } from '../components/install-prompt/early-install-event.ts'
import { showEarlyInstallButton } from '../components/install-prompt/install-button-early.ts'
import { isIos, isStandalone } from '../components/install-prompt/platform.ts'
import { type HydrateWhen, ISLANDS, type IslandName } from './registry.ts'

const NEAR_VIEWPORT = '50% 0px 50% 0px'

const woken = new WeakSet<HTMLElement>()

async function wake(element: HTMLElement): Promise<void> {
  if (woken.has(element)) return
  woken.add(element)
  const load = ISLANDS[element.dataset.island as IslandName]
  if (!load) return
  const [Component, { mountIsland }] = await Promise.all([load(), import('./mount-island.tsx')])
  mountIsland(element, Component as Parameters<typeof mountIsland>[1])
}

const FIRST_INTERACTION = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'scroll', 'wheel'] as const

function onFirstInteraction(then: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, once)
    then()
  }
  for (const type of FIRST_INTERACTION) window.addEventListener(type, once, { passive: true })
}

function whenInstallable(then: () => void): void {
  if (isStandalone()) return
  if (isIos()) setTimeout(then, 0)
  else listenForInstallEvent(then)
}

export function hydrateIslands(root: ParentNode = document): void {
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
