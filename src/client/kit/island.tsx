// Server side of an island: marks an interactive part of a server-rendered page. The part is rendered on its
// own React root (render-page.tsx fills the slot) with its own id prefix, exactly as the browser will hydrate
// it, so ids made with useId match on both sides. Its props travel beside it as JSON. The names are listed here,
// not read off islands/registry.ts, because that registry imports the sections that mark their parts with this
// (the registry is typed against this list both ways).
import { type ComponentType, createContext, type ReactElement, useContext } from 'react'

/** Every island's name in the HTML; islands/registry.ts has the code to load for each. */
export type IslandName =
  | 'story-scroll'
  | 'video-sales'
  | 'resources'
  | 'testimonial-carousel'
  | 'strategy-call'
  | 'scarcity'
  | 'path-offer'
  | 'waitlist-form'
  | 'guide-form'
  | 'consultation-form'
  | 'exit-intent'
  | 'live-chat'
  | 'install-prompt'
  | 'toaster'

/**
 * When an island comes alive: 'visible' as it nears the viewport; 'interaction' at the visitor's first
 * scroll, touch, key or pointer move (what only matters once someone acts: the exit popup, the chat, the
 * notifications); 'visible-after-interaction' as it nears the viewport once the visitor has acted (the story
 * scroll, which changes only as the page moves, so a page loaded and left alone runs no React for it);
 * 'install' when the install dialog is asked for: the browser's offer to install the site (at once on iOS,
 * which never makes one) shows the round button without React, and its press or the 30 s timer wakes this.
 */
export type HydrateWhen = 'visible' | 'interaction' | 'visible-after-interaction' | 'install'

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
