// Server side of an island: marks an interactive part of a server-rendered page. The part is rendered on its
// own React root (render-page.tsx fills the slot) with its own id prefix, exactly as the browser will hydrate
// it, so ids made with useId match on both sides. Its props travel beside it as JSON.
import { type ComponentType, createContext, type ReactElement, useContext } from 'react'
import type { HydrateWhen, IslandName } from './registry.ts'

export interface IslandRecord {
  id: string
  element: ReactElement
  /** False for parts that depend on the browser alone (storage, install state): rendered there, not here. */
  ssr: boolean
}

export const IslandCollector = createContext<IslandRecord[] | null>(null)

export function islandSlot(id: string): string {
  return `<!--island:${id}-->`
}

interface IslandProps<P extends object> {
  name: IslandName
  component: ComponentType<P>
  props?: P
  hydrate: HydrateWhen
  ssr?: boolean
}

export function Island<P extends object>({ name, component: Component, props, hydrate, ssr = true }: IslandProps<P>) {
  const collector = useContext(IslandCollector)
  if (!collector) throw new Error('<Island> is rendered only by render-page.tsx')
  const id = `i${collector.length}-`
  collector.push({ id, element: <Component {...(props ?? ({} as P))} />, ssr })
  return (
    <div
      className="contents"
      data-island={name}
      data-id={id}
      data-hydrate={hydrate}
      data-ssr={ssr ? undefined : 'false'}
      data-props={props ? JSON.stringify(props) : undefined}
      dangerouslySetInnerHTML={{ __html: islandSlot(id) }}
    />
  )
}
