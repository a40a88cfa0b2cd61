// Finds the islands of a server-rendered page and wakes each on its own trigger: 'visible' as it comes
// within half a screen of the viewport, 'idle' once the browser has nothing better to do. Nothing here
// blocks the first paint or the first click: the page is whole HTML and its links work without this.
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

function whenIdle(then: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(then, { timeout: 3000 })
  else setTimeout(then, 200)
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
    if (when === 'visible' && box) {
      observer.observe(box)
      box.addEventListener('focusin', () => void wake(element), { once: true })
    } else whenIdle(() => void wake(element))
  }
}
