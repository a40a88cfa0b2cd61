// Brings one island to life. Loaded with the first island that needs it (react-dom and the query client),
// so a page whose islands never come near the viewport never loads them.
import { type ComponentType, type ReactNode, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { queryClient } from '../lib/query-client.ts'
import { IslandProviders } from './island-providers.tsx'
import { PAGE_DATA_ID, type PageData } from './page-data.ts'

let seeded = false

/** Puts the page's public reads into the query cache once, so islands render what the server rendered. */
function seedQueryCache(): void {
  if (seeded) return
  seeded = true
  const text = document.getElementById(PAGE_DATA_ID)?.textContent
  if (!text) return
  const data = JSON.parse(text) as PageData
  for (const [queryKey, value] of data.queries) queryClient.setQueryData(queryKey, value)
}

/**
 * Marks the island once React has committed it (data-hydrated), for tests and for anyone debugging a page.
 * A wrapper with one child adds no step to useId's path, so ids still match the server's.
 */
function MarkWhenAlive({ element, onAlive, children }: { element: HTMLElement; onAlive(): void; children: ReactNode }) {
  useEffect(() => {
    // The element is the island's DOM host, not React state: marking it after commit is what effects are for.
    // eslint-disable-next-line react-hooks/immutability
    element.dataset.hydrated = ''
    onAlive()
  }, [element, onAlive])
  return children
}

/** Brings the island to life; resolves once it is (its own effects have run, so its listeners are in place). */
export function mountIsland(element: HTMLElement, Component: ComponentType<Record<string, unknown>>): Promise<void> {
  seedQueryCache()
  const props = element.dataset.props ? (JSON.parse(element.dataset.props) as Record<string, unknown>) : {}
  return new Promise((resolve) => {
    const tree = (
      <MarkWhenAlive element={element} onAlive={resolve}>
        <IslandProviders client={queryClient}>
          <Component {...props} />
        </IslandProviders>
      </MarkWhenAlive>
    )
    if (element.dataset.ssr === 'false') createRoot(element).render(tree)
    else hydrateRoot(element, tree, { identifierPrefix: element.dataset.id })
  })
}
